import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CoachFlashArea, CoachFlashLesson, CoachFlashReply, focusAreaInUseMessage, LessonPageState, PlanAccessReply } from '@portal/contract';
import { boardCards } from '../src/db/schema/index.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 12 flash coaching: the coach keeps a client's assessments, focus areas and lessons and opens
// or closes each focus area; the client's /lessons reads and actionsteps/access show it at once.
describe.each(backends())('coach flash coaching for a client (%s)', (backend) => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    for (const who of ['coach', 'coach2', 'flash', 'admin']) auth[who] = (await signIn(t, `${who}@demo.test`)).auth;
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: auth[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const F = () => `/api/v1/coach/clients/${t.demo.flash.id}/flash`;
  const lessonsSeen = async (assessmentId: number) => {
    const res = await call('flash', 'POST', '/api/v1/coachingportal/implementation/show/', { assessment_id: assessmentId });
    expect(res.status).toBe(200);
    return LessonPageState.parse(res.body.data).lessons;
  };
  const openAreas = async () => PlanAccessReply.parse((await call('flash', 'POST', '/api/v1/actionsteps/access', {})).body.data).focus_areas;
  let assessmentId = 0;
  let area: CoachFlashArea;
  let lesson: CoachFlashLesson;

  it('creates an assessment, a focus area and a lesson with its content cleaned', async () => {
    const made = await call('coach', 'POST', `${F()}/assessments`, { title: 'Spring review' });
    expect(made.status).toBe(201);
    assessmentId = made.body.data.id;
    const added = await call('coach', 'POST', `${F()}/assessments/${assessmentId}/areas`, { name: 'Cash flow', description: 'Know the numbers.' });
    expect(added.status).toBe(201);
    area = CoachFlashArea.parse(added.body.data);
    expect(area).toMatchObject({ path: 'cash-flow', name: 'Cash flow', open: false, lessons: [] });
    const second = await call('coach', 'POST', `${F()}/assessments/${assessmentId}/areas`, { name: 'Cash  flow!' });
    expect(second.body.data.path).toBe('cash-flow-2');
    const l = await call('coach', 'POST', `${F()}/areas/${area.id}/lessons`, {
      title: 'Weekly forecast', content: '<p>Plan <strong>ahead</strong></p><script>alert(1)</script>', items: ['Open the sheet', 'Fill in the week'],
    });
    expect(l.status).toBe(201);
    lesson = CoachFlashLesson.parse(l.body.data);
    expect(lesson.content_html).toBe('<p>Plan <strong>ahead</strong></p>');
    expect(lesson.items).toEqual([{ key: 'item-1', label: 'Open the sheet' }, { key: 'item-2', label: 'Fill in the week' }]);
    const list = CoachFlashReply.parse((await call('coach', 'GET', F())).body.data);
    const mine = list.assessments.find((a) => a.id === assessmentId);
    expect(mine?.areas.map((a) => [a.name, a.lessons.map((x) => x.title)])).toEqual([['Cash flow', ['Weekly forecast']], ['Cash  flow!', []]]);
  });

  it('opens the focus area: the client sees its lessons at once; closed again, they are locked and gone from access', async () => {
    expect((await lessonsSeen(assessmentId)).find((x) => x.id === lesson.id)?.locked).toBe(true);
    const opened = await call('coach', 'POST', `${F()}/areas/${area.id}/access`, { open: true });
    expect(opened.status).toBe(200);
    expect(opened.body.data.open).toBe(true);
    expect((await lessonsSeen(assessmentId)).find((x) => x.id === lesson.id)).toMatchObject({ locked: false, title: 'Weekly forecast' });
    expect((await openAreas()).map((a) => a.path)).toContain('cash-flow');
    expect((await call('coach', 'POST', `${F()}/areas/${area.id}/access`, { open: false })).body.data.open).toBe(false);
    expect((await lessonsSeen(assessmentId)).find((x) => x.id === lesson.id)?.locked).toBe(true);
    expect((await openAreas()).filter((a) => a.assessment_id === assessmentId)).toEqual([]);
  });

  it('edits a lesson keeping the keys of unchanged items, edits and deletes areas and lessons', async () => {
    const edited = await call('admin', 'POST', `${F()}/lessons/${lesson.id}`, { title: 'Forecast', items: ['Fill in the week', 'Send it'] });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Forecast', content_html: '', items: [{ key: 'item-2', label: 'Fill in the week' }, { key: 'item-3', label: 'Send it' }] });
    const renamed = await call('coach', 'POST', `${F()}/areas/${area.id}`, { name: 'Cash', description: '' });
    expect(renamed.body.data).toMatchObject({ name: 'Cash', path: 'cash-flow', description: '' });
    expect((await call('coach', 'POST', `${F()}/lessons/${lesson.id}/delete`)).body.data).toEqual({ id: lesson.id });
    expect((await call('coach', 'POST', `${F()}/lessons/${lesson.id}/delete`)).status).toBe(404);
    expect((await call('coach', 'POST', `${F()}/areas/${area.id}/delete`)).status).toBe(200);
    const list = CoachFlashReply.parse((await call('coach', 'GET', F())).body.data);
    expect(list.assessments.find((a) => a.id === assessmentId)?.areas.map((a) => a.path)).toEqual(['cash-flow-2']);
  });

  it("refuses to delete a focus area the client has cards on (409), keeping their work; without cards it goes", async () => {
    const made = await call('coach', 'POST', `${F()}/assessments/${assessmentId}/areas`, { name: 'Hiring' });
    const hiring = CoachFlashArea.parse(made.body.data);
    expect((await call('coach', 'POST', `${F()}/areas/${hiring.id}/access`, { open: true })).status).toBe(200);
    const card = await call('flash', 'POST', '/api/v1/clientportal/implementations/add/', { assessment_id: assessmentId, path: hiring.path, title: 'Write the job ad' });
    expect(card.status).toBe(200);
    const refused = await call('coach', 'POST', `${F()}/areas/${hiring.id}/delete`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(focusAreaInUseMessage(t.demo.flash.firstName, 1));
    expect((await openAreas()).map((a) => a.path)).toContain(hiring.path);
    const steps = await call('flash', 'POST', '/api/v1/impcoaching/steps/', { assessment_id: assessmentId, path: hiring.path, board: 'action_steps' });
    expect(steps.body.data.map((c: { title: string }) => c.title)).toEqual(['Write the job ad']);
    // Closed, the area and the client's card stay; with no card on it, it can go.
    expect((await call('coach', 'POST', `${F()}/areas/${hiring.id}/access`, { open: false })).status).toBe(200);
    await t.database.db.delete(boardCards).where(and(eq(boardCards.userId, t.demo.flash.id), eq(boardCards.path, hiring.path)));
    expect((await call('coach', 'POST', `${F()}/areas/${hiring.id}/delete`)).status).toBe(200);
  });

  it('keeps other coaches out (404), clients out (403), and answers bad input with field messages', async () => {
    expect((await call('coach2', 'GET', F())).status).toBe(404);
    expect((await call('coach2', 'POST', `${F()}/assessments`, { title: 'x' })).status).toBe(404);
    expect((await call('flash', 'GET', F())).status).toBe(403);
    expect((await call('flash', 'POST', `${F()}/assessments`, { title: 'x' })).status).toBe(403);
    const bad = await call('coach', 'POST', `${F()}/assessments`, { title: ' ', currency_id: 999999 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.title).toEqual(['Title is required.']);
    expect((await call('coach', 'POST', `${F()}/assessments`, { title: 'Ok', currency_id: 999999 })).status).toBe(422);
    const badArea = await call('coach', 'POST', `${F()}/assessments/${assessmentId}/areas`, { name: '' });
    expect(badArea.body.error.name).toEqual(['Name is required.']);
    expect((await call('coach', 'POST', `${F()}/areas/${area.id}/lessons`, { title: 'x', items: 'one' })).status).toBe(422);
    expect((await call('coach', 'POST', `${F()}/areas/999999/access`, { open: 'yes' })).status).toBe(422);
    expect((await call('coach', 'POST', `${F()}/areas/999999/access`, { open: true })).status).toBe(404);
  });
});
