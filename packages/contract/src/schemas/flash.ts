import { z } from 'zod';
import { zId } from './common.ts';

// Flash coaching: assessments, their analysis and implementation plan, the lesson page (spec §3
// Currency, Lesson-page state; §4 Assessments, Lessons; §7 Assessments and implementation).


/** GET /api/v1/currencies */
export const Currency = z.object({ id: z.number().int(), code: z.string(), symbol: z.string(), name: z.string() });
export type Currency = z.infer<typeof Currency>;
export const CurrencyList = z.array(Currency);

/** POST /api/v1/assessments/company/simple/ — a coach may name a client's user_id. */
export const AssessmentListBody = z.object({ user_id: zId.optional() });
export const Assessment = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  company_id: z.number().int().nullable(),
  title: z.string(),
  type: z.string(),
  status: z.string(),
  currency_id: z.number().int(),
  created_at: z.string(),
});
export type Assessment = z.infer<typeof Assessment>;
export const AssessmentList = z.array(Assessment);

/** POST /api/v1/assessments/analysis/{id} */
export const AnalysisItem = z.object({ id: z.number().int(), area: z.string(), score: z.number().int(), findings: z.string(), order: z.number().int() });
export type AnalysisItem = z.infer<typeof AnalysisItem>;
export const AssessmentAnalysis = z.object({ assessment: Assessment, analysis: z.array(AnalysisItem) });
export type AssessmentAnalysis = z.infer<typeof AssessmentAnalysis>;

export const ProgressEntry = z.object({
  assessment_id: z.number().int(), path: z.string(), status: z.enum(['not_started', 'in_progress', 'completed']),
  percent: z.number().int(), updated_at: z.string(),
});
export type ProgressEntry = z.infer<typeof ProgressEntry>;
/** spec §3/§9: access 1 means the path's lessons may be opened. */
export const AccessEntry = z.object({ path: z.string(), assessment_id: z.number().int(), access: z.union([z.literal(0), z.literal(1)]) });
export type AccessEntry = z.infer<typeof AccessEntry>;

/** GET /api/v1/priorities/implementation/{id} and the `implementation` list of implementation/show. */
export const ImplementationPath = z.object({
  id: z.number().int(), assessment_id: z.number().int(), path: z.string(), name: z.string(), description: z.string(),
  order: z.number().int(), total_lessons: z.number().int(), access: z.union([z.literal(0), z.literal(1)]), progress: ProgressEntry.nullable(),
});
export type ImplementationPath = z.infer<typeof ImplementationPath>;
export const ImplementationPathList = z.array(ImplementationPath);

export const LessonItem = z.object({ key: z.string(), label: z.string() });
/** A lesson of the plan. A locked lesson (its path's access is 0) carries no content or video. */
export const ImplementationLesson = z.object({
  id: z.number().int(), assessment_id: z.number().int(), path: z.string(), title: z.string(), summary: z.string(),
  content: z.string().nullable(), video: z.string().nullable(), poster: z.string().nullable(),
  order: z.number().int(), items: z.array(LessonItem), locked: z.boolean(),
});
export type ImplementationLesson = z.infer<typeof ImplementationLesson>;

export const Appointment = z.object({
  id: z.number().int(), title: z.string(), starts_at: z.string(), ends_at: z.string().nullable(),
  time_zone: z.string(), meeting_url: z.string().nullable(),
});
export type Appointment = z.infer<typeof Appointment>;

export const CheckedItem = z.object({ assessment_id: z.number().int(), lesson_id: z.number().int(), item: z.string(), created_at: z.string() });
export type CheckedItem = z.infer<typeof CheckedItem>;

/** POST /api/v1/coachingportal/implementation/show/ */
export const ImplementationShowBody = z.object({ assessment_id: zId });
/** spec §3 Lesson-page state; the reply carries `implementation` beside `data` (spec §7). */
export const LessonPageState = z.object({
  lessons: z.array(ImplementationLesson),
  appointments: z.array(Appointment),
  assessments: AssessmentList,
  progress: z.array(ProgressEntry),
  access: z.array(AccessEntry),
  checked_items: z.array(CheckedItem),
});
export type LessonPageState = z.infer<typeof LessonPageState>;
export const ImplementationShowReply = z.object({
  status: z.number().int(), implementation: ImplementationPathList, data: LessonPageState,
});
export type ImplementationShowReply = z.infer<typeof ImplementationShowReply>;

/** POST /api/v1/coachingportal/implementation/checked/add/ and …/remove/ (spec §4). */
export const CheckedItemBody = z.object({
  assessment_id: zId,
  lesson_id: zId,
  item: z.string({ error: 'Choose an item.' }).trim().min(1, 'Choose an item.').max(64, 'Must be at most 64 characters.'),
});
export type CheckedItemBody = z.input<typeof CheckedItemBody>;
/** Both reply with the lesson's checked items and the path's recomputed progress. */
export const CheckedItemReply = z.object({ checked_items: z.array(CheckedItem), progress: ProgressEntry });
export type CheckedItemReply = z.infer<typeof CheckedItemReply>;
