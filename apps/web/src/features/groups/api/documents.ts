// The /gapi documents of this area (spec §7 GraphQL); field names as in the committed SDL.

const MEETING = 'id group_id lesson_id coach_id meeting_time time_zone meeting_url';

export const MEMBER_GROUPS = `query MemberGroups($user_id: ID!) {
  member(user_id: $user_id) {
    id
    groups { id user_group_id title group_img meets_on status group_status total_lessons completed_lessons payment_frequency }
  }
}`;

export const USER_GROUP = `query UserGroup($group_id: ID!, $user_group_id: ID!, $user_id: ID) {
  usergroup(group_id: $group_id, user_group_id: $user_group_id, user_id: $user_id) {
    id user_group_id title description group_img intro_video meets_on status group_status is_recurring
    start_date end_date total_lessons completed_lessons paid_at payment_frequency
    next_meeting { ${MEETING} }
    userlessons { id title short_desc lesson_order lesson_length lesson_access locked_reason unlocks_at completed }
  }
}`;

export const USER_LESSON = `query UserLesson($group_id: ID!, $user_group_id: ID!, $lesson_id: ID!, $user_id: ID) {
  userlesson(group_id: $group_id, user_group_id: $user_group_id, lesson_id: $lesson_id, user_id: $user_id) {
    id title short_desc full_desc lesson_img lesson_video quiz_url lesson_order lesson_length
    lesson_access locked_reason unlocks_at has_recording coach_id
    next_lesson { id title lesson_order }
    group { id title payment_frequency }
    resources { id title url type { id name } order }
  }
}`;

export const LESSON_MEETINGS = `query LessonMeetings($group_id: ID!, $lesson_id: ID, $coach_id: ID, $user_group_id: ID) {
  lessonMeetingSearch(group_id: $group_id, lesson_id: $lesson_id, coach_id: $coach_id, user_group_id: $user_group_id) {
    ${MEETING}
  }
}`;

const ANALYTICS = `id profit_impact notes pre_meeting attend_meeting meeting_worksheet taken_quiz post_meeting updated_at`;

export const ANALYTICS_SEARCH = `query AnalyticsSearch($group_id: ID!, $user_group_id: ID!, $lesson_id: ID!, $user_id: ID!) {
  analyticsSearch(group_id: $group_id, user_group_id: $user_group_id, lesson_id: $lesson_id, user_id: $user_id) { ${ANALYTICS} }
}`;

export const MANAGE_ANALYTICS = `mutation ManageAnalytics($group_id: ID!, $user_group_id: ID!, $lesson_id: ID!, $user_id: ID!,
  $profit_impact: String, $pre_meeting: Boolean, $attend_meeting: Boolean, $meeting_worksheet: Boolean,
  $taken_quiz: Boolean, $post_meeting: Boolean, $notes: String) {
  manageAnalytics(group_id: $group_id, user_group_id: $user_group_id, lesson_id: $lesson_id, user_id: $user_id,
    profit_impact: $profit_impact, pre_meeting: $pre_meeting, attend_meeting: $attend_meeting,
    meeting_worksheet: $meeting_worksheet, taken_quiz: $taken_quiz, post_meeting: $post_meeting, notes: $notes) {
    success message data { ${ANALYTICS} }
  }
}`;
