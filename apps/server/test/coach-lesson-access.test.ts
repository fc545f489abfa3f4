import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GroupAccessOverview, type LessonAccessOverview } from '@portal/contract';
import { memberGroupLessons } from '../src/db/schema/index.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// The coach sees who can open each lesson now and why not, by the members' own rule
// (docs/domain.md "Lesson access"), and publishes a lesson and opens it for everyone in one go.
describe.each(backends())('coach: who can open a lesson (%s)', (backend) => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const ids = { group: 0, free: 0, paid: 0, ug: {} as Record<string, number> };
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    for (const who of ['coach', 'coach2', 'client', 'peer', 'flash']) auth[who] = (await signIn(t, `${who}@demo.test`)).auth;
  });
  afterAll(async () => { await t.close(); });

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: auth[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  const G = () => `/api/v1/coach/groups/${ids.group}`;
  const overview = async () => GroupAccessOverview.parse((await call('coach', 'GET', `${G()}/access`)).body.data);
  const memberIds = () => ({ peer: t.demo.peer.id, flash: t.demo.flash.id });
  /** Each member's blocks for a lesson of the overview, by who they are. */
  const blocksOf = (lesson: LessonAccessOverview) =>
    Object.fromEntries(Object.entries(memberIds()).map(([who, id]) => [who, lesson.members.find((m) => m.user_id === id)!.blocks]));
  /** What the member's own page says (GraphQL usergroup): lesson id → lesson_access, published lessons only. */
  const memberSees = async (who: 'peer' | 'flash') => {
    const res = await call(who, 'POST', '/gapi', {
      query: 'query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { userlessons { id lesson_access } } }',
      variables: { g: String(ids.group), ug: String(ids.ug[who]) },
    });
    return Object.fromEntries((res.body.data.usergroup.userlessons as { id: string; lesson_access: number }[]).map((l) => [Number(l.id), l.lesson_access]));
  };
  /** The coach's overview and the member's page agree on every published lesson, for every member. */
  const expectAgreement = async () => {
    const list = await overview();
    for (const who of ['peer', 'flash'] as const) {
      const seen = await memberSees(who);
      const expected = Object.fromEntries(list.filter((l) => l.published)
        .map((l) => [l.lesson_id, l.members.find((m) => m.user_id === memberIds()[who])!.can_open ? 1 : 0]));
      expect(seen, who).toEqual(expected);
    }
  };

  beforeAll(async () => {
    const group = await call('coach', 'POST', '/api/v1/coach/groups', { title: 'Pricing Lab', price: '250' });
    ids.group = group.body.data.id;
    // peer@ has not paid (the group has a price), flash@ is let in as active
    await call('coach', 'POST', `${G()}/members`, { user_id: t.demo.peer.id });
    const added = await call('coach', 'POST', `${G()}/members`, { user_id: t.demo.flash.id, status: 'active' });
    for (const m of added.body.data as { user_id: number; user_group_id: number }[]) {
      ids.ug[m.user_id === t.demo.peer.id ? 'peer' : 'flash'] = m.user_group_id;
    }
    ids.free = (await call('coach', 'POST', `${G()}/lessons`, { title: 'Price anchors', free_lesson: true })).body.data.id;
    ids.paid = (await call('coach', 'POST', `${G()}/lessons`, { title: 'Raise prices' })).body.data.id;
  });

  it('gives every reason a member cannot open each lesson, as the member\'s own page counts it', async () => {
    let list = await overview();
    expect(list.map((l) => [l.lesson_id, l.title, l.published, l.free_lesson])).toEqual([
      [ids.free, 'Price anchors', false, true], [ids.paid, 'Raise prices', false, false],
    ]);
    expect(blocksOf(list[0]!)).toEqual({ peer: ['not_published', 'not_opened'], flash: ['not_published', 'not_opened'] });
    expect(blocksOf(list[1]!)).toEqual({ peer: ['not_published', 'unpaid', 'not_opened'], flash: ['not_published', 'not_opened'] });

    // published and free, never opened: still locked for everyone, and the coach sees why
    expect((await call('coach', 'POST', `${G()}/lessons/${ids.free}`, { published: true })).status).toBe(200);
    list = await overview();
    expect(blocksOf(list[0]!)).toEqual({ peer: ['not_opened'], flash: ['not_opened'] });
    await expectAgreement();

    // opened for flash@ alone
    await call('coach', 'POST', `${G()}/lessons/${ids.free}/access`, { open: true, user_id: t.demo.flash.id });
    list = await overview();
    expect(list[0]!.members.find((m) => m.user_id === t.demo.flash.id)).toMatchObject({ can_open: true, blocks: [] });
    await expectAgreement();
  });

  it('publishes a lesson and opens it for every member in one go; an unpaid member still waits for a paid lesson', async () => {
    const res = await call('coach', 'POST', `${G()}/lessons/${ids.paid}`, { published: true, open_for_all: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ published: true, open_count: 2, member_count: 2 });
    const copies = await t.database.db.select().from(memberGroupLessons)
      .where(and(eq(memberGroupLessons.lessonId, ids.paid), eq(memberGroupLessons.groupId, ids.group)));
    expect(copies.map((c) => c.lessonAccess)).toEqual([1, 1]);
    const list = await overview();
    expect(blocksOf(list[1]!)).toEqual({ peer: ['unpaid'], flash: [] });
    await expectAgreement();
  });

  it('refuses opening for all without publishing, and keeps the overview to the group\'s coach', async () => {
    const bad = await call('coach', 'POST', `${G()}/lessons/${ids.free}`, { open_for_all: true });
    expect(bad.status).toBe(422);
    expect(bad.body.error.open_for_all).toBeDefined();
    expect((await call('coach', 'POST', `${G()}/lessons/${ids.free}`, { published: false, open_for_all: true })).status).toBe(422);
    expect((await call('coach2', 'GET', `${G()}/access`)).status).toBe(404);
    expect((await call('client', 'GET', `${G()}/access`)).status).toBe(403);
    expect((await call('coach', 'GET', '/api/v1/coach/groups/999999/access')).status).toBe(404);
  });
});
