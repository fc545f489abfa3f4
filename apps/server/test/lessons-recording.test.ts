import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/contract';
import { groups, lessons, userGroups } from '../src/db/schema/index.ts';
import { DEMO_GROUP_SLUGS } from '../src/db/seed/demo-programmes.ts';
import { RECORDING_MESSAGES } from '../src/modules/lessons/recording-service.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// spec §7 POST /api/v1/lessons/recording/.
describe.each(backends())('POST /api/v1/lessons/recording/ (%s)', (backend) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  const ids = { g: 0, ug: 0, running: [] as number[], finished: [] as number[] };
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const who of ['client', 'peer', 'coach']) as[who] = (await signIn(t, `${who}@demo.test`)).auth;
    const db = t.database.db;
    const lessonsOf = async (slug: string) => {
      const [g] = await db.select().from(groups).where(eq(groups.slug, slug));
      return { g: g!.id, ids: (await db.select().from(lessons).where(eq(lessons.groupId, g!.id)).orderBy(asc(lessons.lessonOrder))).map((l) => l.id) };
    };
    const running = await lessonsOf(DEMO_GROUP_SLUGS.running);
    const [ug] = await db.select().from(userGroups).where(and(eq(userGroups.groupId, running.g), eq(userGroups.userId, t.demo.client.id)));
    Object.assign(ids, { g: running.g, ug: ug!.id, running: running.ids, finished: (await lessonsOf(DEMO_GROUP_SLUGS.finished)).ids });
  });
  afterAll(async () => { await t.close(); });

  const post = (who: string | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/lessons/recording/', headers: who ? as[who] : {}, payload });

  it("answers the recording of an open lesson in the caller's user group, by user group or by group", async () => {
    const res = await post('client', { lesson_id: ids.running[0], user_group_id: ids.ug });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, data: { lesson_id: ids.running[0], user_group_id: ids.ug, recording_url: expect.stringMatching(/^\/files\/programmes\/.+\.wav$/) } });
    const byGroup = await post('client', { lesson_id: String(ids.running[0]), group_id: String(ids.g) });
    expect(byGroup.json().data).toEqual(body.data);
    const file = await t.app.inject({ method: 'GET', url: body.data.recording_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });

  it("lets the coach fetch their client's recording", async () => {
    expect((await post('coach', { lesson_id: ids.running[1], user_group_id: ids.ug })).statusCode).toBe(200);
  });

  it('answers 404 for a lesson without a recording or outside the user group', async () => {
    const none = await post('client', { lesson_id: ids.running[4], user_group_id: ids.ug });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ status: 404, message: RECORDING_MESSAGES.none });
    const elsewhere = await post('client', { lesson_id: ids.finished[0], user_group_id: ids.ug });
    expect(elsewhere.statusCode).toBe(404);
    expect((await post('client', { lesson_id: 999999, user_group_id: ids.ug })).json()).toEqual(elsewhere.json());
  });

  it("answers 403 for a locked lesson, and for another member's or an unknown user group alike", async () => {
    const locked = await post('client', { lesson_id: ids.running[5], user_group_id: ids.ug });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(RECORDING_MESSAGES.locked);
    const other = await post('peer', { lesson_id: ids.running[0], user_group_id: ids.ug });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ status: 403, error: MESSAGES.forbidden, message: MESSAGES.forbidden });
    expect((await post('peer', { lesson_id: ids.running[0], user_group_id: 999999 })).json()).toEqual(other.json());
  });

  it('answers bad bodies with 422 field errors and no token with 401', async () => {
    const bad = await post('client', { lesson_id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error)).toEqual(['lesson_id']);
    const noGroup = await post('client', { lesson_id: ids.running[0] });
    expect(noGroup.statusCode).toBe(422);
    expect(Object.keys(noGroup.json().error)).toEqual(['user_group_id']);
    expect((await post(null, { lesson_id: ids.running[0], user_group_id: ids.ug })).statusCode).toBe(401);
  });
});
