import { AnalyticsResult, Group, LessonAnalytics, LessonResource, Member, NextLesson, UserGroup, UserLesson } from '@portal/contract';
import { z } from 'zod';

// The contract's schemas, cut to the fields each document asks for (documents.ts).

export const GroupSummary = UserGroup.pick({
  id: true, user_group_id: true, title: true, group_img: true, meets_on: true, status: true,
  group_status: true, total_lessons: true, completed_lessons: true, payment_frequency: true,
});
export type GroupSummary = z.infer<typeof GroupSummary>;
export const MemberGroups = Member.pick({ id: true }).extend({ groups: z.array(GroupSummary) });

export const LessonRow = UserLesson.pick({
  id: true, title: true, short_desc: true, lesson_order: true, lesson_length: true, lesson_access: true,
  locked_reason: true, unlocks_at: true, completed: true,
});
export type LessonRow = z.infer<typeof LessonRow>;

export const GroupDetail = UserGroup.pick({
  id: true, user_group_id: true, title: true, description: true, group_img: true, intro_video: true,
  meets_on: true, status: true, group_status: true, is_recurring: true, start_date: true, end_date: true,
  total_lessons: true, completed_lessons: true, next_meeting: true, paid_at: true, payment_frequency: true,
}).extend({ userlessons: z.array(LessonRow) });
export type GroupDetail = z.infer<typeof GroupDetail>;

export const LessonDetail = UserLesson.pick({
  id: true, title: true, short_desc: true, full_desc: true, lesson_img: true, lesson_video: true, quiz_url: true,
  lesson_order: true, lesson_length: true, lesson_access: true, locked_reason: true, unlocks_at: true,
  has_recording: true, coach_id: true,
}).extend({
  next_lesson: NextLesson.pick({ id: true, title: true, lesson_order: true }).nullable(),
  group: Group.pick({ id: true, title: true, payment_frequency: true }),
  resources: z.array(LessonResource.omit({ owner: true })),
});
export type LessonDetail = z.infer<typeof LessonDetail>;
export type LessonResourceItem = LessonDetail['resources'][number];

export const AnalyticsData = LessonAnalytics.pick({
  id: true, profit_impact: true, notes: true, pre_meeting: true, attend_meeting: true, meeting_worksheet: true,
  taken_quiz: true, post_meeting: true, updated_at: true,
});
export type AnalyticsData = z.infer<typeof AnalyticsData>;
export const ManageAnalyticsReply = AnalyticsResult.pick({ success: true, message: true }).extend({ data: AnalyticsData.nullable() });
