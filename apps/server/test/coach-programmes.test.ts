import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { groups, lessons, memberGroupLessons, ROLE, userGroups, users } from '../src/db/schema/index.ts';
import { buildTenant, buildUser } from '../src/db/seed/builders.ts';
import { DEMO_GROUP_SLUGS } from '../src/db/seed/demo-programmes.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { multipartBody } from './support/multipart.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { TINY_PNG } from './attack/rest-cases.ts';

// Issue 12 Programmes: the coach creates and edits groups and lessons, adds clients, opens lessons,
// and reads the group's insight; another coach, another tenant and clients reach none of it.
describe.each(backends())('coach programmes (%s)', (backend) => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const ids = { group: 0, lessons: [] as number[], peerUg: 0, flashUg: 0, otherClient: 0, otherGroup: 0, otherTenantGroup: 0 };
  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    const other = await seedOtherCoach(db, dataDirStorage(t.dataDir), t.demo);
    ids.otherClient = other.client.id;
    ids.otherGroup = (await db.select().from(groups).where(eq(groups.coachId, other.coach.id)).limit(1))[0]!.id;
    await buildTenant(db, 900, 'Other Coaching Co', 'support@other.test');
    await buildUser(db, { tenantId: 900, email: 'coach@other.test', password: DEMO_PASSWORD, roleId: ROLE.coach });
    for (const who of ['coach', 'coach2', 'client', 'peer', 'flash', 'admin']) auth[who] = (await signIn(t, `${who}@demo.test`)).auth;
    auth.otherTenant = (await signIn(t, 'coach@other.test', DEMO_PASSWORD, { 'x-tenant-id': '900' })).auth;
  });
  afterAll(async () => { await t.close(); });

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: auth[who], ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.json(), res };
  };
  const gql = async (who: string, query: string, variables: object) =>
    (await t.app.inject({ method: 'POST', url: '/gapi', headers: auth[who], payload: { query, variables } })).json();
  const G = (id = ids.group) => `/api/v1/coach/groups/${id}`;

  it('creates a group with a slug of its own, cleaned description and counts, and lists it', async () => {
    const body = {
      title: 'Cash Flow Clinic', description: '<p>Six weeks.</p><script>alert(1)</script>', meets_on: 'Mondays 9:00 AM',
      start_date: '2025-01-06', end_date: '2025-02-10', price: '', payment_frequency: 'monthly', is_recurring: true,
      intro_video: 'https://video.test/intro.mp4',
    };
    const first = await call('coach', 'POST', '/api/v1/coach/groups', body);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      title: 'Cash Flow Clinic', name: 'Cash Flow Clinic', slug: 'cash-flow-clinic', description: '<p>Six weeks.</p>', price: null,
      payment_frequency: 'monthly', is_recurring: true, template: false, status: 'upcoming', coach_id: t.demo.coach.id,
      member_count: 0, lesson_count: 0, published_count: 0, currency: 'usd',
    });
    ids.group = first.body.data.id;
    const second = await call('coach', 'POST', '/api/v1/coach/groups', { title: 'Cash flow clinic!', price: '250' });
    expect(second.body.data).toMatchObject({ slug: 'cash-flow-clinic-2', price: '250.00' });
    const list = await call('coach', 'GET', '/api/v1/coach/groups');
    const titles = list.body.data.map((g: { title: string }) => g.title);
    expect(titles).toEqual(expect.arrayContaining(['Cash Flow Clinic', 'Profit Accelerator']));
    expect(list.body.data.map((g: { id: number }) => g.id)).not.toContain(ids.otherGroup);
    const running = list.body.data.find((g: { slug: string }) => g.slug === DEMO_GROUP_SLUGS.running);
    expect(running).toMatchObject({ member_count: 2, lesson_count: 6, published_count: 6 });
    // another coach's groups are not listed; an admin sees every group of the tenant
    expect((await call('coach2', 'GET', '/api/v1/coach/groups')).body.data.map((g: { id: number }) => g.id)).not.toContain(ids.group);
    expect((await call('admin', 'GET', '/api/v1/coach/groups')).body.data.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining([ids.group, ids.otherGroup]));
  });

  it('answers bad group input 422 with field messages', async () => {
    const bad = await call('coach', 'POST', '/api/v1/coach/groups', {
      title: ' ', price: '12.345', start_date: '2025-02-01', end_date: '2025-01-01', intro_video: 'javascript:alert(1)', payment_frequency: 'daily',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error).sort()).toEqual(['end_date', 'intro_video', 'payment_frequency', 'price', 'title']);
    expect(bad.body.error.title).toEqual(['Title is required.']);
    const late = await call('coach', 'POST', G(), { end_date: '2024-12-01' });
    expect(late.status).toBe(422);
    expect(late.body.error.end_date).toEqual(['The end date must not be before the start date.']);
  });

  it('updates only the fields named; a cleared name becomes the title', async () => {
    const res = await call('coach', 'POST', G(), { meets_on: 'Mondays 10:00 AM', name: '', status: 'running' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ meets_on: 'Mondays 10:00 AM', name: 'Cash Flow Clinic', status: 'running', description: '<p>Six weeks.</p>', payment_frequency: 'monthly' });
  });

  it('stores a group picture re-encoded as WebP and refuses a file that is not a picture', async () => {
    const png = multipartBody({}, [{ field: 'file', name: 'cover.png', type: 'image/png', data: TINY_PNG }]);
    const res = await t.app.inject({ method: 'POST', url: `${G()}/image`, headers: { ...auth.coach, ...png.headers }, payload: png.payload });
    expect(res.statusCode).toBe(200);
    const img = res.json().data.group_img as string;
    expect(img).toMatch(/^\/files\/programmes\/226\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: img });
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const text = multipartBody({}, [{ field: 'file', name: 'cover.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') }]);
    const refused = await t.app.inject({ method: 'POST', url: `${G()}/image`, headers: { ...auth.coach, ...text.headers }, payload: text.payload });
    expect(refused.statusCode).toBe(415);
  });

  it('creates lessons in order, unpublished, with rich text cleaned of script', async () => {
    for (const title of ['Know your runway', 'Chase late invoices', 'Build a 13-week forecast']) {
      const res = await call('coach', 'POST', `${G()}/lessons`, {
        title, short_desc: `${title}.`, full_desc: '<h2>Steps</h2><p onclick="x()">Do it <a href="javascript:alert(1)">now</a></p><script>steal()</script><img src=x onerror=alert(1)>',
        quiz_url: 'https://quiz.test/1',
      });
      expect(res.status).toBe(201);
      ids.lessons.push(res.body.data.id);
    }
    const list = (await call('coach', 'GET', `${G()}/lessons`)).body.data;
    expect(list.map((l: { title: string; lesson_order: number; published: boolean }) => [l.lesson_order, l.title, l.published])).toEqual([
      [1, 'Know your runway', false], [2, 'Chase late invoices', false], [3, 'Build a 13-week forecast', false],
    ]);
    expect(list[0].full_desc).toBe('<h2>Steps</h2><p>Do it <a rel="noopener noreferrer" target="_blank">now</a></p>');
    const stored = await t.database.db.select().from(lessons).where(eq(lessons.groupId, ids.group)).orderBy(asc(lessons.lessonOrder));
    expect(stored.map((l) => l.nextLessonId)).toEqual([ids.lessons[1], ids.lessons[2], null]);
    expect((await call('coach', 'POST', `${G()}/lessons`, { title: '' })).body.error.title).toEqual(['Title is required.']);
  });

  it('adds the coach\'s clients with a closed copy of every lesson, and refuses anyone else', async () => {
    const added = await call('coach', 'POST', `${G()}/members`, { user_id: t.demo.peer.id });
    expect(added.status).toBe(201);
    const peer = added.body.data.find((m: { user_id: number }) => m.user_id === t.demo.peer.id);
    expect(peer).toMatchObject({ status: 'active', lessons_done: 0, lessons_total: 0, open_lesson_ids: [], paid_at: null });
    ids.peerUg = peer.user_group_id;
    const copies = await t.database.db.select().from(memberGroupLessons).where(eq(memberGroupLessons.userGroupId, ids.peerUg)).orderBy(asc(memberGroupLessons.lessonOrder));
    expect(copies.map((c) => [c.lessonId, c.lessonOrder, c.lessonAccess])).toEqual(ids.lessons.map((id, i) => [id, i + 1, 0]));

    // flash@ had no group coaching: joining a group turns it on
    const flash = await call('coach', 'POST', `${G()}/members`, { user_id: t.demo.flash.id });
    ids.flashUg = flash.body.data.find((m: { user_id: number }) => m.user_id === t.demo.flash.id).user_group_id;
    expect((await t.database.db.select().from(users).where(eq(users.id, t.demo.flash.id)))[0]!.groupCoaching).toBe(true);

    const again = await call('coach', 'POST', `${G()}/members`, { user_id: t.demo.peer.id });
    expect(again.status).toBe(422);
    expect(again.body.error.user_id).toEqual(['This client is already a member of the group.']);
    for (const userId of [ids.otherClient, t.demo.coach.id, t.demo.admin.id, 999_999]) {
      expect((await call('coach', 'POST', `${G()}/members`, { user_id: userId })).status, String(userId)).toBe(404);
    }
    expect((await call('coach', 'POST', `${G()}/members`, { user_id: 'x' })).status).toBe(422);
    const candidates = (await call('coach', 'GET', `${G()}/candidates`)).body.data.map((c: { email: string }) => c.email);
    expect(candidates).toEqual(['client@demo.test']);
    expect((await call('coach', 'GET', `${G()}/candidates?q=zzz`)).body.data).toEqual([]);
  });

  it('reorders lessons only with every lesson once, and keeps members\' copies in step', async () => {
    for (const lesson_ids of [[ids.lessons[0], ids.lessons[1]], [...ids.lessons, ids.lessons[0]], [...ids.lessons.slice(0, 2), 999_999], [...ids.lessons, 999_999]]) {
      const res = await call('coach', 'POST', `${G()}/lessons/order`, { lesson_ids });
      expect(res.status, JSON.stringify(lesson_ids)).toBe(422);
      expect(res.body.error.lesson_ids).toBeDefined();
    }
    const [a, b, c] = ids.lessons as [number, number, number];
    const res = await call('coach', 'POST', `${G()}/lessons/order`, { lesson_ids: [c, a, b] });
    expect(res.body.data.map((l: { id: number }) => l.id)).toEqual([c, a, b]);
    const copies = await t.database.db.select().from(memberGroupLessons).where(eq(memberGroupLessons.userGroupId, ids.peerUg)).orderBy(asc(memberGroupLessons.lessonOrder));
    expect(copies.map((x) => x.lessonId)).toEqual([c, a, b]);
    ids.lessons = [c, a, b];
  });

  const USERGROUP = 'query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { total_lessons userlessons { id title lesson_access locked_reason } } }';
  it('shows the client a lesson as soon as it is published and opened (GraphQL usergroup and member)', async () => {
    const lessonId = ids.lessons[0]!;
    const vars = { g: String(ids.group), ug: String(ids.peerUg) };
    expect((await gql('peer', USERGROUP, vars)).data.usergroup.userlessons).toEqual([]);
    await call('coach', 'POST', `${G()}/lessons/${lessonId}`, { published: true });
    expect((await gql('peer', USERGROUP, vars)).data.usergroup.userlessons).toEqual([
      { id: String(lessonId), title: 'Build a 13-week forecast', lesson_access: 0, locked_reason: 'not_released' },
    ]);
    const opened = await call('coach', 'POST', `${G()}/lessons/${lessonId}/access`, { open: true });
    expect(opened.body.data).toEqual({ lesson_id: lessonId, open_count: 2, member_count: 2 });
    expect((await gql('peer', USERGROUP, vars)).data.usergroup.userlessons[0]).toMatchObject({ lesson_access: 1, locked_reason: null });
    const member = await gql('peer', 'query($u: ID!) { member(user_id: $u) { groups { title total_lessons } lessons { title } } }', { u: String(t.demo.peer.id) });
    expect(member.data.member.groups.map((g: { title: string }) => g.title)).toContain('Cash Flow Clinic');
    expect(member.data.member.lessons.map((l: { title: string }) => l.title)).toContain('Build a 13-week forecast');

    // closed again for one member only
    const closed = await call('coach', 'POST', `${G()}/lessons/${lessonId}/access`, { open: false, user_id: t.demo.flash.id });
    expect(closed.body.data).toMatchObject({ open_count: 1 });
    expect((await call('coach', 'POST', `${G()}/lessons/${lessonId}/access`, { open: true, user_id: t.demo.client.id })).status).toBe(404);
    expect((await call('coach', 'POST', `${G()}/lessons/${lessonId}/access`, { open: 'yes' })).body.error.open).toBeDefined();
    const members = (await call('coach', 'GET', `${G()}/members`)).body.data;
    expect(members.map((m: { email: string; open_lesson_ids: number[] }) => [m.email, m.open_lesson_ids])).toEqual([
      ['peer@demo.test', [lessonId]], ['flash@demo.test', []],
    ]);
  });

  it('edits resources and meetings of a lesson; the client sees the meeting at once', async () => {
    const lessonId = ids.lessons[0]!;
    const L = `${G()}/lessons/${lessonId}`;
    const types = (await call('coach', 'GET', '/api/v1/coach/resource-types')).body.data;
    expect(types.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['pdf', 'link']));
    const link = types.find((x: { name: string }) => x.name === 'link').id;
    const saved = await call('coach', 'POST', `${L}/resources`, { resources: [{ title: 'Template', url: 'https://files.test/a.xlsx', type_id: link }, { url: 'https://files.test/b', type_id: link }] });
    expect(saved.body.data.resources.map((r: { title: string | null; order: number }) => [r.title, r.order])).toEqual([['Template', 1], [null, 2]]);
    const badResources = await call('coach', 'POST', `${L}/resources`, { resources: [{ url: 'ftp://x', type_id: 999 }] });
    expect(Object.keys(badResources.body.error)).toEqual(['resources.0.url']);
    expect((await call('coach', 'POST', `${L}/resources`, { resources: [{ url: 'https://x.test', type_id: 999 }] })).body.error).toEqual({ 'resources.0.type_id': ['Choose a resource type from the list.'] });

    const meeting = await call('coach', 'POST', `${L}/meetings`, { meeting_time: '2099-03-10T17:30', time_zone: 'America/Denver', meeting_url: 'https://meet.test/x' });
    expect(meeting.status).toBe(201);
    expect(meeting.body.data.meetings).toEqual([{ id: expect.any(Number), meeting_time: '2099-03-10T23:30:00.000Z', time_zone: 'America/Denver', meeting_url: 'https://meet.test/x' }]);
    const meetingId = meeting.body.data.meetings[0].id;
    const seen = await gql('peer', 'query($g: ID!, $ug: ID) { lessonMeetingSearch(group_id: $g, user_group_id: $ug) { meeting_time time_zone } }', { g: String(ids.group), ug: String(ids.peerUg) });
    expect(seen.data.lessonMeetingSearch).toEqual([{ meeting_time: '2099-03-10T23:30:00.000Z', time_zone: 'America/Denver' }]);
    const bad = await call('coach', 'POST', `${L}/meetings`, { meeting_time: 'tomorrow', time_zone: 'Mars/Olympus' });
    expect(Object.keys(bad.body.error).sort()).toEqual(['meeting_time', 'time_zone']);
    const moved = await call('coach', 'POST', `${L}/meetings/${meetingId}`, { meeting_time: '2099-03-11T09:00:00Z', time_zone: 'Europe/London' });
    expect(moved.body.data.meetings[0]).toMatchObject({ meeting_time: '2099-03-11T09:00:00.000Z', time_zone: 'Europe/London', meeting_url: null });
    expect((await call('coach', 'POST', `${L}/meetings/${meetingId}/delete`)).body.data.meetings).toEqual([]);
    expect((await call('coach', 'POST', `${L}/meetings/${meetingId}/delete`)).status).toBe(404);
  });

  it('counts the group\'s insight exactly, and exports it as CSV safe for spreadsheets', async () => {
    const lessonId = ids.lessons[0]!;
    const manage = (who: string, ug: number, userId: number, fields: string) => gql(who,
      `mutation($g: ID!, $ug: ID!, $l: ID!, $u: ID!) { manageAnalytics(group_id: $g, user_group_id: $ug, lesson_id: $l, user_id: $u, ${fields}) { success } }`,
      { g: String(ids.group), ug: String(ug), l: String(lessonId), u: String(userId) });
    expect((await manage('peer', ids.peerUg, t.demo.peer.id, 'pre_meeting: true, post_meeting: true, profit_impact: "$1,250.50/year from chasing invoices"')).data.manageAnalytics.success).toBe(true);
    await call('coach', 'POST', `${G()}/lessons/${lessonId}/access`, { open: true });
    await manage('flash', ids.flashUg, t.demo.flash.id, 'attend_meeting: true, profit_impact: "Calmer Mondays"');
    await call('coach', 'POST', `${G()}/lessons/${ids.lessons[1]}`, { title: '=HYPERLINK("https://evil.test","Click")' });

    const insight = (await call('coach', 'GET', `${G()}/insight`)).body.data;
    // the totals count the one published lesson: the drafts are on nobody's checklist
    expect(insight).toMatchObject({ group_id: ids.group, members: 2, totals: { done: 1, steps_done: 3, steps_total: 10, profit_impact_total: 1250.5 } });
    expect(insight.lessons[0]).toEqual({
      lesson_id: lessonId, title: 'Build a 13-week forecast', lesson_order: 1, published: true, members: 2, open: 2, done: 1,
      steps_done: 3, steps_total: 10, profit_impact_total: 1250.5, profit_impact_entries: 1,
    });
    expect(insight.lessons[1]).toMatchObject({ open: 0, done: 0, steps_done: 0, profit_impact_total: 0 });
    // one lesson completed, in the current week (the last of the series)
    expect(insight.weeks.reduce((n: number, w: { completed: number }) => n + w.completed, 0)).toBe(1);
    expect(insight.weeks.at(-1).completed).toBe(1);
    const members = (await call('coach', 'GET', `${G()}/members`)).body.data;
    expect(members.find((m: { email: string }) => m.email === 'peer@demo.test')).toMatchObject({ lessons_done: 1, lessons_total: 1 });

    const csv = await t.app.inject({ method: 'GET', url: `${G()}/insight.csv`, headers: auth.coach });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="cash-flow-clinic-insight\.csv"/);
    const lines = csv.body.replace(/^\ufeff/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Order,Lesson,Published,Members,Open for,Done,Checklist steps done,Checklist steps possible,Profit impact total,Profit impact entries');
    expect(lines[1]).toBe('1,Build a 13-week forecast,yes,2,2,1,3,10,1250.50,1');
    expect(lines[2]).toBe(`2,"'=HYPERLINK(""https://evil.test"",""Click"")",no,2,0,0,0,10,0.00,0`);
  });

  it('marks a member paid outside the portal and back to payment due; the client\'s page follows at once', async () => {
    const db = t.database.db;
    const groupOf = async (slug: string) => (await db.select().from(groups).where(and(eq(groups.slug, slug), eq(groups.tenantId, t.demo.tenantId))))[0]!;
    const unpaid = await groupOf(DEMO_GROUP_SLUGS.unpaid);
    const ug = (await db.select().from(userGroups).where(and(eq(userGroups.groupId, unpaid.id), eq(userGroups.userId, t.demo.client.id))))[0]!;
    const clientView = async () => (await gql('client', 'query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { status paid_at } }',
      { g: String(unpaid.id), ug: String(ug.id) })).data.usergroup;
    const url = `${G(unpaid.id)}/members/${t.demo.client.id}/payment`;
    // read once, so a kept reply would answer the next read if the write did not forget it
    expect(await clientView()).toEqual({ status: 'unpaid', paid_at: null });

    const paid = await call('coach', 'POST', url, { paid: true });
    expect(paid.status).toBe(200);
    const member = paid.body.data.find((m: { user_id: number }) => m.user_id === t.demo.client.id);
    expect(member).toMatchObject({ status: 'active', payment_reference: null });
    expect(member.paid_at).toBe(t.clock.now.toISOString());
    t.clock.advance(60_000);
    expect(await clientView()).toEqual({ status: 'active', paid_at: member.paid_at });
    // marking again keeps the first date
    expect((await call('coach', 'POST', url, { paid: true })).body.data.find((m: { user_id: number }) => m.user_id === t.demo.client.id).paid_at).toBe(member.paid_at);

    const due = await call('coach', 'POST', url, { paid: false });
    expect(due.status).toBe(200);
    expect(due.body.data.find((m: { user_id: number }) => m.user_id === t.demo.client.id)).toMatchObject({ status: 'unpaid', paid_at: null });
    expect(await clientView()).toEqual({ status: 'unpaid', paid_at: null });
    expect((await db.select().from(userGroups).where(eq(userGroups.id, ug.id)))[0]).toMatchObject({ status: 'unpaid', paidAt: null, stripeId: null });

    // a card payment made in the portal stands; a group without a price has nothing to pay
    const card = await call('coach', 'POST', `${G((await groupOf(DEMO_GROUP_SLUGS.running)).id)}/members/${t.demo.client.id}/payment`, { paid: false });
    expect(card.status).toBe(422);
    expect(card.body.error.paid).toEqual(['This member paid by card in the portal: their payment cannot be undone here.']);
    const free = await call('coach', 'POST', `${G()}/members/${t.demo.peer.id}/payment`, { paid: false });
    expect(free.body.error.paid).toEqual(['This group has no price: there is nothing to pay.']);
    expect((await call('coach', 'POST', url, { paid: 'yes' })).body.error.paid).toBeDefined();
    expect((await call('coach', 'POST', url, {})).status).toBe(422);
    expect((await call('coach', 'POST', `${G(unpaid.id)}/members/${t.demo.peer.id}/payment`, { paid: true })).status).toBe(404);
    // an admin of the tenant may mark any member of its groups
    expect((await call('admin', 'POST', url, { paid: true })).status).toBe(200);
    await call('coach', 'POST', url, { paid: false });
  });

  it('deletes a lesson, closes up the order, and removes a member who has not paid (not one who has)', async () => {
    const [first, second, third] = ids.lessons as [number, number, number];
    const left = await call('coach', 'POST', `${G()}/lessons/${second}/delete`);
    expect(left.body.data.map((l: { id: number; lesson_order: number }) => [l.id, l.lesson_order])).toEqual([[first, 1], [third, 2]]);
    expect((await call('coach', 'GET', `${G()}/lessons/${second}`)).status).toBe(404);
    const removed = await call('coach', 'POST', `${G()}/members/${t.demo.flash.id}/remove`);
    expect(removed.body.data.map((m: { email: string }) => m.email)).toEqual(['peer@demo.test']);
    expect((await call('coach', 'POST', `${G()}/members/${t.demo.flash.id}/remove`)).status).toBe(404);
    const running = (await t.database.db.select().from(groups).where(and(eq(groups.slug, DEMO_GROUP_SLUGS.running), eq(groups.tenantId, t.demo.tenantId))))[0]!;
    const paid = await call('coach', 'POST', `${G(running.id)}/members/${t.demo.peer.id}/remove`);
    expect(paid.status).toBe(422);
    expect(paid.body.error.user_id).toEqual(['A member who has paid cannot be removed.']);
  });

  // Every route, as the people who may not use it on coach@'s group.
  const routes = () => {
    const [l] = ids.lessons as [number];
    return [
      ['GET', G()], ['POST', G(), { title: 'x' }], ['POST', `${G()}/image`, {}], ['GET', `${G()}/lessons`], ['POST', `${G()}/lessons`, { title: 'x' }],
      ['POST', `${G()}/lessons/order`, { lesson_ids: ids.lessons }], ['GET', `${G()}/lessons/${l}`], ['POST', `${G()}/lessons/${l}`, { title: 'x' }],
      ['POST', `${G()}/lessons/${l}/delete`], ['POST', `${G()}/lessons/${l}/resources`, { resources: [] }],
      ['POST', `${G()}/lessons/${l}/meetings`, { meeting_time: '2099-01-01T10:00', time_zone: 'UTC' }],
      ['POST', `${G()}/lessons/${l}/meetings/1`, { meeting_time: '2099-01-01T10:00', time_zone: 'UTC' }], ['POST', `${G()}/lessons/${l}/meetings/1/delete`],
      ['POST', `${G()}/lessons/${l}/access`, { open: true }], ['GET', `${G()}/members`], ['POST', `${G()}/members`, { user_id: t.demo.client.id }],
      ['POST', `${G()}/members/${t.demo.peer.id}/payment`, { paid: true }], ['POST', `${G()}/members/${t.demo.peer.id}/remove`], ['GET', `${G()}/candidates`], ['GET', `${G()}/insight`], ['GET', `${G()}/insight.csv`],
    ] as ['GET' | 'POST', string, object?][];
  };

  it('answers another coach and another tenant\'s coach 404 on every route of coach@\'s group and lessons', async () => {
    for (const who of ['coach2', 'otherTenant']) {
      for (const [method, url, body] of routes()) {
        const res = await call(who, method, url, body);
        expect(res.status, `${who} ${method} ${url}`).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('Cash Flow');
      }
    }
    // coach@ on coach2's group, and a lesson of another group named under coach@'s own
    expect((await call('coach', 'GET', G(ids.otherGroup))).status).toBe(404);
    const otherLesson = (await t.database.db.select().from(lessons).where(eq(lessons.groupId, ids.otherGroup)).limit(1))[0]!.id;
    expect((await call('coach', 'POST', `${G()}/lessons/${otherLesson}`, { title: 'x' })).status).toBe(404);
    expect((await call('coach', 'POST', `${G()}/lessons/order`, { lesson_ids: [...ids.lessons, otherLesson] })).status).toBe(422);
    // an admin of the tenant may act on any of its groups
    expect((await call('admin', 'GET', G())).status).toBe(200);
    expect((await call('admin', 'GET', `${G()}/insight`)).body.data.members).toBe(1);
  });

  it('answers clients 403 on every coach route, and anonymous callers 401', async () => {
    const all: ['GET' | 'POST', string, object?][] = [...routes(), ['GET', '/api/v1/coach/groups'], ['POST', '/api/v1/coach/groups', { title: 'x' }], ['GET', '/api/v1/coach/resource-types']];
    for (const who of ['client', 'peer']) {
      for (const [method, url, body] of all) expect((await call(who, method, url, body)).status, `${who} ${method} ${url}`).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/coach/groups' });
    expect(anonymous.statusCode).toBe(401);
    // the group is as it was
    expect((await call('coach', 'GET', G())).body.data).toMatchObject({ title: 'Cash Flow Clinic', lesson_count: 2, member_count: 1 });
  });
});
