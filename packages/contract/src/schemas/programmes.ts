import { z } from 'zod';
import { MAX_ID } from './common.ts';

// Group coaching over GraphQL (spec §3 Group, User group, Member, Lesson, Member-group-lesson,
// Lesson analytics, Lesson meeting; §7 GraphQL) and the business academy (spec §2). Ids are strings
// (GraphQL ID); prices are decimal strings ("497.00"); times are ISO 8601 instants.

export const PROFIT_IMPACT_MAX = 200;
export const ANALYTICS_NOTES_MAX = 10_000;
/** Why a lesson is locked: the member has not paid, the previous lesson's meeting is still ahead, or the coach has not opened it. */
export const LOCKED_REASONS = ['unpaid', 'after_meeting', 'not_released'] as const;
export type LockedReason = (typeof LOCKED_REASONS)[number];
export const GROUP_STATUSES = ['upcoming', 'running', 'finished'] as const;
export const USER_GROUP_STATUSES = ['active', 'unpaid', 'completed'] as const;

const id = z.string();
const text = z.string().nullable();

export const LessonMeeting = z.object({
  id, group_id: id, lesson_id: id.nullable(), coach_id: id.nullable(),
  meeting_time: z.string(), time_zone: z.string(), meeting_url: text,
});
export type LessonMeeting = z.infer<typeof LessonMeeting>;

const GroupFields = {
  id, user_group_id: id.nullable(), title: z.string(), name: z.string(), slug: z.string(), description: text,
  group_img: text, intro_video: text, price: text, active: z.boolean(), template: z.boolean(),
  total_lessons: z.number().int(), payment_frequency: text, meets_on: text, created_at: z.string(),
  /** ISO 8601 interval "start/end" of the programme, e.g. "2025-01-09/2025-03-27". */
  group_start_end_date: text, start_date: text, end_date: text, group_final_date: text,
  status: z.enum(GROUP_STATUSES), group_type: text, is_recurring: z.boolean(), coach_id: id.nullable(),
  next_meeting: LessonMeeting.nullable(),
};
export const Group = z.object(GroupFields);
export type Group = z.infer<typeof Group>;

export const ResourceType = z.object({ id, name: z.string() });
export const LessonResource = z.object({ id, title: text, url: z.string(), type: ResourceType, owner: text, order: z.number().int() });
export type LessonResource = z.infer<typeof LessonResource>;
export const NextLesson = z.object({
  id, title: z.string(), slug: z.string(), lesson_order: z.number().int(), lesson_img: text, published: z.boolean(),
});

/**
 * A lesson as one member sees it in one user group: spec §3 Lesson plus the member's order, length
 * (minutes) and access. `lesson_access` is the effective access (1 = open, spec §9); a locked lesson
 * keeps title, summary and image but has no full_desc, video, quiz, resources or recording.
 */
export const UserLesson = z.object({
  id, lesson_id: id, member_group_lesson_id: id, user_id: id, group_id: id, user_group_id: id,
  title: z.string(), slug: z.string(), short_desc: text, full_desc: text, lesson_img: text, lesson_video: text,
  quiz_url: text, published: z.boolean(), free_lesson: z.boolean(), price: text, lesson_order: z.number().int(),
  lesson_length: z.number().int().nullable(), lesson_access: z.number().int(), locked_reason: z.enum(LOCKED_REASONS).nullable(),
  unlocks_at: text, has_recording: z.boolean(), completed: z.boolean(), coach_id: id.nullable(),
  created_at: z.string(), updated_at: z.string(),
  next_lesson: NextLesson.nullable(), group: Group, resources: z.array(LessonResource),
});
export type UserLesson = z.infer<typeof UserLesson>;

/** spec §3 User group: the group's fields, where price and status are the member's. */
export const UserGroup = z.object({
  ...GroupFields, user_group_id: id, user_id: id, price: text, status: z.enum(USER_GROUP_STATUSES),
  group_status: z.enum(GROUP_STATUSES), coach_email: text, stripe_id: text, paid_at: text,
  completed_lessons: z.number().int(), userlessons: z.array(UserLesson),
});
export type UserGroup = z.infer<typeof UserGroup>;

export const Member = z.object({
  id, first_name: z.string(), last_name: z.string(), groups: z.array(UserGroup),
  lessons: z.array(z.object({ id, title: z.string(), created_at: z.string(), group_id: id, user_group_id: id })),
});
export type Member = z.infer<typeof Member>;

export const LessonAnalytics = z.object({
  id, group_id: id, user_group_id: id, lesson_id: id, user_id: id, profit_impact: text, notes: text,
  pre_meeting: z.boolean(), attend_meeting: z.boolean(), meeting_worksheet: z.boolean(),
  taken_quiz: z.boolean(), post_meeting: z.boolean(), created_at: z.string(), updated_at: z.string(),
});
export type LessonAnalytics = z.infer<typeof LessonAnalytics>;

/** manageAnalytics: only the fields given change; a null text clears it, a null checkbox is left as is. */
export const ManageAnalyticsInput = z.object({
  profit_impact: z.string().trim().max(PROFIT_IMPACT_MAX, `Profit impact must be at most ${PROFIT_IMPACT_MAX} characters.`).nullish(),
  notes: z.string().max(ANALYTICS_NOTES_MAX, `Notes must be at most ${ANALYTICS_NOTES_MAX} characters.`).nullish(),
  pre_meeting: z.boolean().nullish(), attend_meeting: z.boolean().nullish(), meeting_worksheet: z.boolean().nullish(),
  taken_quiz: z.boolean().nullish(), post_meeting: z.boolean().nullish(),
});
export type ManageAnalyticsInput = z.input<typeof ManageAnalyticsInput>;
export const AnalyticsResult = z.object({ success: z.boolean(), message: z.string(), data: LessonAnalytics.nullable() });

const zPositiveId = z.coerce.number({ error: 'Must be a positive integer id.' }).int('Must be a positive integer id.').positive('Must be a positive integer id.')
  .max(MAX_ID, 'Must be a positive integer id.');

/** POST /api/v1/lessons/recording/: the lesson and the user group (or the group) it is watched in. */
export const LessonRecordingBody = z.object({
  lesson_id: zPositiveId, user_group_id: zPositiveId.optional(), group_id: zPositiveId.optional(),
}).refine((b) => b.user_group_id !== undefined || b.group_id !== undefined, {
  message: 'Give the user_group_id (or the group_id) the lesson is watched in.', path: ['user_group_id'],
});
export type LessonRecordingBody = z.input<typeof LessonRecordingBody>;
export const LessonRecording = z.object({ lesson_id: z.number().int(), user_group_id: z.number().int(), recording_url: z.string() });
export type LessonRecording = z.infer<typeof LessonRecording>;

// GET /api/v1/academy/courses and /courses/{id} (only with business_academy, spec §2, §6).
const AcademyFields = {
  id: z.number().int(), title: z.string(), summary: text, image: text, video: text,
  order: z.number().int(), duration: z.number().int().nullable(),
};
export const AcademyLesson = z.object({ ...AcademyFields, course_id: z.number().int(), body: text });
export type AcademyLesson = z.infer<typeof AcademyLesson>;
export const AcademyCourse = z.object({ ...AcademyFields, total_lessons: z.number().int() });
export type AcademyCourse = z.infer<typeof AcademyCourse>;
export const AcademyCourseDetail = z.object({ ...AcademyFields, total_lessons: z.number().int(), lessons: z.array(AcademyLesson) });
export type AcademyCourseDetail = z.infer<typeof AcademyCourseDetail>;
