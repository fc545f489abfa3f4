import { z } from 'zod';
import { zId, zOptionalText, zRequiredText, zUrl } from './common.ts';
import { isTimeZone } from './coach-programmes.ts';
import { BoardCard, BOARDS, CARD_DESCRIPTION_MAX, CARD_TITLE_MAX, Commitment, TeamMember } from './plan-work.ts';

// Issue 12, the work a coach sets for one client: schedule entries, action steps, reminders and
// commitments, and the client's activity timeline. REST under /api/v1/coach/clients/{id} (docs/api.md "Coach: a client's work").

export const SCHEDULE_TITLE_MAX = 150;
export const SCHEDULE_DESCRIPTION_MAX = 5_000;

/** A wall-clock time "YYYY-MM-DDTHH:mm[:ss]" read in `time_zone`, or an instant with Z or an offset. */
const zLocalTime = (error: string) => z.iso.datetime({ local: true, offset: true, error });

const zZone = z.string({ error: 'Choose a time zone.' }).trim().refine(isTimeZone, 'Choose a valid time zone.');
/** An optional local time (as zLocalTime); empty or absent: none. */
const zOptionalLocal = (error: string) => z.union([zLocalTime(error), z.literal('')]).nullish().transform((v) => (v ? v : null));

/** POST …/clients/{id}/schedule (and …/schedule/{entryId}): one session in the client's schedule. */
export const CoachScheduleBody = z.object({
  title: zRequiredText(SCHEDULE_TITLE_MAX, 'Title'),
  description: zOptionalText(SCHEDULE_DESCRIPTION_MAX),
  starts_at: zLocalTime('Choose the date and time it starts.'),
  ends_at: zOptionalLocal('Choose the date and time it ends.'),
  time_zone: zZone,
  meeting_url: zUrl,
});
export type CoachScheduleBody = z.input<typeof CoachScheduleBody>;

/** The text of a card or commitment, and its due time as the clocks show it in `time_zone`. */
const workText = {
  title: zRequiredText(CARD_TITLE_MAX, 'Title'),
  description: zOptionalText(CARD_DESCRIPTION_MAX),
  time_zone: zZone,
};

/** POST …/clients/{id}/cards/{cardId}: a card's text and due time (its board and column stay). */
export const CoachCardUpdateBody = z.object({ ...workText, due_at: zOptionalLocal('Choose the date and time it is due.') });
export type CoachCardUpdateBody = z.input<typeof CoachCardUpdateBody>;

/** POST …/clients/{id}/cards: an action step or reminder on one focus area of the client, in "to do". */
export const CoachCardBody = CoachCardUpdateBody.extend({
  assessment_id: zId,
  path: z.string({ error: 'Choose a focus area.' }).trim().min(1, 'Choose a focus area.').max(100, 'Must be at most 100 characters.'),
  board: z.enum(BOARDS, { error: 'Choose action steps or reminders.' }),
});
export type CoachCardBody = z.input<typeof CoachCardBody>;

export const COMMITMENT_STATUSES = [0, 1, 2] as const;
export const COMMITMENT_STATUS_LABELS = ['To do', 'In progress', 'Completed'] as const;

/** POST …/clients/{id}/commitments (and …/commitments/{commitmentId}): the whole commitment. */
export const CoachCommitmentBody = z.object({
  ...workText,
  deadline: zOptionalLocal('Choose the date and time of the deadline.'),
  status: z.coerce.number({ error: 'Choose a status.' }).pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Choose a status.' })).default(0),
  /** A member of the client's team; empty or absent: nobody. */
  responsible_id: z.union([zId, z.literal('')]).nullish().transform((v) => (v === '' || v === undefined ? null : v)),
});
export type CoachCommitmentBody = z.input<typeof CoachCommitmentBody>;

/** GET …/clients/{id}/plan: what the coach sets cards and commitments on. */
export const CoachPlanReply = z.object({
  focus_areas: z.array(z.object({ assessment_id: z.number().int(), assessment_title: z.string(), path: z.string(), name: z.string() })),
  cards: z.array(BoardCard),
  commitments: z.array(Commitment),
  team: z.array(TeamMember),
  time_zone: z.string(),
});
export type CoachPlanReply = z.infer<typeof CoachPlanReply>;

export const TIMELINE_KINDS = ['sign_in', 'lesson_done', 'step_ticked', 'action_step_done', 'commitment_done', 'mail_sent', 'file_sent', 'ticket_raised', 'metric_updated'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  sign_in: 'Signed in', lesson_done: 'Lesson done', step_ticked: 'Checklist step ticked', action_step_done: 'Action step done',
  commitment_done: 'Commitment done', mail_sent: 'Mail sent', file_sent: 'File sent', ticket_raised: 'Ticket raised',
  metric_updated: 'Metric updated',
};
export const TIMELINE_PAGE = 50;

/** GET …/clients/{id}/timeline: `before` an ISO instant (the `at` of the last item of the page before). */
export const TimelineQuery = z.object({
  before: z.iso.datetime({ offset: true, error: 'Enter an ISO 8601 date and time.' }).optional(),
});
export const TimelineItem = z.object({ at: z.string(), kind: z.enum(TIMELINE_KINDS), text: z.string() });
export type TimelineItem = z.infer<typeof TimelineItem>;
export const TimelineReply = z.object({ items: z.array(TimelineItem), next_before: z.string().nullable() });
export type TimelineReply = z.infer<typeof TimelineReply>;

export const COACH_WORK_MESSAGES = {
  entrySaved: 'Schedule entry saved.',
  entryDeleted: 'Schedule entry deleted.',
  endsBeforeStart: 'The end must be after the start.',
  cardSaved: 'Saved.',
  cardDeleted: 'Deleted.',
  commitmentSaved: 'Commitment saved.',
  commitmentDeleted: 'Commitment deleted.',
  noSuchMember: 'Choose someone on the client\'s team.',
} as const;

// Flash coaching for one client: assessments, their focus areas (implementation paths), the lessons
// of each focus area and whether the client may open it (docs/api.md "Coach: a client's flash coaching").
export const FLASH_TITLE_MAX = 150;
export const FLASH_AREA_NAME_MAX = 100;
export const FLASH_DESCRIPTION_MAX = 2_000;
export const FLASH_CONTENT_MAX = 100_000;
export const FLASH_ITEM_MAX = 200;
export const FLASH_ITEMS_MAX = 30;

/** POST …/clients/{id}/flash/assessments. Currency: absent means the first one the portal knows. */
export const FlashAssessmentBody = z.object({
  title: zRequiredText(FLASH_TITLE_MAX, 'Title'),
  currency_id: z.union([zId, z.literal('')]).nullish().transform((v) => (v === '' || v === undefined ? null : v)),
});
export type FlashAssessmentBody = z.input<typeof FlashAssessmentBody>;

/** POST …/flash/assessments/{assessmentId}/areas and …/flash/areas/{areaId}. */
export const FlashAreaBody = z.object({
  name: zRequiredText(FLASH_AREA_NAME_MAX, 'Name'),
  description: zOptionalText(FLASH_DESCRIPTION_MAX),
});
export type FlashAreaBody = z.input<typeof FlashAreaBody>;

/** 409 of …/flash/areas/{areaId}/delete while the client has cards on the focus area's boards. */
export const focusAreaInUseMessage = (firstName: string, cards: number) =>
  `${firstName} has ${cards} ${cards === 1 ? 'card' : 'cards'} on this focus area's boards. Close it instead, so their work stays.`;

/** POST …/flash/areas/{areaId}/access: open (the client sees its lessons) or closed. */
export const FlashAccessBody = z.object({ open: z.boolean({ error: 'Choose open or closed.' }) });
export type FlashAccessBody = z.input<typeof FlashAccessBody>;

/** POST …/flash/areas/{areaId}/lessons and …/flash/lessons/{lessonId}. Content is rich text (cleaned). */
export const FlashLessonBody = z.object({
  title: zRequiredText(FLASH_TITLE_MAX, 'Title'),
  content: zOptionalText(FLASH_CONTENT_MAX),
  items: z.array(zRequiredText(FLASH_ITEM_MAX, 'A checklist item'), { error: 'Enter the checklist items.' })
    .max(FLASH_ITEMS_MAX, `At most ${FLASH_ITEMS_MAX} checklist items.`).default([]),
});
export type FlashLessonBody = z.input<typeof FlashLessonBody>;

export const CoachFlashLesson = z.object({
  id: z.number().int(), title: z.string(), content_html: z.string(), items: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type CoachFlashLesson = z.infer<typeof CoachFlashLesson>;
export const CoachFlashArea = z.object({
  id: z.number().int(), assessment_id: z.number().int(), path: z.string(), name: z.string(), description: z.string(), open: z.boolean(),
  lessons: z.array(CoachFlashLesson),
});
export type CoachFlashArea = z.infer<typeof CoachFlashArea>;
export const CoachFlashAssessment = z.object({ id: z.number().int(), title: z.string(), created_at: z.string(), areas: z.array(CoachFlashArea) });
export type CoachFlashAssessment = z.infer<typeof CoachFlashAssessment>;
/** GET …/clients/{id}/flash. */
export const CoachFlashReply = z.object({ assessments: z.array(CoachFlashAssessment) });
export type CoachFlashReply = z.infer<typeof CoachFlashReply>;
