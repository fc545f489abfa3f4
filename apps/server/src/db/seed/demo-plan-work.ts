import { and, asc, eq } from 'drizzle-orm';
import type { Board } from '@portal/contract';
import type { Db } from '../client.ts';
import { assessments, boardCards, commitments, teamMembers } from '../schema/index.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import type { DemoPeople } from './demo-people.ts';
import { buildAssessment } from './demo-flash.ts';
import { csvWorksheet } from './demo-programmes/assets.ts';

// spec §2 /action-steps (issue 9): for each demo client a plan whose focus areas have action steps
// in all three columns and reminders, commitments overdue and upcoming (one with an attached file),
// and a team of two, one of them responsible for a commitment.

const DAY = 86_400_000;
type Owner = { tenantId: number; userId: number };

export interface CardInput extends Owner {
  assessmentId: number; path: string; board?: Board; title: string; description?: string;
  status?: 0 | 2 | 3; position?: number; dueAt?: Date | null; completedAt?: Date | null; createdAt?: Date;
  /** Who made it (default: the owner, so it is theirs to change). */
  createdBy?: number | null;
}
/** One board card (shared by the demo seed and the tests). */
export async function buildCard(db: Db, c: CardInput) {
  const [row] = await db.insert(boardCards).values({
    tenantId: c.tenantId, userId: c.userId, assessmentId: c.assessmentId, path: c.path, board: c.board ?? 'action_steps',
    title: c.title, description: c.description ?? '', status: c.status ?? 0, position: c.position ?? 0, dueAt: c.dueAt ?? null,
    completedAt: c.status === 3 ? (c.completedAt ?? new Date()) : null, createdBy: c.createdBy === undefined ? c.userId : c.createdBy,
    ...(c.createdAt ? { createdAt: c.createdAt, updatedAt: c.createdAt } : {}),
  }).returning();
  return row!;
}

export async function buildTeamMember(db: Db, m: Owner & { firstName: string; lastName: string }) {
  const [row] = await db.insert(teamMembers).values(m).returning();
  return row!;
}

export interface CommitmentInput extends Owner {
  title: string; description?: string; status?: 0 | 1 | 2; assessmentId?: number | null; path?: string | null;
  responsibleId?: number | null; deadline?: Date | null; completedAt?: Date | null; createdAt?: Date; position?: number;
  /** Who made it (default: nobody recorded, as a coach's commitment; the owner's id makes it theirs). */
  createdBy?: number | null;
  /** An attached file, stored through `storage` under a server-made key. */
  file?: { name: string; ext: string; data: Buffer; storage: Storage };
}
export async function buildCommitment(db: Db, c: CommitmentInput) {
  let fileKey: string | null = null;
  if (c.file) {
    fileKey = newStorageKey('commitments', c.file.ext);
    await c.file.storage.put(fileKey, c.file.data);
  }
  const [row] = await db.insert(commitments).values({
    tenantId: c.tenantId, userId: c.userId, assessmentId: c.assessmentId ?? null, path: c.path ?? null, title: c.title,
    description: c.description ?? '', status: c.status ?? 0, position: c.position ?? 0, responsibleId: c.responsibleId ?? null,
    deadline: c.deadline ?? null, fileName: c.file?.name ?? null, fileKey,
    completedAt: c.status === 2 ? (c.completedAt ?? new Date()) : null, createdBy: c.createdBy ?? null,
    ...(c.createdAt ? { createdAt: c.createdAt, updatedAt: c.createdAt } : {}),
  }).returning();
  return row!;
}

interface Story {
  team: [string, string][];
  steps: Record<'pricing' | 'sales', [title: string, description: string, status: 0 | 2 | 3][]>;
  reminders: [title: string, inDays: number][];
  tasks: [title: string, description: string, status: 0 | 1 | 2, deadlineInDays: number][];
  file: { name: string; rows: string[][] };
}

const BAKERY: Story = {
  team: [['Priya', 'Shah'], ['Tom', 'Becker']],
  steps: {
    pricing: [
      ['Cost out the sourdough loaf', 'Flour, starter, labour at the loaded rate, and a share of oven time.', 3],
      ['List the ten best sellers with their margin', 'From the till report: volume and gross margin per line.', 3],
      ['Survey five competing bakeries', 'Prices of a loaf, a croissant and a celebration cake.', 2],
      ['Raise croissant price by 5% for four weeks', 'Track weekly volume against the last four weeks.', 0],
      ['Design good / better / best cake tiers', 'Anchor with the premium tier on the order form.', 0],
    ],
    sales: [
      ['Map the wholesale pipeline', 'Enquiry, tasting, trial order, standing order.', 3],
      ['Write the five-touch follow-up for cafés', 'Five messages over fourteen days after a tasting.', 2],
      ['Count last month\'s wholesale enquiries', 'And how many became standing orders.', 0],
    ],
  },
  reminders: [['Review weekly margin report every Monday', 2], ['Order flour before the price rise', 5]],
  tasks: [
    ['Send the new wholesale price list to cafés', 'Include the minimum order and the delivery days.', 1, -3],
    ['Agree the pricing test with the shop team', 'Explain the 5% croissant test and how we will measure it.', 0, -1],
    ['Book tasting sessions with three new cafés', 'Aim for Tuesdays or Wednesdays, before 10 am.', 0, 6],
    ['Review supplier contract for butter', 'Compare two quotes before the contract renews.', 0, 14],
    ['Update the cake order form with tiers', 'Good, better and best, with the premium tier first.', 2, -10],
  ],
  file: { name: 'Price review - top 10 lines.csv', rows: [['Product', 'Price', 'Unit cost', 'Margin'], ['Sourdough loaf', '6.50', '2.10', '68%'], ['Croissant', '3.75', '1.35', '64%'], ['Celebration cake', '42.00', '17.80', '58%']] },
};
const STUDIO: Story = {
  team: [['Ella', 'Hughes'], ['Marcus', 'Owen']],
  steps: {
    pricing: [
      ['Work out my real day rate', 'Salary, overheads and non-billable days included.', 3],
      ['Move two retainers to the new rate', 'Give sixty days\' notice with the value delivered this year.', 2],
      ['Write a packaged brand-refresh offer', 'Fixed scope, fixed price, three tiers.', 0],
    ],
    sales: [
      ['List every enquiry from the last quarter', 'Source, value, and where it stalled.', 3],
      ['Set up an enquiry follow-up sequence', 'Five emails in fourteen days from the CRM.', 2],
      ['Ask three happy clients for referrals', 'Offer a short case study in return.', 0],
    ],
  },
  reminders: [['Send invoices on the last working day', 3], ['Check the enquiry inbox each morning', 1]],
  tasks: [
    ['Publish the brand-refresh package page', 'Three tiers, with the middle one highlighted.', 1, -2],
    ['Send the rate-change letters', 'To the two retainer clients moving to the new rate.', 0, 5],
    ['Collect three testimonials', 'For the package page and the proposal template.', 0, 12],
    ['Finish the proposal template', 'Scope, price, timeline and terms on two pages.', 2, -8],
  ],
  file: { name: 'Day rate workings.csv', rows: [['Item', 'Per year'], ['Salary', '42000'], ['Overheads', '9600'], ['Billable days', '150']] },
};
const AGENCY: Story = {
  team: [['Nina', 'Patel'], ['Leo', 'Garcia']],
  steps: {
    pricing: [
      ['Price the maintenance plans by hours used', 'Compare the last six months of logged hours per plan.', 3],
      ['Retire the lowest-margin plan', 'Offer its clients the standard plan at a welcome rate.', 2],
      ['Add an annual prepay option', 'Two months free for paying a year ahead.', 0],
    ],
    sales: [
      ['Map the pipeline from audit to retainer', 'Free audit, proposal, pilot month, retainer.', 3],
      ['Write the audit follow-up call script', 'Three questions that lead to the proposal.', 2],
      ['Track conversion from audit to retainer', 'Monthly, in the scorecard.', 0],
    ],
  },
  reminders: [['Renewal calls for plans ending this month', 4], ['Team stand-up notes to the shared drive', 1]],
  tasks: [
    ['Email clients about the retired plan', 'Explain the change and the welcome rate.', 0, -4],
    ['Draft the annual prepay terms', 'Payment, cancellation and what is included.', 1, 4],
    ['Run two free website audits', 'For the leads from the chamber of commerce event.', 0, 10],
    ['Build the monthly retainer report', 'Hours used, work done, next month\'s plan.', 2, -12],
  ],
  file: { name: 'Plan hours - last six months.csv', rows: [['Plan', 'Hours sold', 'Hours used'], ['Basic', '4', '6.5'], ['Standard', '8', '7.2'], ['Pro', '16', '13.9']] },
};

/** One client's plan work: their first assessment (built when they have none), boards, team, commitments. */
export async function seedPlanWork(db: Db, storage: Storage, o: Owner, story: Story, now: Date, coachId: number | null = null) {
  const [existing] = await db.select().from(assessments)
    .where(and(eq(assessments.tenantId, o.tenantId), eq(assessments.userId, o.userId))).orderBy(asc(assessments.id)).limit(1);
  const assessment = existing ?? (await buildAssessment(db, { ...o, title: 'Growth Assessment', currency: 'USD' })).assessment;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  for (const [path, steps] of Object.entries(story.steps)) {
    for (const [i, [title, description, status]] of steps.entries()) {
      // Completed cards spread over the last months, so the monthly tracker has a history.
      const createdAt = ago(150 - i * 25);
      // the first sales step and the commitments are the coach's; the rest the client made (docs/domain.md)
      await buildCard(db, { ...o, assessmentId: assessment.id, path, title, description, status, position: i, createdAt,
        createdBy: path === 'sales' && i === 0 ? coachId : o.userId, completedAt: status === 3 ? ago(120 - i * 28) : null, dueAt: status === 3 ? null : new Date(now.getTime() + (7 + i * 7) * DAY) });
    }
  }
  for (const [i, [title, inDays]] of story.reminders.entries()) {
    await buildCard(db, { ...o, assessmentId: assessment.id, path: 'pricing', board: 'reminders', title, position: i,
      dueAt: new Date(now.getTime() + inDays * DAY), createdAt: ago(20) });
  }
  const team = [];
  for (const [firstName, lastName] of story.team) team.push(await buildTeamMember(db, { ...o, firstName, lastName }));
  for (const [i, [title, description, status, inDays]] of story.tasks.entries()) {
    await buildCommitment(db, {
      ...o, title, description, status, position: i, assessmentId: assessment.id, path: i % 2 ? 'sales' : 'pricing',
      deadline: new Date(now.getTime() + inDays * DAY), createdAt: ago(40 - i * 5), createdBy: coachId,
      // Done two days before its deadline, and never later than now (a done commitment is in the past).
      completedAt: status === 2 ? new Date(Math.min(now.getTime(), now.getTime() + (inDays - 2) * DAY)) : null,
      responsibleId: i === 0 ? team[0]!.id : i === 2 ? team[1]!.id : null,
      ...(i === 1 ? { file: { name: story.file.name, ext: 'csv', data: csvWorksheet(story.file.rows), storage } } : {}),
    });
  }
  return { assessment, team };
}

/** client@ (a bakery), flash@ (a design studio) and peer@ (a web agency; an assessment is built for them). */
export async function seedDemoPlanWork(db: Db, storage: Storage, { tenantId, coach, client, flash, peer }: DemoPeople, now = new Date()) {
  await seedPlanWork(db, storage, { tenantId, userId: client.id }, BAKERY, now, coach.id);
  await seedPlanWork(db, storage, { tenantId, userId: flash.id }, STUDIO, now, coach.id);
  await seedPlanWork(db, storage, { tenantId, userId: peer.id }, AGENCY, now, coach.id);
}
