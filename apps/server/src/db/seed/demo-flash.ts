import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  accessEntries, assessmentAnalysis, assessments, checkedLessonItems, currencies, implementationLessons, implementationPaths,
  progressEntries, type LessonItemDef,
} from '../schema/index.ts';
import type { DemoPeople } from './demo-people.ts';

// Flash coaching demo (issue 3 §1): one client assessment per flash user (spec §4 auto-selects it),
// a three-path implementation plan with some paths open (access 1) and one closed.

const items = (...labels: string[]): LessonItemDef[] => labels.map((label, i) => ({ key: `step-${i + 1}`, label }));
const html = (...paras: string[]) => paras.map((p) => `<p>${p}</p>`).join('');

export interface PlanLesson { title: string; summary: string; content: string; items: LessonItemDef[] }
export interface PlanPath { path: string; name: string; description: string; access: 0 | 1; lessons: PlanLesson[] }

export const DEMO_PLAN: PlanPath[] = [
  { path: 'pricing', name: 'Pricing for profit', access: 1, description: 'Raise margin without losing the customers who matter.', lessons: [
    { title: 'Know your true unit cost', summary: 'Materials, labour and overhead per unit sold.', items: items('List every cost of one unit', 'Allocate overhead by hours', 'Compare cost with current price'),
      content: html('Most owner-led businesses under-price because they never load overhead onto each product.', 'Take your three best sellers and build the full cost of one unit: materials, direct labour at a loaded hourly rate, and a share of rent, software and admin.') },
    { title: 'Find your price floor and ceiling', summary: 'The range your market will bear.', items: items('Survey five competitors', 'Ask three loyal customers what they would pay', 'Write down floor and ceiling'),
      content: html('Your floor is cost plus target margin; your ceiling is what your best customers would still happily pay.', 'Price inside that range on purpose, not by habit.') },
    { title: 'Run a 5% price test', summary: 'A small, measured increase on one line.', items: items('Pick one product line', 'Raise its price 5% for four weeks', 'Track volume and margin weekly'),
      content: html('A 5% increase on a 30% margin line lifts profit by a sixth if volume holds.', 'Test on one line, measure weekly, and keep what the numbers support.') },
    { title: 'Package and bundle', summary: 'Good, better, best offers.', items: items('Design three tiers', 'Anchor with the premium tier', 'Retire the lowest-margin option'),
      content: html('Tiers let customers choose more value instead of haggling over one price.') },
  ] },
  { path: 'sales', name: 'A repeatable sales system', access: 1, description: 'Turn enquiries into customers on a predictable rhythm.', lessons: [
    { title: 'Map your sales pipeline', summary: 'Every stage from enquiry to paid invoice.', items: items('Name each stage', 'Count deals in each stage today', 'Note where deals stall'),
      content: html('You cannot improve what you cannot see. Draw the stages a customer goes through and count how many sit in each one.') },
    { title: 'Write a follow-up sequence', summary: 'Five touches in fourteen days.', items: items('Draft the five messages', 'Schedule them in your CRM', 'Review replies after two weeks'),
      content: html('Most sales are lost to silence, not to competitors. A simple written sequence keeps you in the conversation.') },
    { title: 'Measure your conversion rate', summary: 'The one number that predicts revenue.', items: items('Count last month\'s enquiries', 'Count how many became customers', 'Set a target for next month'),
      content: html('Conversion rate times enquiries times average sale is your revenue. Move any one of them and revenue moves.') },
  ] },
  { path: 'operations', name: 'Operations that run without you', access: 0, description: 'Documented systems so the business runs while you are away.', lessons: [
    { title: 'List what only you can do', summary: 'Find the tasks that tie you to the business.', items: items('Log your time for one week', 'Mark tasks only you can do', 'Pick three to hand over'),
      content: html('Every task only you can do is a ceiling on the business. Start by seeing them clearly.') },
    { title: 'Write your first operating procedure', summary: 'One checklist for one recurring job.', items: items('Choose a weekly task', 'Write it as a checklist', 'Have a team member run it'),
      content: html('A procedure is a checklist someone else can follow without asking you. Start with the job you do most often.') },
    { title: 'Build a weekly scorecard', summary: 'Five numbers reviewed every Monday.', items: items('Choose five leading numbers', 'Assign an owner to each', 'Review them in a 15-minute meeting'),
      content: html('A scorecard tells you how the week went before the bank statement does.') },
  ] },
];

export const DEMO_ANALYSIS = [
  { area: 'Pricing', score: 42, findings: 'Prices were last reviewed two years ago; gross margin has fallen from 38% to 31%.' },
  { area: 'Sales', score: 55, findings: 'Enquiries are healthy but only one in five is followed up more than once.' },
  { area: 'Operations', score: 61, findings: 'The owner handles scheduling, purchasing and quality checks personally.' },
  { area: 'Team', score: 70, findings: 'A capable team that would take on more responsibility with clear procedures.' },
];

export interface AssessmentInput { tenantId: number; userId: number; companyId?: number | null; title: string; currency: string; plan?: PlanPath[] }

/** One client assessment with its analysis and implementation plan (shared by the seed and the tests). */
export async function buildAssessment(db: Db, input: AssessmentInput) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.code, input.currency)).limit(1);
  if (!currency) throw new Error(`Unknown currency ${input.currency}`);
  const [assessment] = await db.insert(assessments).values({
    tenantId: input.tenantId, userId: input.userId, companyId: input.companyId ?? null, title: input.title, currencyId: currency.id,
  }).returning();
  const a = assessment!;
  await db.insert(assessmentAnalysis).values(DEMO_ANALYSIS.map((x, order) => ({ ...x, assessmentId: a.id, order })));
  const lessons: Array<{ id: number; path: string; items: LessonItemDef[] }> = [];
  for (const [order, p] of (input.plan ?? DEMO_PLAN).entries()) {
    const [path] = await db.insert(implementationPaths).values({ assessmentId: a.id, path: p.path, name: p.name, description: p.description, order }).returning();
    await db.insert(accessEntries).values({ tenantId: input.tenantId, assessmentId: a.id, path: p.path, access: p.access });
    const rows = await db.insert(implementationLessons).values(p.lessons.map((l, i) => ({
      pathId: path!.id, title: l.title, summary: l.summary, contentHtml: l.content, items: l.items, order: i,
    }))).returning();
    lessons.push(...rows.map((r) => ({ id: r.id, path: p.path, items: r.items })));
  }
  return { assessment: a, lessons };
}

/** flash@ (GBP, Europe/London) and client@ (USD) each get one assessment; flash@ has started pricing. */
export async function seedDemoFlash(db: Db, { tenantId, flash, client }: DemoPeople) {
  const mine = await buildAssessment(db, { tenantId, userId: flash.id, title: 'Business Health Assessment', currency: 'GBP' });
  await buildAssessment(db, { tenantId, userId: client.id, companyId: client.companyId, title: 'Profit Acceleration Assessment', currency: 'USD' });
  const first = mine.lessons[0]!;
  await db.insert(checkedLessonItems).values(first.items.slice(0, 2).map((it) => ({
    tenantId, userId: flash.id, assessmentId: mine.assessment.id, lessonId: first.id, itemKey: it.key,
  })));
  const pricingItems = mine.lessons.filter((l) => l.path === 'pricing').reduce((n, l) => n + l.items.length, 0);
  await db.insert(progressEntries).values([
    { tenantId, assessmentId: mine.assessment.id, userId: flash.id, path: 'pricing', status: 'in_progress', percent: Math.round((2 * 100) / pricingItems) },
    { tenantId, assessmentId: mine.assessment.id, userId: flash.id, path: 'sales', status: 'not_started', percent: 0 },
  ]);
}
