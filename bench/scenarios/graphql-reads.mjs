// /gapi reads, sent as the group, lesson and mail pages send them.
import { API_HEADERS, safeJson } from '../lib/api-scenario.mjs';

/** @typedef {import('../lib/api-scenario.mjs').Scenario} Scenario */

/** The group page's query (apps/web/src/features/groups/api/documents.ts USER_GROUP). */
const USER_GROUP = `query UserGroup($group_id: ID!, $user_group_id: ID!, $user_id: ID) {
  usergroup(group_id: $group_id, user_group_id: $user_group_id, user_id: $user_id) {
    id user_group_id title description group_img intro_video meets_on status group_status is_recurring
    start_date end_date total_lessons completed_lessons paid_at payment_frequency
    next_meeting { id group_id lesson_id coach_id meeting_time time_zone meeting_url }
    userlessons { id title short_desc lesson_order lesson_length lesson_access locked_reason unlocks_at completed }
  }
}`;

/** The /groups page's list (documents.ts MEMBER_GROUPS). */
const MEMBER_GROUPS = `query MemberGroups($user_id: ID!) {
  member(user_id: $user_id) {
    id
    groups { id user_group_id title group_img meets_on status group_status total_lessons completed_lessons payment_frequency }
  }
}`;
/** One group as a coach or member names it (spec §7 `group`). */
const GROUP = `query Group($id: ID!, $user_group_id: ID) {
  group(id: $id, user_group_id: $user_group_id) { id user_group_id title description meets_on status total_lessons next_meeting { id meeting_time } }
}`;
const MEETING = 'id group_id lesson_id coach_id meeting_time time_zone meeting_url';
/** The lesson page's reads (documents.ts USER_LESSON, LESSON_MEETINGS, ANALYTICS_SEARCH). */
const USER_LESSON = `query UserLesson($group_id: ID!, $user_group_id: ID!, $lesson_id: ID!, $user_id: ID) {
  userlesson(group_id: $group_id, user_group_id: $user_group_id, lesson_id: $lesson_id, user_id: $user_id) {
    id title short_desc full_desc lesson_img lesson_video quiz_url lesson_order lesson_length
    lesson_access locked_reason unlocks_at has_recording coach_id
    next_lesson { id title lesson_order }
    group { id title payment_frequency }
    resources { id title url type { id name } order }
  }
}`;
const LESSON_MEETINGS = `query LessonMeetings($group_id: ID!, $lesson_id: ID, $coach_id: ID, $user_group_id: ID) {
  lessonMeetingSearch(group_id: $group_id, lesson_id: $lesson_id, coach_id: $coach_id, user_group_id: $user_group_id) { ${MEETING} }
}`;
const ANALYTICS_SEARCH = `query AnalyticsSearch($group_id: ID!, $user_group_id: ID!, $lesson_id: ID!, $user_id: ID!) {
  analyticsSearch(group_id: $group_id, user_group_id: $user_group_id, lesson_id: $lesson_id, user_id: $user_id) {
    id profit_impact notes pre_meeting attend_meeting meeting_worksheet taken_quiz post_meeting updated_at
  }
}`;

/** The mail pages' query (apps/web/src/features/messages/mail-api.ts EMAILS_QUERY). */
const MAIL_FIELDS = 'id parent from to subject body read attachments created_at updated_at fromuser { first_name last_name } touser { first_name last_name }';
const EMAILS = `query Emails($user_id: ID!) { emails(user_id: $user_id) { ${MAIL_FIELDS} files { id file_name content_type size_bytes } previous { ${MAIL_FIELDS} } } }`;
/** The menu's badge (apps/web/src/app/layout/use-unread-count.ts), asked every 15 s while the app is open. */
const UNREAD = 'query Unread($user_id: ID!) { unreademails(user_id: $user_id) }';

/**
 * A /gapi read of the demo client's own data, as the page sends it.
 * @param {string} name @param {string} query @param {string} why
 * @returns {Scenario}
 */
function ownGraphqlRead(name, query, why) {
  return {
    name,
    method: 'POST',
    path: '/gapi',
    budget: { minRps: 3000, maxP99Ms: 50, why, on: 'postgres' },
    async setup(server) {
      const { token, user } = await server.session();
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const body = JSON.stringify({ query, variables: { user_id: String(user.id) } });
      const reply = /** @type {any} */ (safeJson((await server.send({ method: 'POST', path: '/gapi', headers, body })).body));
      if (reply?.errors?.length) return { skip: `${name} not served: ${String(reply.errors[0]?.message).slice(0, 120)}` };
      return { headers, body };
    },
  };
}

/**
 * A /gapi read of the demo client's first group (and its first open lesson), as the group and
 * lesson pages send it; `variables` builds the request's variables from those ids.
 * @param {string} name @param {string} query
 * @param {(ids: { user_id: string, group_id: string, user_group_id: string, lesson_id: string }) => Record<string, string>} variables
 * @param {{ firstLoad?: boolean }} [options]  firstLoad: each request is new to the read cache
 *   (lib/reply-cache.ts; a variable the query does not declare, which GraphQL ignores), so every
 *   one is executed — a member opening the page for the first time in FRESH_MS
 * @returns {Scenario}
 */
function programmeRead(name, query, variables, { firstLoad = false } = {}) {
  return {
    name,
    method: 'POST',
    path: '/gapi',
    ...(firstLoad ? {} : { budget: { minRps: 3000, maxP99Ms: 50, why: 'a GraphQL read the group and lesson pages make on load', on: 'postgres' } }),
    async setup(server) {
      const { token, user } = await server.session();
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      /** @type {any} */
      let found;
      try {
        found = await server.graphql('query ($user_id: ID!) { member(user_id: $user_id) { groups { id user_group_id } lessons { id group_id user_group_id } } }', { user_id: String(user.id) });
      } catch (err) {
        return { skip: `member query not served: ${/** @type {Error} */ (err).message}` };
      }
      const group = found?.member?.groups?.[0];
      const lesson = found?.member?.lessons?.find((/** @type {{ group_id: string }} */ l) => l.group_id === group?.id);
      if (!group || !lesson) return { skip: 'the demo client has no group with a lesson' };
      const vars = variables({ user_id: String(user.id), group_id: group.id, user_group_id: group.user_group_id, lesson_id: lesson.id });
      const body = JSON.stringify({ query, variables: vars });
      const reply = /** @type {any} */ (safeJson((await server.send({ method: 'POST', path: '/gapi', headers, body })).body));
      if (reply?.errors?.length) return { skip: `${name} not served: ${String(reply.errors[0]?.message).slice(0, 120)}` };
      let sent = 0;
      return firstLoad ? { headers, bodyFactory: () => JSON.stringify({ query, variables: { ...vars, request: sent++ } }) } : { headers, body };
    },
  };
}

/** @type {Scenario[]} */
export const programmeReads = [
  // spec §7 GraphQL, issue 11: every read the group and lesson pages make on load.
  programmeRead('POST /gapi member', MEMBER_GROUPS, (ids) => ({ user_id: ids.user_id })),
  programmeRead('POST /gapi group', GROUP, (ids) => ({ id: ids.group_id, user_group_id: ids.user_group_id })),
  programmeRead('POST /gapi usergroup', USER_GROUP, (ids) => ({ group_id: ids.group_id, user_group_id: ids.user_group_id, user_id: ids.user_id })),
  programmeRead('POST /gapi usergroup (first load, not kept)', USER_GROUP, (ids) => ({ group_id: ids.group_id, user_group_id: ids.user_group_id, user_id: ids.user_id }), { firstLoad: true }),
  programmeRead('POST /gapi userlesson', USER_LESSON, (ids) => ({ group_id: ids.group_id, user_group_id: ids.user_group_id, lesson_id: ids.lesson_id, user_id: ids.user_id })),
  programmeRead('POST /gapi analyticsSearch', ANALYTICS_SEARCH, (ids) => ({ group_id: ids.group_id, user_group_id: ids.user_group_id, lesson_id: ids.lesson_id, user_id: ids.user_id })),
  programmeRead('POST /gapi lessonMeetingSearch', LESSON_MEETINGS, (ids) => ({ group_id: ids.group_id, lesson_id: ids.lesson_id, user_group_id: ids.user_group_id })),
];

/** @type {Scenario[]} */
export const mailboxReads = [
  // spec §7 GraphQL, issue 10: the mailbox every /messages screen reads, and the badge's poll.
  ownGraphqlRead('POST /gapi emails', EMAILS, 'the mailbox every /messages screen reads on open and every 15 s'),
  ownGraphqlRead('POST /gapi unreademails', UNREAD, 'the badge of every open app, asked every 15 s (decision 012)'),
];
