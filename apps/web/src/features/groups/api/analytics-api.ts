import type { ManageAnalyticsInput } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlField } from '../../../lib/graphql.ts';
import { ANALYTICS_SEARCH, MANAGE_ANALYTICS } from './documents.ts';
import type { GroupRef } from './groups-api.ts';
import { groupsKeys } from './query-keys.ts';
import { AnalyticsData, ManageAnalyticsReply } from './schemas.ts';

const ids = ({ groupId, userGroupId, userId }: GroupRef, lessonId: string) =>
  ({ group_id: groupId, user_group_id: userGroupId, lesson_id: lessonId, user_id: userId });

/** spec §7 analyticsSearch (all four ids required): null until the member records something. */
export function useLessonAnalytics(ref: GroupRef, lessonId: string) {
  return useQuery({
    queryKey: groupsKeys.analytics(ref.groupId, ref.userGroupId, lessonId),
    queryFn: () => gqlField(ANALYTICS_SEARCH, ids(ref, lessonId), 'analyticsSearch', AnalyticsData.nullable()),
  });
}

/**
 * spec §7 manageAnalytics: only the fields sent change. Afterwards the analyticsSearch read is
 * refreshed, and so is the group's progress (a ticked post-meeting step completes the lesson).
 */
export function useSaveAnalytics(ref: GroupRef, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ManageAnalyticsInput) => {
      const reply = await gqlField(MANAGE_ANALYTICS, { ...ids(ref, lessonId), ...fields }, 'manageAnalytics', ManageAnalyticsReply);
      if (!reply.success) throw new Error(reply.message || 'Your changes were not saved.');
      return reply;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.analytics(ref.groupId, ref.userGroupId, lessonId) });
      await queryClient.invalidateQueries({ queryKey: groupsKeys.userGroup(ref.groupId, ref.userGroupId) });
      await queryClient.invalidateQueries({ queryKey: groupsKeys.member(ref.userId) });
    },
  });
}
