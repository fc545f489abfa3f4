import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { academyCourses } from '../src/db/schema/index.ts';
import { buildTenant } from '../src/db/seed/builders.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// spec §2 /business-academy (only with business_academy, §6).
describe.each(backends())('business academy (%s)', (backend) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  let otherTenantCourse = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const who of ['client', 'peer']) as[who] = (await signIn(t, `${who}@demo.test`)).auth;
    await buildTenant(t.database.db, 901, 'Elsewhere Coaching', 'support@elsewhere.test');
    const [c] = await t.database.db.insert(academyCourses).values({ tenantId: 901, title: 'Not for tenant 226' }).returning();
    otherTenantCourse = c!.id;
  });
  afterAll(async () => { await t.close(); });

  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as[who] });

  it('lists the catalogue in order with lesson counts', async () => {
    const res = await get('client', '/api/v1/academy/courses');
    expect(res.statusCode).toBe(200);
    const courses = res.json().data;
    expect(courses.length).toBeGreaterThanOrEqual(3);
    expect(courses.map((c: { order: number }) => c.order)).toEqual([...courses.map((c: { order: number }) => c.order)].sort((a, b) => a - b));
    for (const c of courses) {
      expect(c.total_lessons).toBeGreaterThanOrEqual(3);
      expect(c.image).toMatch(/^\/files\/programmes\/.+\.webp$/);
    }
    expect(courses.map((c: { title: string }) => c.title)).not.toContain('Not for tenant 226');
  });

  it('answers one course with its lessons in order', async () => {
    const [first] = (await get('client', '/api/v1/academy/courses')).json().data;
    const res = await get('client', `/api/v1/academy/courses/${first.id}`);
    expect(res.statusCode).toBe(200);
    const course = res.json().data;
    expect(course).toMatchObject({ id: first.id, title: first.title, total_lessons: course.lessons.length });
    expect(course.lessons.map((l: { order: number }) => l.order)).toEqual(course.lessons.map((_: unknown, i: number) => i + 1));
    expect(course.lessons[0].body).toContain('<p>');
  });

  it('refuses users without the business_academy flag with 403', async () => {
    for (const url of ['/api/v1/academy/courses', '/api/v1/academy/courses/1']) {
      const res = await get('peer', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
  });

  it("answers 404 for unknown and other tenants' courses, 422 for a malformed id", async () => {
    expect((await get('client', '/api/v1/academy/courses/999999')).statusCode).toBe(404);
    expect((await get('client', `/api/v1/academy/courses/${otherTenantCourse}`)).statusCode).toBe(404);
    expect((await get('client', '/api/v1/academy/courses/abc')).statusCode).toBe(422);
  });
});
