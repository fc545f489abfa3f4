import type { Db } from '../../src/db/client.ts';
import { and, asc, eq } from 'drizzle-orm';
import { assessments, boardCards, commitments, companyFiles, scheduleEntries, users, type UserRow } from '../../src/db/schema/index.ts';
import type { RestRow } from './matrix-rows.ts';

// Issue 12 "Schedule and work": the routes on a client's schedule, cards, commitments and timeline
// in the authorisation matrix. The target's coach and an admin of the tenant are granted; clients and
// other coaches not (coachesClient). An edit names the target's kept entry, card or commitment (the
// plan-work ones); a delete uses up a spare one per caller.

export interface CoachWorkIds { entryId: number; spareEntryIds: number[]; spareCardIds: number[]; spareCommitmentIds: number[]; spareFileIds: number[] }

export async function coachWorkOf(db: Db, user: UserRow, spares: number): Promise<CoachWorkIds> {
  const made = await db.insert(scheduleEntries).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, userId: user.id, coachId: user.coachId, title: `Matrix session ${i + 1}`,
    startsAt: new Date(Date.UTC(2099, 0, 1 + i)), timeZone: 'UTC',
  }))).returning({ id: scheduleEntries.id });
  const [a] = await db.select({ id: assessments.id }).from(assessments)
    .where(and(eq(assessments.tenantId, user.tenantId), eq(assessments.userId, user.id))).orderBy(asc(assessments.id)).limit(1);
  const owner = { tenantId: user.tenantId, userId: user.id };
  const cards = await db.insert(boardCards).values(Array.from({ length: spares }, (_, i) => ({
    ...owner, assessmentId: a!.id, path: 'matrix', board: 'action_steps' as const, title: `Matrix step ${i + 1}`, position: i,
  }))).returning({ id: boardCards.id });
  const tasks = await db.insert(commitments).values(Array.from({ length: spares }, (_, i) => ({ ...owner, title: `Matrix commitment ${i + 1}` })))
    .returning({ id: commitments.id });
  // files the coach shared with the user (their company comes from files-targets.ts, made before)
  const [me] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, user.id));
  const shared = await db.insert(companyFiles).values(Array.from({ length: spares }, (_, i) => ({
    tenantId: user.tenantId, companyId: me!.companyId!, clientId: user.id, coachId: user.coachId, uploaderId: user.coachId!,
    storageKey: `company-files/matrix-shared-${user.id}-${i}.csv`, fileName: `shared-${i}.csv`, contentType: 'text/csv', sizeBytes: 1,
  }))).returning({ id: companyFiles.id });
  return {
    spareFileIds: shared.map((f) => f.id),
    entryId: made[0]!.id, spareEntryIds: made.slice(1).map((e) => e.id),
    spareCardIds: cards.map((c) => c.id), spareCommitmentIds: tasks.map((c) => c.id),
  };
}

function sharedForm() {
  const b = 'matrixsharedfile';
  const payload = Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="files[]"; filename="matrix.csv"\r\nContent-Type: text/csv\r\n\r\na,b\r\n--${b}--\r\n`);
  return { payload, contentType: `multipart/form-data; boundary=${b}` };
}

const C = (id: number) => `/api/v1/coach/clients/${id}`;
const entry = { title: 'Matrix session', starts_at: '2099-02-01T10:00', time_zone: 'UTC' };

export const coachWorkRows = (): RestRow[] => [
  { route: 'GET /api/v1/coach/clients/:id/schedule', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/schedule` }) },
  { route: 'POST /api/v1/coach/clients/:id/schedule', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/schedule`, payload: entry }) },
  {
    route: 'POST /api/v1/coach/clients/:id/schedule/:entryId', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/schedule/${d.work.entryId}`, payload: entry }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/schedule/:entryId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/schedule/${d.work.spareEntryIds.pop()}/delete` }),
  },
  { route: 'GET /api/v1/coach/clients/:id/plan', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/plan` }) },
  {
    route: 'POST /api/v1/coach/clients/:id/cards', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/cards`, payload: { assessment_id: d.plan.assessmentId, path: d.plan.path, board: 'reminders', title: 'Matrix', time_zone: 'UTC' } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/cards/:cardId', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/cards/${d.plan.cardId}`, payload: { title: 'Matrix card', time_zone: 'UTC' } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/cards/:cardId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/cards/${d.work.spareCardIds.pop()}/delete` }),
  },
  { route: 'POST /api/v1/coach/clients/:id/commitments', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/commitments`, payload: { title: 'Matrix', time_zone: 'UTC' } }) },
  {
    route: 'POST /api/v1/coach/clients/:id/commitments/:commitmentId', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/commitments/${d.plan.commitmentId}`, payload: { title: 'Matrix commitment', time_zone: 'UTC' } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/commitments/:commitmentId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/commitments/${d.work.spareCommitmentIds.pop()}/delete` }),
  },
  { route: 'GET /api/v1/coach/clients/:id/files', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/files` }) },
  { route: 'POST /api/v1/coach/clients/:id/files', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/files`, ...sharedForm() }) },
  {
    route: 'POST /api/v1/coach/clients/:id/files/:fileId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/files/${d.work.spareFileIds.pop()}/delete` }),
  },
  { route: 'GET /api/v1/coach/clients/:id/timeline', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/timeline` }) },
  { route: 'GET /api/v1/coach/clients/:id/timeline.csv', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/timeline.csv` }) },
];
