import type { Group, LessonMeeting, UserGroup } from '@portal/contract';
import type { GroupRow, lessonMeetings } from '../../db/schema/index.ts';
import type { UserLessonOut } from '../lessons/present-lesson.ts';
import type { UserGroupRecord } from './programme-repo.ts';

// spec §3 Group and User group as GraphQL returns them. Fields resolved by loaders (next_meeting,
// userlessons) are absent here; `_unpaid` travels with the object for them and is never exposed.
// The group page's one-statement read (user-group-page-sql.ts) brings them along as `_nextMeeting`
// and `_userLessons`, which the loaders then answer with (programmes-graphql.ts).

export type GroupOut = Omit<Group, 'next_meeting'> & { _unpaid: boolean };
export type UserGroupOut = Omit<UserGroup, 'next_meeting' | 'userlessons'> & {
  _unpaid: boolean; _nextMeeting?: LessonMeeting | null; _userLessons?: UserLessonOut[];
};

const id = (n: number | null) => (n === null ? null : String(n));

export function presentGroup(g: GroupRow, totalLessons: number, userGroupId: number | null, unpaid = false): GroupOut {
  return {
    id: String(g.id), user_group_id: id(userGroupId), title: g.title, name: g.name, slug: g.slug,
    description: g.description, group_img: g.groupImg, intro_video: g.introVideo, price: g.price,
    active: g.active, template: g.template, total_lessons: totalLessons, payment_frequency: g.paymentFrequency,
    meets_on: g.meetsOn, created_at: g.createdAt.toISOString(),
    // ISO 8601 interval notation: "2025-01-09/2025-03-27".
    group_start_end_date: g.startDate && g.endDate ? `${g.startDate}/${g.endDate}` : null,
    start_date: g.startDate, end_date: g.endDate, group_final_date: g.finalDate, status: g.status,
    group_type: g.groupType, is_recurring: g.isRecurring, coach_id: id(g.coachId), _unpaid: unpaid,
  };
}

export function presentUserGroup(rec: UserGroupRecord): UserGroupOut {
  const { ug } = rec;
  const group = presentGroup(rec.group, rec.totalLessons, ug.id, ug.status === 'unpaid');
  return {
    ...group, user_group_id: String(ug.id), user_id: String(ug.userId), price: ug.price ?? rec.group.price,
    status: ug.status, group_status: rec.group.status, coach_id: id(ug.coachId ?? rec.group.coachId),
    coach_email: rec.coachEmail, stripe_id: ug.stripeId, paid_at: ug.paidAt?.toISOString() ?? null,
    completed_lessons: rec.completedLessons,
  };
}

/** A meeting's join link is withheld while the member has not paid. */
export function presentMeeting(m: typeof lessonMeetings.$inferSelect, unpaid: boolean): LessonMeeting {
  return {
    id: String(m.id), group_id: String(m.groupId), lesson_id: id(m.lessonId), coach_id: id(m.coachId),
    meeting_time: m.meetingTime.toISOString(), time_zone: m.timeZone, meeting_url: unpaid ? null : m.meetingUrl,
  };
}
