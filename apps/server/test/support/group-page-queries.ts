// The group page's /gapi documents as the web app sends them (apps/web/src/features/groups/api/
// documents.ts). Copied, not imported: the server and its tests never import web code (ARCHITECTURE.md).

const MEETING = 'id group_id lesson_id coach_id meeting_time time_zone meeting_url';

export const MEMBER_GROUPS = `query MemberGroups($user_id: ID!) {
  member(user_id: $user_id) {
    id
    groups { id user_group_id title group_img meets_on status group_status total_lessons completed_lessons }
  }
}`;

export const USER_GROUP = `query UserGroup($group_id: ID!, $user_group_id: ID!, $user_id: ID) {
  usergroup(group_id: $group_id, user_group_id: $user_group_id, user_id: $user_id) {
    id user_group_id title description group_img intro_video meets_on status group_status is_recurring
    start_date end_date total_lessons completed_lessons paid_at
    next_meeting { ${MEETING} }
    userlessons { id title short_desc lesson_order lesson_length lesson_access locked_reason unlocks_at completed }
  }
}`;
