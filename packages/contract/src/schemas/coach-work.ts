import { z } from 'zod';
import { zOptionalText, zRequiredText, zUrl } from './common.ts';
import { isTimeZone } from './coach-programmes.ts';

// Issue 12, the work a coach sets for one client: schedule entries and the client's activity
// timeline. REST under /api/v1/coach/clients/{id} (docs/api.md "Coach: a client's work").

export const SCHEDULE_TITLE_MAX = 150;
export const SCHEDULE_DESCRIPTION_MAX = 5_000;

/** A wall-clock time "YYYY-MM-DDTHH:mm[:ss]" read in `time_zone`, or an instant with Z or an offset. */
const zLocalTime = (error: string) => z.iso.datetime({ local: true, offset: true, error });

/** POST …/clients/{id}/schedule (and …/schedule/{entryId}): one session in the client's schedule. */
export const CoachScheduleBody = z.object({
  title: zRequiredText(SCHEDULE_TITLE_MAX, 'Title'),
  description: zOptionalText(SCHEDULE_DESCRIPTION_MAX),
  starts_at: zLocalTime('Choose the date and time it starts.'),
  ends_at: z.union([zLocalTime('Choose the date and time it ends.'), z.literal('')]).nullish()
    .transform((v) => (v === '' ? null : v)),
  time_zone: z.string({ error: 'Choose a time zone.' }).trim().refine(isTimeZone, 'Choose a valid time zone.'),
  meeting_url: zUrl,
});
export type CoachScheduleBody = z.input<typeof CoachScheduleBody>;

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
} as const;
