import { LessonMeeting, LessonRecording } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gqlField } from '../../../lib/graphql.ts';
import { post } from '../../../lib/http.ts';
import { LESSON_MEETINGS, MEMBER_GROUPS, USER_GROUP, USER_LESSON } from './documents.ts';
import { groupsKeys } from './query-keys.ts';
import { GroupDetail, LessonDetail, MemberGroups } from './schemas.ts';

/** The ids a group route names (spec §2 /groups/{groupid}/{usergroupid}[/lesson/{lessonid}]). */
export interface GroupRef { groupId: string; userGroupId: string; userId: string }

/** spec §7 member(user_id): the member's groups for /groups. */
export function useMemberGroups(userId: string) {
  return useQuery({
    queryKey: groupsKeys.member(userId),
    queryFn: () => gqlField(MEMBER_GROUPS, { user_id: userId }, 'member', MemberGroups),
  });
}

/** spec §7 usergroup(group_id, user_group_id, user_id): one group with the member's lessons. */
export function useUserGroup({ groupId, userGroupId, userId }: GroupRef) {
  return useQuery({
    queryKey: groupsKeys.userGroup(groupId, userGroupId),
    queryFn: () => gqlField(USER_GROUP, { group_id: groupId, user_group_id: userGroupId, user_id: userId }, 'usergroup', GroupDetail),
  });
}

/** spec §7 userlesson(group_id, user_group_id, lesson_id, user_id). */
export function useUserLesson({ groupId, userGroupId, userId }: GroupRef, lessonId: string) {
  return useQuery({
    queryKey: groupsKeys.userLesson(groupId, userGroupId, lessonId),
    queryFn: () => gqlField(USER_LESSON,
      { group_id: groupId, user_group_id: userGroupId, lesson_id: lessonId, user_id: userId }, 'userlesson', LessonDetail),
  });
}

/** spec §7 lessonMeetingSearch(group_id, lesson_id, coach_id, user_group_id). */
export function useLessonMeetings({ groupId, userGroupId }: GroupRef, lessonId: string, coachId: string | null) {
  return useQuery({
    queryKey: groupsKeys.meetings(groupId, userGroupId, lessonId),
    queryFn: () => gqlField(LESSON_MEETINGS,
      { group_id: groupId, lesson_id: lessonId, coach_id: coachId, user_group_id: userGroupId },
      'lessonMeetingSearch', z.array(LessonMeeting)),
  });
}

/** spec §7 POST /api/v1/lessons/recording/: asked only when the lesson says it has one. */
export function useLessonRecording({ userGroupId }: GroupRef, lessonId: string, enabled: boolean) {
  return useQuery({
    queryKey: groupsKeys.recording(userGroupId, lessonId),
    queryFn: () => post('/api/v1/lessons/recording/',
      { lesson_id: Number(lessonId), user_group_id: Number(userGroupId) }, { schema: LessonRecording }),
    enabled,
  });
}
