import { z } from 'zod';
import { keepOrClear, zId, zOptionalText, zRequiredText, zUrl } from './common.ts';
import { plainNumberText } from './number-text.ts';
import { zText } from './text.ts';
import { GROUP_STATUSES, USER_GROUP_STATUSES } from './programmes.ts';

// Issue 12, the coach's side of group coaching: groups, their lessons (resources, meetings), members
// and lesson access, and the group's insight. REST under /api/v1/coach/groups (docs/api.md
// "Coach: programmes"). Ids are numbers; prices decimal strings ("497.00"); dates YYYY-MM-DD.

export const GROUP_TITLE_MAX = 150;
export const GROUP_DESCRIPTION_MAX = 20_000;
export const MEETS_ON_MAX = 100;
export const LESSON_TITLE_MAX = 150;
export const LESSON_SHORT_DESC_MAX = 500;
export const LESSON_FULL_DESC_MAX = 100_000;
export const RESOURCE_TITLE_MAX = 150;
/** Resources one lesson holds; meetings one lesson holds. */
export const LESSON_RESOURCES_MAX = 30;
export const LESSON_MEETINGS_MAX = 30;
/** The lessons of one group (a reorder names them all). */
export const GROUP_LESSONS_MAX = 200;
export const PAYMENT_FREQUENCIES = ['one_time', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export const PAYMENT_FREQUENCY_LABELS: Record<PaymentFrequency, string> = {
  one_time: 'One payment', weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly',
};
/** The period a price is paid for ("$199.50 / month"); a one-off price has none. */
export const PAYMENT_FREQUENCY_PERIODS: Record<PaymentFrequency, string | null> = {
  one_time: null, weekly: 'week', monthly: 'month', quarterly: 'quarter', yearly: 'year',
};
/** A stored payment frequency when it is one of ours, else null (old or hand-written rows). */
export const paymentFrequencyOf = (v: string | null | undefined): PaymentFrequency | null =>
  (PAYMENT_FREQUENCIES as readonly string[]).includes(v ?? '') ? v as PaymentFrequency : null;
/** A formatted price with the period it pays for, "$199.50 / month"; a one-off price (or none named) as it is. */
export function priceWithFrequency(amountText: string, frequency: string | null | undefined): string {
  const known = paymentFrequencyOf(frequency);
  const period = known && PAYMENT_FREQUENCY_PERIODS[known];
  return period ? `${amountText} / ${period}` : amountText;
}
/** The member's steps of a lesson (spec §3 Lesson analytics); `post_meeting` marks the lesson done. */
export const LESSON_STEPS = ['pre_meeting', 'attend_meeting', 'meeting_worksheet', 'taken_quiz', 'post_meeting'] as const;

const zBool = z.boolean({ error: 'Must be true or false.' });
const zDate = z.union([z.iso.date('Use the format YYYY-MM-DD.'), z.literal('')]).nullish().transform(keepOrClear);
/** A price: up to 8 digits and 2 decimals ("497", "497.00", or as shown: "$1,497.00"), stored as "1497.00"; empty clears. */
const zPrice = z.string().trim().transform((v) => plainNumberText(v) ?? v)
  .pipe(z.string().regex(/^(\d{1,8}(\.\d{1,2})?)?$/, 'Enter an amount such as 497 or 497.00.'))
  .transform((v) => (v === '' ? null : Number(v).toFixed(2))).nullish();
const zRichText = (max: number) => zText().max(max, `Must be at most ${max.toLocaleString('en-US')} characters.`).nullish().transform(keepOrClear);

const groupFields = {
  title: zRequiredText(GROUP_TITLE_MAX, 'Title'),
  /** The internal name; the title when left empty. */
  name: zOptionalText(GROUP_TITLE_MAX),
  description: zRichText(GROUP_DESCRIPTION_MAX),
  template: zBool.optional(),
  active: zBool.optional(),
  is_recurring: zBool.optional(),
  status: z.enum(GROUP_STATUSES, { error: 'Choose upcoming, running or finished.' }).optional(),
  meets_on: zOptionalText(MEETS_ON_MAX),
  start_date: zDate,
  end_date: zDate,
  price: zPrice,
  payment_frequency: z.enum(['', ...PAYMENT_FREQUENCIES], { error: 'Choose how often members pay.' }).nullish()
    .transform((v) => (v === '' ? null : v)),
  intro_video: zUrl,
};
const datesInOrder = (b: { start_date?: string | null | undefined; end_date?: string | null | undefined }) =>
  !b.start_date || !b.end_date || b.end_date >= b.start_date;
const isDay = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
const DATES_MESSAGE = {
  message: 'The end date must not be before the start date.', path: ['end_date'],
  // checked even when other fields are wrong, so every message shows at once
  when: ({ value }: { value: unknown }) => {
    const v = value as { start_date?: unknown; end_date?: unknown } | null;
    return typeof v === 'object' && v !== null && isDay(v.start_date) && isDay(v.end_date);
  },
};

/** POST /api/v1/coach/groups: a new group. Left-out flags are false; the server makes the slug. */
export const CoachGroupBody = z.object(groupFields).refine(datesInOrder, DATES_MESSAGE);
export type CoachGroupBody = z.input<typeof CoachGroupBody>;
/** POST /api/v1/coach/groups/{id}: fields left out keep their value; empty or null clear them. */
export const CoachGroupUpdateBody = z.object({ ...groupFields, title: groupFields.title.optional() }).refine(datesInOrder, DATES_MESSAGE);
export type CoachGroupUpdateBody = z.input<typeof CoachGroupUpdateBody>;

const lessonFields = {
  title: zRequiredText(LESSON_TITLE_MAX, 'Title'),
  short_desc: zOptionalText(LESSON_SHORT_DESC_MAX),
  /** Rich text, sanitised by the server when stored (allow-list of lib/rich-text.ts). */
  full_desc: zRichText(LESSON_FULL_DESC_MAX),
  lesson_video: zUrl,
  quiz_url: zUrl,
  free_lesson: zBool.optional(),
  published: zBool.optional(),
};
/** POST /api/v1/coach/groups/{id}/lessons: a new lesson, last in the group, unpublished unless said. */
export const CoachLessonBody = z.object(lessonFields);
export type CoachLessonBody = z.input<typeof CoachLessonBody>;
/** POST /api/v1/coach/groups/{id}/lessons/{lessonId}: fields left out keep their value. */
export const CoachLessonUpdateBody = z.object({
  ...lessonFields, title: lessonFields.title.optional(),
  /** With `published: true`: the lesson is also opened for every member, in the same transaction. */
  open_for_all: zBool.optional(),
}).refine((b) => !b.open_for_all || b.published === true, { path: ['open_for_all'], error: 'A lesson is opened for everyone as it is published.' });
export type CoachLessonUpdateBody = z.input<typeof CoachLessonUpdateBody>;

/** A reorder of the lessons of a group or course (`holder`): every lesson, each once, in the new order. */
export const lessonOrderBody = (max: number, holder: string) => z.object({
  lesson_ids: z.array(zId, { error: 'Send the lesson ids in their new order.' }).min(1, 'Send the lesson ids in their new order.')
    .max(max, `A ${holder} holds at most ${max} lessons.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each lesson once.'),
});
/** POST …/lessons/order: every lesson of the group, each once, in the new order. */
export const LessonOrderBody = lessonOrderBody(GROUP_LESSONS_MAX, 'group');
export type LessonOrderBody = z.input<typeof LessonOrderBody>;

const zResourceUrl = z.url({ protocol: /^https?$/, error: 'Enter a full web address (https://…).' }).max(500)
  .refine((v) => zText().safeParse(v).success, 'Enter a full web address (https://…).');
/** POST …/lessons/{lessonId}/resources: the lesson's whole resource list, in order (replaces it). */
export const LessonResourcesBody = z.object({
  resources: z.array(z.object({
    title: zOptionalText(RESOURCE_TITLE_MAX),
    url: zResourceUrl,
    type_id: zId,
  }), { error: 'Send the list of resources.' }).max(LESSON_RESOURCES_MAX, `A lesson holds at most ${LESSON_RESOURCES_MAX} resources.`),
});
export type LessonResourcesBody = z.input<typeof LessonResourcesBody>;

export const isTimeZone = (tz: string) => {
  if (tz.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(tz)) return false;
  try { new Intl.DateTimeFormat('en-US', { timeZone: tz }); return true; } catch { return false; }
};
/** A wall-clock time "YYYY-MM-DDTHH:mm[:ss]" (read in `time_zone`), or an instant with Z or an offset. */
const zMeetingTime = z.iso.datetime({ local: true, offset: true, error: 'Choose the date and time of the meeting.' });
/** POST …/lessons/{lessonId}/meetings (and …/meetings/{meetingId}): one meeting of the lesson. */
export const LessonMeetingBody = z.object({
  meeting_time: zMeetingTime,
  time_zone: z.string({ error: 'Choose a time zone.' }).trim().refine(isTimeZone, 'Choose a valid time zone.'),
  meeting_url: zUrl,
});
export type LessonMeetingBody = z.input<typeof LessonMeetingBody>;

/** POST …/lessons/{lessonId}/access: open or close the lesson for every member, or for one. */
export const LessonAccessBody = z.object({ open: zBool, user_id: zId.optional() });
export type LessonAccessBody = z.input<typeof LessonAccessBody>;

/** POST …/members: one of the caller's clients joins the group; `status` unpaid asks them to pay. */
export const AddMemberBody = z.object({
  user_id: zId,
  status: z.enum(['active', 'unpaid'], { error: 'Choose active or unpaid.' }).optional(),
});
export type AddMemberBody = z.input<typeof AddMemberBody>;

/**
 * POST …/members/{userId}/payment: the coach records that a member paid outside the portal (status
 * active, paid_at now), or puts them back to payment due (status unpaid, paid_at cleared).
 */
export const MemberPaymentBody = z.object({ paid: zBool });
export type MemberPaymentBody = z.input<typeof MemberPaymentBody>;

/** GET …/candidates?q=: the caller's clients not in the group yet, by name or email. */
export const CandidateQuery = z.object({ q: zText().trim().max(100, 'Must be at most 100 characters.').optional() });

// Replies.
const text = z.string().nullable();
const int = z.number().int();

const groupShape = {
  id: int, title: z.string(), name: z.string(), slug: z.string(), status: z.enum(GROUP_STATUSES), active: z.boolean(),
  template: z.boolean(), is_recurring: z.boolean(), meets_on: text, start_date: text, end_date: text, group_img: text,
  coach_id: int.nullable(), member_count: int, lesson_count: int, published_count: int,
};
export const CoachGroupSummary = z.object(groupShape);
export type CoachGroupSummary = z.infer<typeof CoachGroupSummary>;
export const CoachGroupList = z.array(CoachGroupSummary);
export const CoachGroup = z.object({
  ...groupShape, description: text, intro_video: text, price: text, payment_frequency: z.enum(PAYMENT_FREQUENCIES).nullable(),
  /** The tenant's payment currency (ISO 4217, lower case): what the price and profit impact are counted in. */
  currency: z.string(),
  created_at: z.string(),
});
export type CoachGroup = z.infer<typeof CoachGroup>;

export const CoachLesson = z.object({
  id: int, group_id: int, title: z.string(), slug: z.string(), short_desc: text, full_desc: text, lesson_img: text,
  lesson_video: text, quiz_url: text, published: z.boolean(), free_lesson: z.boolean(), lesson_order: int,
  /** Members for whom the coach has opened it (lesson_access 1), of `member_count`. */
  open_count: int, member_count: int, updated_at: z.string(),
});
export type CoachLesson = z.infer<typeof CoachLesson>;
export const CoachLessonList = z.array(CoachLesson);

/** The resource types' names as the server keeps them (resource_types.name), as the coach's editor labels them. */
export const RESOURCE_TYPE_LABELS: Readonly<Record<string, string>> = {
  video: 'Video', pdf: 'PDF', worksheet: 'Worksheet', link: 'Link', audio: 'Audio',
};
/** A resource type's label: the known ones as above, any other with a capital first letter. */
export const resourceTypeLabel = (name: string) => RESOURCE_TYPE_LABELS[name.toLowerCase()] ?? name.charAt(0).toUpperCase() + name.slice(1);

export const ResourceTypeItem = z.object({ id: int, name: z.string() });
export const ResourceTypeList = z.array(ResourceTypeItem);
export type ResourceTypeItem = z.infer<typeof ResourceTypeItem>;
export const CoachLessonResource = z.object({ id: int, title: text, url: z.string(), type_id: int, type_name: z.string(), order: int });
export type CoachLessonResource = z.infer<typeof CoachLessonResource>;
export const CoachLessonMeeting = z.object({ id: int, meeting_time: z.string(), time_zone: z.string(), meeting_url: text });
export type CoachLessonMeeting = z.infer<typeof CoachLessonMeeting>;
export const CoachLessonDetail = CoachLesson.extend({
  resources: z.array(CoachLessonResource), meetings: z.array(CoachLessonMeeting),
});
export type CoachLessonDetail = z.infer<typeof CoachLessonDetail>;

export const LessonAccessReply = z.object({ lesson_id: int, open_count: int, member_count: int });
export type LessonAccessReply = z.infer<typeof LessonAccessReply>;

/**
 * Why a member cannot open a lesson now (docs/domain.md "Lesson access"), as the coach's pages say it:
 * the lesson is a draft, the member has not paid and the lesson is not free, or it was not opened for them.
 */
export const LESSON_BLOCKS = ['not_published', 'unpaid', 'not_opened'] as const;
export type LessonBlock = (typeof LESSON_BLOCKS)[number];
export const LESSON_BLOCK_TEXT: Readonly<Record<LessonBlock, string>> = {
  not_published: 'not published',
  unpaid: 'unpaid and not free',
  not_opened: 'not opened for them',
};
/** One member and one lesson: may they open it now, and if not, every reason that stands in the way. */
export const MemberLessonAccess = z.object({
  user_id: int, first_name: z.string(), last_name: z.string(), can_open: z.boolean(), blocks: z.array(z.enum(LESSON_BLOCKS)),
});
export type MemberLessonAccess = z.infer<typeof MemberLessonAccess>;
/** GET …/groups/{id}/access: every lesson of the group, in order, with each member's access to it. */
export const LessonAccessOverview = z.object({
  lesson_id: int, title: z.string(), lesson_order: int, published: z.boolean(), free_lesson: z.boolean(),
  members: z.array(MemberLessonAccess),
});
export type LessonAccessOverview = z.infer<typeof LessonAccessOverview>;
export const GroupAccessOverview = z.array(LessonAccessOverview);

export const CoachMember = z.object({
  user_id: int, user_group_id: int, first_name: z.string(), last_name: z.string(), email: z.string(),
  status: z.enum(USER_GROUP_STATUSES), price: text, paid_at: text, payment_reference: text, joined_at: z.string(),
  /** Published lessons the member has done (post-meeting step ticked), of the published ones. */
  lessons_done: int, lessons_total: int,
  /** The lessons the coach has opened for this member (lesson_access 1). */
  open_lesson_ids: z.array(int),
});
export type CoachMember = z.infer<typeof CoachMember>;
export const CoachMemberList = z.array(CoachMember);

export const MemberCandidate = z.object({ id: int, first_name: z.string(), last_name: z.string(), email: z.string() });
export type MemberCandidate = z.infer<typeof MemberCandidate>;
export const MemberCandidateList = z.array(MemberCandidate);

export const InsightLesson = z.object({
  lesson_id: int, title: z.string(), lesson_order: int, published: z.boolean(),
  /** Members of the group; of them, those it is open for, and those who have done it. */
  members: int, open: int, done: int,
  /** Checklist steps ticked by all members, of members × 5. */
  steps_done: int, steps_total: int,
  /** The money amounts members gave as this lesson's profit impact, summed, and how many gave one. */
  profit_impact_total: z.number(), profit_impact_entries: int,
});
export type InsightLesson = z.infer<typeof InsightLesson>;
export const InsightWeek = z.object({ week_start: z.string(), completed: int });
export type InsightWeek = z.infer<typeof InsightWeek>;
export const GroupInsight = z.object({
  group_id: int, members: int, time_zone: z.string(), lessons: z.array(InsightLesson),
  totals: z.object({ done: int, steps_done: int, steps_total: int, profit_impact_total: z.number() }),
  /** Lessons completed per week (weeks start on Monday in `time_zone`), oldest first, empty weeks included. */
  weeks: z.array(InsightWeek),
});
export type GroupInsight = z.infer<typeof GroupInsight>;

/** The coach's notices (not spec texts). */
export const COACH_PROGRAMME_MESSAGES = {
  groupCreated: 'Group created.',
  groupSaved: 'Group saved.',
  imageSaved: 'Group picture saved.',
  lessonCreated: 'Lesson created.',
  lessonSaved: 'Lesson saved.',
  lessonDeleted: 'Lesson deleted.',
  orderSaved: 'Lesson order saved.',
  resourcesSaved: 'Resources saved.',
  meetingSaved: 'Meeting saved.',
  meetingDeleted: 'Meeting deleted.',
  memberAdded: 'Member added.',
  memberRemoved: 'Member removed.',
  orderMismatch: 'Send every lesson of the group exactly once.',
  alreadyMember: 'This client is already a member of the group.',
  paidMember: 'A member who has paid cannot be removed.',
  markedPaid: 'Marked as paid.',
  markedPaymentDue: 'Marked as payment due.',
  cardPayment: 'This member paid by card in the portal: their payment cannot be undone here.',
  noPrice: 'This group has no price: there is nothing to pay.',
  unknownResourceType: 'Choose a resource type from the list.',
  publishAndOpen: (members: number) => `Publish and open for all ${members} ${members === 1 ? 'member' : 'members'}`,
  publishOnly: 'Publish only',
} as const;
