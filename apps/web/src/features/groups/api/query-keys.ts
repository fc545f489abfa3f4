// One prefix for the area, so a payment can refresh every group read at once (spec §7: writes
// invalidate what they change; reads are otherwise cached for CACHE_LIFETIME_MS).
export const groupsKeys = {
  all: ['groups'] as const,
  member: (userId: string) => ['groups', 'member', userId] as const,
  userGroup: (groupId: string, userGroupId: string) => ['groups', 'usergroup', groupId, userGroupId] as const,
  userLesson: (groupId: string, userGroupId: string, lessonId: string) =>
    ['groups', 'userlesson', groupId, userGroupId, lessonId] as const,
  meetings: (groupId: string, userGroupId: string, lessonId: string) =>
    ['groups', 'lessonMeetingSearch', groupId, userGroupId, lessonId] as const,
  analytics: (groupId: string, userGroupId: string, lessonId: string) =>
    ['groups', 'analyticsSearch', groupId, userGroupId, lessonId] as const,
  recording: (userGroupId: string, lessonId: string) => ['groups', 'recording', userGroupId, lessonId] as const,
};
