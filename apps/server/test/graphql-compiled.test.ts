import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// /gapi compiles a query the second time it is asked (Mercurius JIT, bench/README.md): the compiled
// form must answer exactly as the first, interpreted run did — data, nulls, lists and error codes.
describe.each(backends())('GraphQL /gapi: a compiled query answers as the first run (%s)', (backend) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signIn>>;
  let peer: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
    peer = await signIn(t, 'peer@demo.test');
  });
  afterAll(async () => { await t.close(); });

  const ask = async (auth: Record<string, string>, query: string, variables: object) => {
    const replies = [];
    for (let i = 0; i < 3; i++) {
      // A variable the query does not declare is ignored by GraphQL but makes each request a new one
      // for the read cache (lib/reply-cache.ts), so every run is executed: interpreted, then compiled.
      const res = await t.app.inject({ method: 'POST', url: '/gapi', headers: auth, payload: { query, variables: { ...variables, run: i } } });
      replies.push({ status: res.statusCode, body: res.json() });
    }
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    return replies[0]!;
  };

  it('the mailbox and its count', async () => {
    const id = String(client.user.id);
    const mail = await ask(client.auth, `query($id: ID!) { emails(user_id: $id) { id parent subject read attachments created_at
      fromuser { first_name last_name } files { id file_name } previous { id subject } } }`, { id });
    expect(mail.body.data.emails.length).toBeGreaterThan(0);
    expect(mail.body.data.emails.some((m: { previous: unknown }) => m.previous === null)).toBe(true);
    expect((await ask(client.auth, 'query($id: ID!) { unreademails(user_id: $id) }', { id })).body.data.unreademails).toBe(1);
  });

  it('the groups a member belongs to, and one group with its lessons', async () => {
    const member = await ask(client.auth, 'query($id: ID!) { member(user_id: $id) { groups { id user_group_id title } } }', { id: String(client.user.id) });
    const group = member.body.data.member.groups[0];
    expect(group).toBeTruthy();
    const one = await ask(client.auth, `query($g: ID!, $ug: ID!, $u: ID) { usergroup(group_id: $g, user_group_id: $ug, user_id: $u) {
      id title total_lessons completed_lessons next_meeting { id } userlessons { id title } } }`, { g: group.id, ug: group.user_group_id, u: String(client.user.id) });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.usergroup.userlessons.length).toBe(one.body.data.usergroup.total_lessons);
  });

  it('errors keep their codes: another mailbox, a bad id, a group that is not theirs', async () => {
    const forbidden = await ask(peer.auth, 'query($id: ID!) { emails(user_id: $id) { id } }', { id: String(client.user.id) });
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await ask(client.auth, 'query($id: ID!) { emails(user_id: $id) { id } }', { id: 'abc' });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await ask(client.auth, 'query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { id } }', { g: '999999', ug: '999999' });
    expect(missing.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(missing.body.data).toBeNull();
  });
});
