import type { RestRow } from './matrix-rows.ts';
import type { TargetData } from './matrix-people.ts';
import { TINY_PNG } from './rest-cases.ts';

// Issue 12: the coach-programme routes in the authorisation matrix. Each names a group led by the
// target's coach (the target's own group, or the matrix group of programmes-targets.ts): its coach
// and an admin of the tenant are granted, every client and any other coach refused (leadsGroup).
const G = '/api/v1/coach/groups/:id';
const row = (method: 'GET' | 'POST', path: string, request: (d: TargetData) => { url: string; payload?: unknown; contentType?: string }): RestRow =>
  ({ route: `${method} ${G}${path}`, policy: 'leadsGroup', request });
const mine = (d: TargetData) => `/api/v1/coach/groups/${d.programmes.groupId}`;
const lesson = (d: TargetData) => `${mine(d)}/lessons/${d.programmes.lessonId}`;
const meeting = { meeting_time: '2099-02-01T10:00', time_zone: 'UTC' };

function imageForm() {
  const b = 'matrixgroupimage';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`), TINY_PNG,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${b}` };
}

/** In order: the reorder names every lesson, so it runs before lessons are added or deleted. */
export const programmesRows = (): RestRow[] => [
  row('GET', '', (d) => ({ url: `/api/v1/coach/groups/${d.groupId}` })),
  row('GET', '/lessons', (d) => ({ url: `/api/v1/coach/groups/${d.groupId}/lessons` })),
  row('GET', '/lessons/:lessonId', (d) => ({ url: `/api/v1/coach/groups/${d.groupId}/lessons/${d.lessonId}` })),
  row('GET', '/members', (d) => ({ url: `/api/v1/coach/groups/${d.groupId}/members` })),
  row('GET', '/candidates', (d) => ({ url: `/api/v1/coach/groups/${d.groupId}/candidates` })),
  row('GET', '/insight', (d) => ({ url: `/api/v1/coach/groups/${d.groupId}/insight` })),
  row('GET', '/insight.csv', (d) => ({ url: `/api/v1/coach/groups/${d.groupId}/insight.csv` })),
  row('GET', '/access', (d) => ({ url: `/api/v1/coach/groups/${d.groupId}/access` })),
  row('POST', '/lessons/order', (d) => ({ url: `${mine(d)}/lessons/order`, payload: { lesson_ids: d.programmes.lessonIds } })),
  row('POST', '', (d) => ({ url: mine(d), payload: {} })),
  row('POST', '/image', (d) => ({ url: `${mine(d)}/image`, ...imageForm() })),
  row('POST', '/lessons', (d) => ({ url: `${mine(d)}/lessons`, payload: { title: 'Matrix lesson' } })),
  row('POST', '/lessons/:lessonId', (d) => ({ url: lesson(d), payload: {} })),
  row('POST', '/lessons/:lessonId/delete', (d) => ({ url: `${mine(d)}/lessons/${d.programmes.spareLessonIds.pop()}/delete` })),
  row('POST', '/lessons/:lessonId/resources', (d) => ({ url: `${lesson(d)}/resources`, payload: { resources: [] } })),
  row('POST', '/lessons/:lessonId/meetings', (d) => ({ url: `${lesson(d)}/meetings`, payload: meeting })),
  row('POST', '/lessons/:lessonId/meetings/:meetingId', (d) => ({ url: `${lesson(d)}/meetings/${d.programmes.meetingId}`, payload: meeting })),
  row('POST', '/lessons/:lessonId/meetings/:meetingId/delete', (d) => ({ url: `${lesson(d)}/meetings/${d.programmes.spareMeetingIds.pop()}/delete` })),
  row('POST', '/lessons/:lessonId/access', (d) => ({ url: `${lesson(d)}/access`, payload: { open: true, user_id: d.user.id } })),
  row('POST', '/members', (d) => ({ url: `/api/v1/coach/groups/${d.programmes.addGroupIds.pop()}/members`, payload: { user_id: d.user.id } })),
  row('POST', '/members/:userId/payment', (d) => ({ url: `${mine(d)}/members/${d.user.id}/payment`, payload: { paid: true } })),
  row('POST', '/members/:userId/remove', (d) => ({ url: `/api/v1/coach/groups/${d.programmes.removeGroupIds.pop()}/members/${d.user.id}/remove` })),
];
