import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { groups, lessons, ROLE, userGroups } from '../src/db/schema/index.ts';
import { buildTenant, buildUser } from '../src/db/seed/builders.ts';
import { DEMO_GROUP_SLUGS } from '../src/db/seed/demo-programmes.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// issue 3 §2: a client names only their own user_id and user groups, a coach only their clients',
// an admin only their tenant's; every refusal is the same FORBIDDEN and reveals nothing.
describe.each(backends())('GraphQL /gapi: group coaching ownership (%s)', (backend) => {
  let t: TestApp;
  const who: Record<string, Record<string, string>> = {};
  const v = { g: '', ug: '', l: '', u: '', peerUg: '', otherGroupLesson: '', unpaidG: '' };
  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    await buildTenant(db, 900, 'Other Coaching Co', 'support@other.test');
    await buildUser(db, { tenantId: 900, email: 'admin@other.test', password: DEMO_PASSWORD, roleId: ROLE.admin });
    for (const email of ['client', 'peer', 'coach', 'admin']) who[email] = (await signIn(t, `${email}@demo.test`)).auth;
    who.otherAdmin = (await signIn(t, 'admin@other.test', DEMO_PASSWORD, { 'x-tenant-id': '900' })).auth;
    const groupOf = async (slug: string) => (await db.select().from(groups).where(eq(groups.slug, slug)))[0]!;
    const running = await groupOf(DEMO_GROUP_SLUGS.running);
    const ugOf = async (userId: number, groupId: number) =>
      (await db.select().from(userGroups).where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId))))[0]!.id;
    const first = async (groupId: number) => (await db.select().from(lessons).where(eq(lessons.groupId, groupId)).orderBy(asc(lessons.lessonOrder)))[0]!.id;
    const finished = await groupOf(DEMO_GROUP_SLUGS.finished);
    Object.assign(v, {
      g: String(running.id), ug: String(await ugOf(t.demo.client.id, running.id)), l: String(await first(running.id)), u: String(t.demo.client.id),
      peerUg: String(await ugOf(t.demo.peer.id, running.id)), otherGroupLesson: String(await first(finished.id)),
      unpaidG: String((await groupOf(DEMO_GROUP_SLUGS.unpaid)).id),
    });
  });
  afterAll(async () => { await t.close(); });

  const gql = async (as: string, query: string, variables: object = v) =>
    (await t.app.inject({ method: 'POST', url: '/gapi', headers: who[as], payload: { query, variables } })).json();
  const refused = (body: { data: unknown; errors?: Array<{ message: string; extensions: { code: string } }> }) => {
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(body.errors?.[0]?.message).toBe('Forbidden.');
    const text = JSON.stringify(body);
    for (const secret of ['Profit', 'Thursdays', 'profit_impact', 'wedding', 'coach@demo.test']) expect(text).not.toContain(secret);
  };
  const Q = {
    member: 'query($u: ID!) { member(user_id: $u) { id first_name groups { title } } }',
    group: 'query($g: ID!, $ug: ID) { group(id: $g, user_group_id: $ug) { title } }',
    usergroup: 'query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { title coach_email userlessons { title } } }',
    userlesson: 'query($g: ID!, $ug: ID!, $l: ID!) { userlesson(group_id: $g, user_group_id: $ug, lesson_id: $l) { title full_desc } }',
    analytics: 'query($g: ID!, $ug: ID!, $l: ID!, $u: ID!) { analyticsSearch(group_id: $g, user_group_id: $ug, lesson_id: $l, user_id: $u) { profit_impact notes } }',
    meetings: 'query($g: ID!, $ug: ID) { lessonMeetingSearch(group_id: $g, user_group_id: $ug) { meeting_url } }',
    manage: 'mutation($g: ID!, $ug: ID!, $l: ID!, $u: ID!) { manageAnalytics(group_id: $g, user_group_id: $ug, lesson_id: $l, user_id: $u, notes: "hacked") { success data { notes } } }',
  };

  it("refuses peer@ every query and the mutation on client@'s data", async () => {
    for (const q of Object.values(Q)) refused(await gql('peer', q));
    // Peer's own user group with client's user_id, or client's lesson ids, is refused too.
    refused(await gql('peer', Q.analytics, { ...v, ug: v.peerUg }));
    refused(await gql('peer', Q.meetings, { g: v.unpaidG }));
  });

  it('answers an unknown user group exactly like another member\'s', async () => {
    const other = await gql('peer', Q.usergroup);
    const unknown = await gql('peer', Q.usergroup, { ...v, ug: '999999' });
    expect(unknown).toEqual(other);
  });

  it("refuses the member's own user group with a group or lesson that is not in it", async () => {
    refused(await gql('client', Q.usergroup, { ...v, g: v.unpaidG }));
    refused(await gql('client', Q.userlesson, { ...v, l: v.otherGroupLesson }));
    refused(await gql('client', Q.analytics, { ...v, l: v.otherGroupLesson }));
    refused(await gql('client', Q.analytics, { ...v, u: String(t.demo.peer.id) }));
  });

  it("lets the coach read their client's user group, lesson and analytics, but not write them", async () => {
    expect((await gql('coach', Q.usergroup)).data.usergroup.userlessons).toHaveLength(6);
    expect((await gql('coach', Q.member)).data.member.groups).toHaveLength(3);
    expect((await gql('coach', Q.userlesson)).data.userlesson.full_desc).toContain('<ol>');
    expect((await gql('coach', Q.analytics)).data.analyticsSearch.profit_impact).toContain('$2,400');
    expect((await gql('coach', Q.meetings, { g: v.g })).data.lessonMeetingSearch).toHaveLength(6);
    refused(await gql('coach', Q.manage));
  });

  it("lets the tenant's admin read, and refuses an admin of another tenant", async () => {
    expect((await gql('admin', Q.usergroup)).data.usergroup.title).toBe('Profit Accelerator');
    for (const q of Object.values(Q)) refused(await gql('otherAdmin', q));
  });

  it('answers malformed ids with BAD_USER_INPUT and missing required ids with a validation error', async () => {
    expect((await gql('client', Q.usergroup, { ...v, ug: 'abc' })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await gql('client', 'query($g: ID!, $ug: ID!, $l: ID!) { analyticsSearch(group_id: $g, user_group_id: $ug, lesson_id: $l) { id } }');
    expect(missing.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a call without a token with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/gapi', payload: { query: Q.usergroup, variables: v } });
    expect(res.statusCode).toBe(401);
  });
});
