import type { RestRow } from './matrix-rows.ts';
import type { TargetData } from './matrix-people.ts';
import { TINY_PNG } from './rest-cases.ts';

// Issue 12: the content-editing routes in the authorisation matrix. Each names the target's tenant's
// course, lesson, category or idea (content-targets.ts): the coaches and admins of that tenant are
// granted, every client and anyone of another tenant refused (tenantContent).
const row = (method: 'GET' | 'POST', route: string, request: (d: TargetData) => { url: string; payload?: unknown; contentType?: string }): RestRow =>
  ({ route: `${method} ${route}`, policy: 'tenantContent', request });
const C = '/api/v1/coach/academy/courses/:id';
const I = '/api/v1/coach/idea-bank';
const course = (d: TargetData) => `/api/v1/coach/academy/courses/${d.content.courseId}`;
const lesson = (d: TargetData) => `${course(d)}/lessons/${d.content.lessonId}`;

function imageForm() {
  const b = 'matrixcontentimage';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`), TINY_PNG,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${b}` };
}

/**
 * In order: the reorder names every lesson, so it runs before lessons are added or deleted. New
 * ideas get slugs of their own ("matrix-content-idea-2"…), never a `matrix-idea-{userId}` slug
 * the idea-bank rows name in another tenant.
 */
export const contentRows = (): RestRow[] => [
  row('GET', C, (d) => ({ url: course(d) })),
  row('GET', `${C}/lessons/:lessonId`, (d) => ({ url: lesson(d) })),
  row('GET', `${I}/ideas/:id`, (d) => ({ url: `${I}/ideas/${d.content.ideaId}` })),
  row('POST', `${C}/lessons/order`, (d) => ({ url: `${course(d)}/lessons/order`, payload: { lesson_ids: d.content.lessonIds } })),
  row('POST', C, (d) => ({ url: course(d), payload: {} })),
  row('POST', `${C}/image`, (d) => ({ url: `${course(d)}/image`, ...imageForm() })),
  row('POST', `${C}/lessons`, (d) => ({ url: `${course(d)}/lessons`, payload: { title: 'Matrix lesson' } })),
  row('POST', `${C}/lessons/:lessonId`, (d) => ({ url: lesson(d), payload: {} })),
  row('POST', `${C}/lessons/:lessonId/delete`, (d) => ({ url: `${course(d)}/lessons/${d.content.spareLessonIds.pop()}/delete` })),
  row('POST', `${C}/delete`, (d) => ({ url: `/api/v1/coach/academy/courses/${d.content.spareCourseIds.pop()}/delete` })),
  row('POST', `${I}/categories/:id`, (d) => ({ url: `${I}/categories/${d.content.categoryId}`, payload: {} })),
  row('POST', `${I}/categories/:id/delete`, (d) => ({ url: `${I}/categories/${d.content.spareCategoryIds.pop()}/delete` })),
  row('POST', `${I}/ideas`, (d) => ({ url: `${I}/ideas`, payload: { title: 'Matrix content idea', category_id: d.content.categoryId } })),
  row('POST', `${I}/ideas/:id`, (d) => ({ url: `${I}/ideas/${d.content.ideaId}`, payload: {} })),
  row('POST', `${I}/ideas/:id/image`, (d) => ({ url: `${I}/ideas/${d.content.ideaId}/image`, ...imageForm() })),
  row('POST', `${I}/ideas/:id/delete`, (d) => ({ url: `${I}/ideas/${d.content.spareIdeaIds.pop()}/delete` })),
];
