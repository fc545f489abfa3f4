import type { Db } from '../../src/db/client.ts';
import { checkedLessonItems, emails, ROLE, tickets, type UserRow } from '../../src/db/schema/index.ts';
import { buildCompany, buildTenant, buildUser } from '../../src/db/seed/builders.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo.ts';
import { buildCompanyFile } from '../../src/db/seed/demo-files.ts';
import { buildAssessment } from '../../src/db/seed/demo-flash.ts';
import { buildMetric } from '../../src/db/seed/demo-metrics.ts';
import { buildNote } from '../../src/db/seed/demo-notes.ts';
import { buildCard, buildCommitment } from '../../src/db/seed/demo-plan-work.ts';
import { addAnalytics, buildGroup, DONE, enrol } from '../../src/db/seed/demo-programmes/build.ts';
import type { GroupSeed } from '../../src/db/seed/demo-programmes/types.ts';
import type { Storage } from '../../src/platform/storage.ts';

// A coach's practice with known counts, for the client list and page tests (issue 12). Quinn coaches
// five clients in the demo tenant:
//   Ada Lovelace  — 3 lessons open and not done, 2 overdue action steps, 2 overdue commitments, 2 unread mails (behind 7)
//   Bob Babbage   — invited, nothing yet (company "=cmd|calc", a formula for the CSV test)
//   Cy Young      — deactivated, 1 unread mail
//   Dee Hopper    — 1 overdue commitment (company "Zeta, Corp"), seen an hour ago
//   Eve Noether   — 3 unread mails
const DAY = 86_400_000;

const lessonSeed = (title: string) => ({ title, short: `${title}.`, full: `<p>${title}</p>`, minutes: 30, motif: 'growth' as const, resources: [] });
const seed = (slug: string, titles: string[]): GroupSeed => ({
  title: `Group ${slug}`, name: slug, slug, description: '<p>Test group</p>', colors: ['#112233', '#445566'], motif: 'growth', lessons: titles.map(lessonSeed),
});

export interface Practice {
  coach: UserRow; ada: UserRow; bob: UserRow; cy: UserRow; dee: UserRow; eve: UserRow;
  other: { tenantId: number; coach: UserRow; client: UserRow };
}

export async function seedPractice(db: Db, storage: Storage, tenantId: number, now: Date): Promise<Practice> {
  const base = { tenantId, password: DEMO_PASSWORD };
  const coach = await buildUser(db, { ...base, email: 'quinn@demo.test', firstName: 'Quinn', lastName: 'Coach', roleId: ROLE.coach });
  const client = (email: string, firstName: string, lastName: string, more: Partial<UserRow> = {}) =>
    buildUser(db, { ...base, email, firstName, lastName, coachId: coach.id, ...more });
  const engines = await buildCompany(db, tenantId, 'Analytical Engines');
  const ada = await client('ada@quinn.test', 'Ada', 'Lovelace', { companyId: engines.id, groupCoaching: true, flashCoaching: true });
  const bob = await client('bob@quinn.test', 'Bob', 'Babbage', { companyId: (await buildCompany(db, tenantId, '=cmd|calc')).id, invitedAt: now });
  const cy = await client('cy@quinn.test', 'Cy', 'Young', { deactivatedAt: now });
  const dee = await client('dee@quinn.test', 'Dee', 'Hopper', { companyId: (await buildCompany(db, tenantId, 'Zeta, Corp')).id, lastSeenAt: new Date(now.getTime() - 3_600_000) });
  const eve = await client('eve@quinn.test', 'Eve', 'Noether');

  // Ada's lessons: in g1 lessons 1–3 open (1 done, 2 started), 4 closed, 5 open but unpublished;
  // in the unpaid g2 both are "open" but only the free first one really is.
  const files = { storage, recordingUrl: null, posters: new Map() };
  const g1 = await buildGroup(db, files, tenantId, seed('quinn-g1', ['One', 'Two', 'Three', 'Four', 'Draft']), { coachId: coach.id, status: 'running' },
    (i) => (i === 4 ? { published: false } : {}));
  const ug1 = await enrol(db, g1.group, g1.lessons, ada.id, { status: 'active' }, (i) => (i === 3 ? 0 : 1));
  await addAnalytics(db, ug1, g1.lessons, [
    { ...DONE, profitImpact: '$500/month from a price rise', notes: 'Raised prices.' },
    { preMeeting: true },
  ]);
  const g2 = await buildGroup(db, files, tenantId, seed('quinn-g2', ['Free', 'Paid']), { coachId: coach.id, status: 'upcoming' },
    (i) => ({ freeLesson: i === 0 }));
  await enrol(db, g2.group, g2.lessons, ada.id, { status: 'unpaid' }, () => 1);

  // Ada's plan: overdue steps (to do and in progress), and ones that do not count.
  const { assessment, lessons } = await buildAssessment(db, { tenantId, userId: ada.id, title: 'Ada assessment', currency: 'USD' });
  const o = { tenantId, userId: ada.id };
  const step = { ...o, assessmentId: assessment.id, path: 'pricing' };
  await buildCard(db, { ...step, title: 'Late to do', dueAt: new Date(now.getTime() - DAY) });
  await buildCard(db, { ...step, title: 'Late in progress', status: 2, dueAt: new Date(now.getTime() - 2 * DAY) });
  await buildCard(db, { ...step, title: 'Done late', status: 3, dueAt: new Date(now.getTime() - DAY) });
  await buildCard(db, { ...step, title: 'Not due yet', dueAt: new Date(now.getTime() + DAY) });
  await buildCard(db, { ...step, title: 'No due date' });
  await buildCard(db, { ...step, board: 'reminders', title: 'A late reminder is not a step', dueAt: new Date(now.getTime() - DAY) });
  const first = lessons[0]!;
  await db.insert(checkedLessonItems).values(first.items.slice(0, 2).map((it) => ({ tenantId, userId: ada.id, assessmentId: assessment.id, lessonId: first.id, itemKey: it.key })));

  await buildCommitment(db, { ...o, title: 'Late, to do', deadline: new Date(now.getTime() - DAY) });
  await buildCommitment(db, { ...o, title: 'Late, in progress', status: 1, deadline: new Date(now.getTime() - DAY) });
  await buildCommitment(db, { ...o, title: 'Done late', status: 2, deadline: new Date(now.getTime() - DAY) });
  await buildCommitment(db, { ...o, title: 'Next week', deadline: new Date(now.getTime() + 7 * DAY) });
  await buildCommitment(db, { tenantId, userId: dee.id, title: 'Dee is late', deadline: new Date(now.getTime() - DAY) });

  const mail = (to: UserRow, subject: string, more: Partial<typeof emails.$inferInsert> = {}) =>
    db.insert(emails).values({ tenantId, fromUserId: coach.id, toUserId: to.id, subject, body: '<p>Hi</p>', ...more });
  await mail(ada, 'Unread 1');
  await mail(ada, 'Unread 2');
  await mail(ada, 'Read', { readAt: now });
  await mail(ada, 'Deleted unread', { deletedByRecipientAt: now });
  await db.insert(emails).values({ tenantId, fromUserId: ada.id, toUserId: coach.id, subject: 'From Ada', body: '<p>Sent by her</p>' });
  await mail(cy, 'For Cy');
  for (const n of [1, 2, 3]) await mail(eve, `For Eve ${n}`);

  await buildMetric(db, { tenantId, userId: ada.id, name: 'Revenue', unit: 'currency', target: 10000, values: [['2026-01', 8000], ['2026-02', 9000]] });
  await buildNote(db, { tenantId, userId: ada.id, authorId: coach.id, title: 'Kick-off', meetingDate: '2026-01-05' });
  await buildNote(db, { tenantId, userId: ada.id, authorId: ada.id, title: 'Pricing review', meetingDate: '2026-02-05' });
  await buildCompanyFile(db, storage, { tenantId, companyId: engines.id, clientId: ada.id, coachId: coach.id, uploaderId: ada.id, fileName: 'plan.csv', data: Buffer.from('a,b\n') });
  await db.insert(tickets).values([
    { tenantId, userId: ada.id, subject: 'Open one', message: 'Help', category: 'other', priority: 'normal' },
    { tenantId, userId: ada.id, subject: 'Closed one', message: 'Done', category: 'other', priority: 'normal', status: 'closed' },
  ]);

  // Another tenant's coach and client, for the 404s.
  await buildTenant(db, 901, 'Elsewhere Coaching', 'support@elsewhere.test');
  const otherBase = { tenantId: 901, password: DEMO_PASSWORD };
  const otherCoach = await buildUser(db, { ...otherBase, email: 'coach@elsewhere.test', firstName: 'Olga', lastName: 'Other', roleId: ROLE.coach });
  const otherClient = await buildUser(db, { ...otherBase, email: 'client@elsewhere.test', firstName: 'Otto', lastName: 'Other', coachId: otherCoach.id });
  return { coach, ada, bob, cy, dee, eve, other: { tenantId: 901, coach: otherCoach, client: otherClient } };
}
