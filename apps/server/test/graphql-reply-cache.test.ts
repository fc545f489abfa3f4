import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { academyCourses, emails, groups, userGroups, users } from '../src/db/schema/index.ts';
import { DEMO_GROUP_SLUGS } from '../src/db/seed/demo-programmes.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { POST_READS } from '../src/http/writes-forget-reads.ts';
import { FRESH_MS } from '../src/lib/reply-cache.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { multipartBody } from './support/multipart.ts';
import { signIn } from './support/sign-in.ts';

// The programme and mailbox reads of /gapi are kept per caller for at most FRESH_MS and forgotten by every
// write that may change them (lib/reply-cache.ts, docs/domain.md "Kept replies"). Each test changes a
// row behind the portal's back (straight in the database) to see whether a read was kept, then
// makes a write through the portal and expects the next read to show everything as it now is.
describe.each(backends())('GraphQL /gapi: kept programme reads (%s)', (backend) => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const ids = { g: 0, ug: 0, coach2: 0 };
  beforeAll(async () => {
    t = await createTestApp(backend);
    const other = await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    for (const who of ['client', 'coach', 'coach2', 'peer']) auth[who] = (await signIn(t, `${who}@demo.test`)).auth;
    const db = t.database.db;
    const [g] = await db.select().from(groups).where(eq(groups.slug, DEMO_GROUP_SLUGS.running));
    const [ug] = await db.select().from(userGroups).where(and(eq(userGroups.groupId, g!.id), eq(userGroups.userId, t.demo.client.id)));
    Object.assign(ids, { g: g!.id, ug: ug!.id, coach2: other.coach.id });
  });
  afterAll(async () => { await t.close(); });

  const gql = async (who: string, query: string, variables: object = {}) =>
    (await t.app.inject({ method: 'POST', url: '/gapi', headers: auth[who]!, payload: { query, variables } })).json();
  const userGroup = async (who = 'client') => (await gql(who, `query($g: ID!, $ug: ID!, $u: ID) {
    usergroup(group_id: $g, user_group_id: $ug, user_id: $u) { meets_on completed_lessons userlessons { id completed } } }`,
  { g: String(ids.g), ug: String(ids.ug), u: String(t.demo.client.id) })).data?.usergroup;
  /** Changes the group's meeting day without the portal knowing. */
  const behindTheBack = (meetsOn: string) => t.database.db.update(groups).set({ meetsOn }).where(eq(groups.id, ids.g));

  it("keeps a read, and the member's own mutation forgets it at once", async () => {
    const before = await userGroup();
    await behindTheBack('Kept?');
    expect((await userGroup()).meets_on).toBe(before.meets_on);

    const open = before.userlessons.find((l: { completed: boolean }) => !l.completed);
    const saved = await gql('client', `mutation($g: ID!, $ug: ID!, $l: ID!, $u: ID!) {
      manageAnalytics(group_id: $g, user_group_id: $ug, lesson_id: $l, user_id: $u, post_meeting: true) { success } }`,
    { g: String(ids.g), ug: String(ids.ug), l: open.id, u: String(t.demo.client.id) });
    expect(saved.data.manageAnalytics.success).toBe(true);
    expect(await userGroup()).toMatchObject({ meets_on: 'Kept?', completed_lessons: before.completed_lessons + 1 });
  });

  it("a coach's write forgets the reads of every member of the tenant", async () => {
    await userGroup();
    await behindTheBack('Changed by hand');
    expect((await userGroup()).meets_on).not.toBe('Changed by hand');
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/coach/groups/${ids.g}`, headers: auth.coach!, payload: { meets_on: 'Thursdays 5:00 PM' } });
    expect(res.statusCode).toBe(200);
    expect((await userGroup()).meets_on).toBe('Thursdays 5:00 PM');
  });

  it("a coach's view of a client is forgotten when the client writes", async () => {
    await userGroup('coach');
    await behindTheBack('Seen by the coach?');
    expect((await userGroup('coach')).meets_on).not.toBe('Seen by the coach?');
    const note = await t.app.inject({ method: 'POST', url: '/api/v1/clientportal/store/note/', headers: auth.client!, payload: { title: 'After the call' } });
    expect(note.statusCode).toBe(200);
    expect((await userGroup('coach')).meets_on).toBe('Seen by the coach?');
  });

  it('reads again once a kept reply is FRESH_MS old (lesson access follows the clock)', async () => {
    await userGroup();
    await behindTheBack('After a while');
    t.clock.advance(FRESH_MS - 1);
    expect((await userGroup()).meets_on).not.toBe('After a while');
    t.clock.advance(1);
    expect((await userGroup()).meets_on).toBe('After a while');
  });

  it('leaves kept reads alone for the analytics entries every lesson page sends', async () => {
    await userGroup();
    await behindTheBack('Not an analytics change');
    const entry = await t.app.inject({ method: 'POST', url: '/api/v1/training-analytics/', headers: auth.client!, payload: { user_id: t.demo.client.id, data: [] } });
    expect(entry.statusCode).toBe(200);
    expect((await userGroup()).meets_on).not.toBe('Not an analytics change');
  });

  it("keeps a mailbox read, and a mail from the coach shows in the client's mailbox and badge at once", async () => {
    const mailbox = async () => (await gql('client', 'query($u: ID!) { emails(user_id: $u) { subject } unreademails(user_id: $u) }',
      { u: String(t.demo.client.id) })).data;
    const before = await mailbox();
    await t.database.db.update(emails).set({ subject: 'Renamed by hand' }).where(eq(emails.toUserId, t.demo.client.id));
    expect(await mailbox()).toEqual(before);
    const sent = await t.app.inject({ method: 'POST', url: '/send/mail', headers: auth.coach!,
      payload: { to_user_id: t.demo.client.id, subject: 'Your numbers', body: '<p>Well done.</p>' } });
    expect(sent.statusCode).toBe(201);
    const after = await mailbox();
    expect(after.emails[0].subject).toBe('Your numbers');
    expect(after.emails.map((m: { subject: string }) => m.subject)).toContain('Renamed by hand');
    expect(after.unreademails).toBe(before.unreademails + 1);
  });

  it('keeps no refusal: access granted afterwards is seen at once', async () => {
    const refused = await gql('coach2', `query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { id } }`, { g: String(ids.g), ug: String(ids.ug) });
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    // The client moves to coach2 (by hand, as the portal has no such move): the next read is allowed.
    await t.database.db.update(users).set({ coachId: ids.coach2 }).where(eq(users.id, t.demo.client.id));
    try {
      const allowed = await gql('coach2', `query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { id } }`, { g: String(ids.g), ug: String(ids.ug) });
      expect(allowed.errors).toBeUndefined();
      expect(allowed.data.usergroup.id).toBe(String(ids.g));
    } finally {
      await t.database.db.update(users).set({ coachId: t.demo.coach.id }).where(eq(users.id, t.demo.client.id));
    }
  });

  it('answers a kept read exactly as it answered the first time, headers included', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/gapi', headers: auth.client!, payload: { query: 'query($u: ID!) { member(user_id: $u) { id groups { id } } }', variables: { u: String(t.demo.client.id) } } });
    const first = await ask();
    const kept = await ask();
    expect(kept.body).toBe(first.body);
    const { date: _d1, ...firstHeaders } = first.headers;
    const { date: _d2, ...keptHeaders } = kept.headers;
    expect(keptHeaders).toEqual(firstHeaders);
  });

  it('keeps each caller apart: one member never gets what was kept for another', async () => {
    const mine = await gql('client', 'query($u: ID!) { member(user_id: $u) { first_name } }', { u: String(t.demo.client.id) });
    expect(mine.data.member.first_name).toBeTruthy();
    const theirs = await gql('peer', 'query($u: ID!) { member(user_id: $u) { first_name } }', { u: String(t.demo.client.id) });
    expect(theirs.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('a POST read forgets nothing, and every POST read it names is a route', async () => {
    for (const url of POST_READS) expect(t.app.hasRoute({ method: 'POST', url }), url).toBe(true);
    await userGroup();
    await behindTheBack('Not changed by a read');
    const schedule = await t.app.inject({ method: 'POST', url: '/api/v1/clientportal/schedule/', headers: auth.client!, payload: {} });
    expect(schedule.statusCode).toBe(200);
    expect((await userGroup()).meets_on).not.toBe('Not changed by a read');
  });
});

// The REST reads a page makes on load that opt in (http/kept-replies.ts) share the same cache and
// the same forgetting.
describe.each(backends())('REST: kept replies of page reads (%s)', (backend) => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const who of ['client', 'coach']) auth[who] = (await signIn(t, `${who}@demo.test`)).auth;
  });
  afterAll(async () => { await t.close(); });

  const KEPT: Array<['GET' | 'POST', string]> = [
    ['GET', '/api/auth/sessions'], ['GET', '/api/v1/idea-bank/ideas'], ['GET', '/api/v1/academy/courses'],
    ['POST', '/api/v1/clientportal/coach/profile/'], ['POST', '/api/v1/clientportal/metrics/list/'],
    ['POST', '/api/v1/clientportal/schedule/'], ['POST', '/api/v1/assessments/company/simple/'],
  ];
  const filesOf = () => `/api/v1/companies/files/${t.demo.client.companyId}`;
  const ask = (method: 'GET' | 'POST', url: string, who = 'client') =>
    t.app.inject({ method, url, headers: auth[who]!, ...(method === 'POST' ? { payload: {} } : {}) });

  it('answers a kept read exactly as the first time, headers included', async () => {
    for (const [method, url] of [...KEPT, ['GET', filesOf()] as const]) {
      const first = await ask(method, url);
      const kept = await ask(method, url);
      expect(first.statusCode, url).toBe(200);
      expect(kept.body, url).toBe(first.body);
      const { date: _d1, ...firstHeaders } = first.headers;
      const { date: _d2, ...keptHeaders } = kept.headers;
      expect(keptHeaders, url).toEqual(firstHeaders);
    }
  });

  it("keeps a read until a coach's write, which shows everything as it now is", async () => {
    const titles = async () => (await ask('GET', '/api/v1/academy/courses')).json().data.map((c: { title: string }) => c.title);
    const before = await titles();
    const [course] = await t.database.db.select().from(academyCourses).where(eq(academyCourses.tenantId, t.demo.tenantId)).limit(1);
    await t.database.db.update(academyCourses).set({ title: 'Renamed by hand' }).where(eq(academyCourses.id, course!.id));
    expect(await titles()).toEqual(before);
    const schedule = await t.app.inject({ method: 'POST', url: `/api/v1/coach/clients/${t.demo.client.id}/schedule`, headers: auth.coach!,
      payload: { title: 'Check-in', starts_at: '2031-01-10T10:00', time_zone: 'America/New_York' } });
    expect(schedule.statusCode).toBe(201);
    expect(await titles()).toContain('Renamed by hand');
    const upcoming = (await ask('POST', '/api/v1/clientportal/schedule/')).json().data.upcoming;
    expect(upcoming.map((e: { title: string }) => e.title)).toContain('Check-in');
  });

  it('shows a new sign-in in the session list at once', async () => {
    const count = async () => (await ask('GET', '/api/auth/sessions')).json().data.length;
    const before = await count();
    await signIn(t, 'client@demo.test');
    expect(await count()).toBe(before + 1);
  });

  it("shows a file a client sent in their coach's kept list of the company's files at once", async () => {
    const names = async () => (await ask('GET', filesOf(), 'coach')).json().data.map((f: { file_name: string }) => f.file_name);
    const before = await names();
    const form = multipartBody({ company_id: String(t.demo.client.companyId) }, [{ field: 'files[]', name: 'cash-flow.txt', type: 'text/plain', data: Buffer.from('June figures.') }]);
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/companies/newcoachfile/', headers: { ...auth.client!, ...form.headers }, payload: form.payload });
    expect(sent.statusCode).toBe(201);
    expect(await names()).toEqual(['cash-flow.txt', ...before]);
  });
});
