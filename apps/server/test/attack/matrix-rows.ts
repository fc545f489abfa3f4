import type { Policy, TargetData } from './matrix-people.ts';
import { TINY_PNG } from './rest-cases.ts';
import { planWorkRows } from './plan-work-rows.ts';
import { filesRows } from './files-rows.ts';
import { coachClientsRows } from './coach-clients-rows.ts';
import { adminRows } from './admin-rows.ts';
import { coachSideRows } from './coach-side-rows.ts';
import { programmesRows } from './programmes-rows.ts';
import { contentRows } from './content-rows.ts';
import { coachWorkRows } from './coach-work-rows.ts';
import { bookingRows } from './booking-rows.ts';
import { exportRows } from './export-rows.ts';
import { passkeyRows } from './passkey-rows.ts';

// Every id-taking route and /gapi field of the authorisation matrix: the request that names a
// target's data, and the policy that says who may make it (matrix-people.ts POLICIES).

export interface RestRow {
  route: string; policy: Policy; owner?: 'user' | 'assessmentOwner';
  /**
   * For a route that refuses data named in its body or query with a 422 on that field (docs/api.md "Booking"
   * and "Coach: sessions"): field → the messages that mean "not yours". Only such a 422 is refused.
   */
  refusedWith?: Record<string, readonly string[]>;
  request(d: TargetData): { url: string; payload?: unknown; contentType?: string };
}
export interface GraphqlRow {
  field: string; policy: Policy; owner?: 'user' | 'assessmentOwner';
  query: string; variables(d: TargetData): Record<string, unknown>;
}

function photoForm(userId: number) {
  const b = 'matrixboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${Buffer.from(String(userId)).toString('base64')}\r\n`),
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`), TINY_PNG,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${b}` };
}
const batch = (d: TargetData) => ({ user_id: d.user.id, data: [{ id: 'matrix', seen: true }] });

/** In order: the payment rows run create-intent, then studentpaid, then confirm (which pays). */
export const REST_ROWS: RestRow[] = [
  { route: 'POST /api/v1/students/update/:id', policy: 'self', request: (d) => ({ url: `/api/v1/students/update/${d.user.id}`, payload: { first_name: d.user.firstName, last_name: d.user.lastName } }) },
  { route: 'POST /api/v1/students/updatetwo/:id', policy: 'self', request: (d) => ({ url: `/api/v1/students/updatetwo/${d.user.id}`, payload: {} }) },
  { route: 'POST /api/v1/student/profilephoto/update', policy: 'self', request: (d) => ({ url: '/api/v1/student/profilephoto/update', ...photoForm(d.user.id) }) },
  { route: 'POST /api/v1/clientportal/schedule/', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/schedule/', payload: { user_id: d.user.id } }) },
  { route: 'POST /api/v1/clientportal/coach/profile/', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/coach/profile/', payload: { user_id: d.user.id } }) },
  { route: 'POST /api/v1/clientportal/metrics/list/', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/metrics/list/', payload: { user_id: d.user.id } }) },
  { route: 'POST /api/v1/clientportal/metrics/save', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/metrics/save', payload: { user_id: d.user.id, name: 'Matrix' } }) },
  { route: 'POST /api/v1/clientportal/metrics/update', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/metrics/update', payload: { user_id: d.user.id, metric_id: d.metricId, target: 1 } }) },
  { route: 'POST /api/v1/coachingportal/metrics/share/', policy: 'actFor', request: (d) => ({ url: '/api/v1/coachingportal/metrics/share/', payload: { user_id: d.user.id, metric_id: d.metricId } }) },
  { route: 'POST /api/v1/assessments/company/simple/', policy: 'actFor', owner: 'assessmentOwner', request: (d) => ({ url: '/api/v1/assessments/company/simple/', payload: { user_id: d.assessmentOwner.id } }) },
  { route: 'POST /api/v1/assessments/analysis/:id', policy: 'actFor', owner: 'assessmentOwner', request: (d) => ({ url: `/api/v1/assessments/analysis/${d.assessmentId}` }) },
  { route: 'GET /api/v1/priorities/implementation/:id', policy: 'actFor', owner: 'assessmentOwner', request: (d) => ({ url: `/api/v1/priorities/implementation/${d.assessmentId}` }) },
  { route: 'POST /api/v1/coachingportal/implementation/show/', policy: 'actFor', owner: 'assessmentOwner', request: (d) => ({ url: '/api/v1/coachingportal/implementation/show/', payload: { assessment_id: d.assessmentId } }) },
  ...(['add', 'remove'] as const).map((op): RestRow => ({
    route: `POST /api/v1/coachingportal/implementation/checked/${op}/`, policy: 'self', owner: 'assessmentOwner',
    request: (d) => ({ url: `/api/v1/coachingportal/implementation/checked/${op}/`, payload: { assessment_id: d.assessmentId, lesson_id: d.checkLessonId, item: d.itemKey } }),
  })),
  { route: 'POST /api/v1/training-analytics/', policy: 'self', request: (d) => ({ url: '/api/v1/training-analytics/', payload: batch(d) }) },
  { route: 'POST /api/v1/flashcoaching', policy: 'self', request: (d) => ({ url: '/api/v1/flashcoaching', payload: batch(d) }) },
  { route: 'POST /api/v1/lessons/recording/', policy: 'actFor', request: (d) => ({ url: '/api/v1/lessons/recording/', payload: { lesson_id: d.lessonId, user_group_id: d.userGroupId } }) },
  { route: 'POST /api/v1/clientportal/notes/', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/notes/', payload: { user_id: d.user.id } }) },
  { route: 'POST /api/v1/clientportal/store/note/', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/store/note/', payload: { user_id: d.user.id, title: 'Matrix' } }) },
  { route: 'POST /api/v1/clientportal/edit/note/', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/edit/note/', payload: { user_id: d.user.id, id: d.noteId, title: 'Matrix' } }) },
  // Each call names a note of its own: a granted delete uses one up, and the next caller must find theirs.
  { route: 'POST /api/v1/clientportal/delete/note/', policy: 'actFor', request: (d) => ({ url: '/api/v1/clientportal/delete/note/', payload: { user_id: d.user.id, id: d.spareNoteIds.pop() } }) },
  ...planWorkRows(),
  ...filesRows(),
  ...coachClientsRows(),
  ...adminRows(),
  ...coachSideRows(),
  ...programmesRows(),
  ...contentRows(),
  ...coachWorkRows(),
  ...bookingRows(),
  ...exportRows(),
  ...passkeyRows(),
  { route: 'GET /api/v1/academy/courses/:id', policy: 'academy', request: (d) => ({ url: `/api/v1/academy/courses/${d.courseId}` }) },
  { route: 'GET /api/v1/idea-bank/ideas/:slug', policy: 'sameTenant', request: (d) => ({ url: `/api/v1/idea-bank/ideas/${d.idea.slug}` }) },
  { route: 'POST /api/v1/idea-bank/favourites', policy: 'sameTenant', request: (d) => ({ url: '/api/v1/idea-bank/favourites', payload: { idea_id: d.idea.id, favourite: true } }) },
  { route: 'POST /api/auth/login-links', policy: 'issuesLinks', request: (d) => ({ url: '/api/auth/login-links', payload: { email: d.user.email } }) },
  { route: 'POST /integrations/stripe/create-intent', policy: 'self', request: (d) => ({ url: '/integrations/stripe/create-intent', payload: { user_group_id: d.unpaidUserGroupId ?? d.userGroupId } }) },
  { route: 'POST /api/v1/users/studentpaid/', policy: 'self', request: (d) => ({ url: '/api/v1/users/studentpaid/', payload: { user_group_id: d.unpaidUserGroupId ?? d.userGroupId, payment_id: d.payment?.paymentId ?? 'pi_none' } }) },
  { route: 'POST /integrations/test-provider/confirm', policy: 'self', request: (d) => ({ url: '/integrations/test-provider/confirm', payload: { client_secret: d.payment?.clientSecret ?? 'none', card_number: '4242 4242 4242 4242', exp: '12/40', cvc: '123' } }) },
  { route: 'POST /send/mail', policy: 'writesTo', request: (d) => ({ url: '/send/mail', payload: { to_user_id: d.user.id, subject: 'Matrix', body: 'Matrix' } }) },
  // The download first: the delete then uses the same mail up, for each party in turn.
  { route: 'POST /download/mail', policy: 'mailParty', request: (d) => ({ url: '/download/mail', payload: { id: d.attachmentId } }) },
  { route: 'POST /delete/mail', policy: 'mailParty', request: (d) => ({ url: '/delete/mail', payload: { id: d.spareMailIds.rest } }) },
  { route: 'POST /api/auth/sessions/:id/end', policy: 'self', request: (d) => ({ url: `/api/auth/sessions/${d.sessionId}/end` }) },
];

const group = (d: TargetData) => ({ g: d.groupId, ug: d.userGroupId, l: d.lessonId, u: d.user.id });
export const GRAPHQL_ROWS: GraphqlRow[] = [
  // A mailbox is its owner's only (docs/domain.md "Mail"): the coach has their own copy.
  { field: 'unreademails', policy: 'self', query: 'query ($u: ID!) { unreademails(user_id: $u) }', variables: (d) => ({ u: d.user.id }) },
  { field: 'emails', policy: 'self', query: 'query ($u: ID!) { emails(user_id: $u) { id } }', variables: (d) => ({ u: d.user.id }) },
  { field: 'member', policy: 'actFor', query: 'query ($u: ID!) { member(user_id: $u) { id groups { id } } }', variables: (d) => ({ u: d.user.id }) },
  { field: 'group', policy: 'actFor', query: 'query ($g: ID!, $ug: ID) { group(id: $g, user_group_id: $ug) { id } }', variables: group },
  { field: 'usergroup', policy: 'actFor', query: 'query ($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { id } }', variables: group },
  { field: 'userlesson', policy: 'actFor', query: 'query ($g: ID!, $ug: ID!, $l: ID!) { userlesson(group_id: $g, user_group_id: $ug, lesson_id: $l) { id } }', variables: group },
  { field: 'analyticsSearch', policy: 'actFor', query: 'query ($g: ID!, $ug: ID!, $l: ID!, $u: ID!) { analyticsSearch(group_id: $g, user_group_id: $ug, lesson_id: $l, user_id: $u) { id } }', variables: group },
  { field: 'lessonMeetingSearch', policy: 'actFor', query: 'query ($g: ID!, $ug: ID) { lessonMeetingSearch(group_id: $g, user_group_id: $ug) { id } }', variables: group },
  { field: 'manageAnalytics', policy: 'self', query: 'mutation ($g: ID!, $ug: ID!, $l: ID!, $u: ID!) { manageAnalytics(group_id: $g, user_group_id: $ug, lesson_id: $l, user_id: $u, notes: "matrix") { success } }', variables: group },
  { field: 'markEmailRead', policy: 'self', query: 'mutation ($id: ID!) { markEmailRead(id: $id) { success } }', variables: (d) => ({ id: d.emailId }) },
  // The target's own mailbox and a mail in it: only its owner deletes it.
  { field: 'deleteEmails', policy: 'self', query: 'mutation ($u: ID!, $ids: [String!]!) { deleteEmails(user_id: $u, ids: $ids) { id } }', variables: (d) => ({ u: d.user.id, ids: [String(d.spareMailIds.graphql)] }) },
];
