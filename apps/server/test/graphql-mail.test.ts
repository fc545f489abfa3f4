import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { GRAPHQL_SDL } from '@portal/contract/graphql';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

describe.each(backends())('GraphQL /gapi: mail (%s)', (backend) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signIn>>;
  let peer: Awaited<ReturnType<typeof signIn>>;
  let coach: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
    peer = await signIn(t, 'peer@demo.test');
    coach = await signIn(t, 'coach@demo.test');
  });
  afterAll(async () => { await t.close(); });

  const gql = (headers: Record<string, string>, query: string, variables: object = {}) =>
    t.app.inject({ method: 'POST', url: '/gapi', headers, payload: { query, variables } });

  it('serves exactly the committed SDL', async () => {
    const running = t.app.graphqlSchema!;
    expect(printSchema(lexicographicSortSchema(running))).toBe(printSchema(lexicographicSortSchema(buildSchema(GRAPHQL_SDL))));
  });

  it('answers POST only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gapi?query=%7B__typename%7D', headers: client.auth });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('refuses a call without a token with 401', async () => {
    const res = await gql({}, '{ unreademails(user_id: 1) }');
    expect(res.statusCode).toBe(401);
  });

  it('counts unread mail, marks one read, and lists with previous', async () => {
    const id = String(client.user.id);
    const count = await gql(client.auth, 'query($id: ID!) { unreademails(user_id: $id) }', { id });
    expect(count.json().data.unreademails).toBe(1);
    const list = await gql(client.auth, 'query($id: ID!) { emails(user_id: $id) { id subject read from fromuser { first_name } previous { subject } } }', { id });
    const mails = list.json().data.emails as Array<{ id: string; read: boolean; subject: string; previous: { subject: string } | null }>;
    expect(mails.length).toBe(7);
    expect(mails.find((m) => m.subject.startsWith('Re: Welcome'))?.previous?.subject).toBe('Welcome to the Profit Accelerator group');
    const unread = mails.find((m) => !m.read)!;
    const marked = await gql(client.auth, 'mutation($id: ID!) { markEmailRead(id: $id) { success message data { id read } } }', { id: unread.id });
    expect(marked.json().data.markEmailRead).toMatchObject({ success: true, data: { id: unread.id, read: true } });
    expect((await gql(client.auth, 'query($id: ID!) { unreademails(user_id: $id) }', { id })).json().data.unreademails).toBe(0);
  });

  it("refuses another user's mailbox with FORBIDDEN and reveals nothing", async () => {
    const res = await gql(peer.auth, 'query($id: ID!) { emails(user_id: $id) { subject } }', { id: String(client.user.id) });
    expect(res.json().data).toBeNull();
    expect(res.json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(res.json())).not.toContain('pricing');
    const mark = await gql(peer.auth, 'mutation { markEmailRead(id: "3") { success data { subject } } }');
    expect(mark.json().data.markEmailRead).toEqual({ success: false, data: null });
    const del = await gql(peer.auth, 'mutation($id: ID!) { deleteEmails(user_id: $id, ids: ["3"]) { id } }', { id: String(client.user.id) });
    expect(del.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('deletes for one side only and returns what remains', async () => {
    const id = String(peer.user.id);
    const before = (await gql(peer.auth, 'query($id: ID!) { emails(user_id: $id) { id } }', { id })).json().data.emails;
    const res = await gql(peer.auth, 'mutation($id: ID!, $ids: [String!]!) { deleteEmails(user_id: $id, ids: $ids) { id } }', { id, ids: [before[0].id] });
    expect(res.json().data.deleteEmails).toEqual([]);
  });

  it("stamps a mark-read with the app's clock", async () => {
    const id = String(coach.user.id);
    const list = (await gql(coach.auth, 'query($id: ID!) { emails(user_id: $id) { id read } }', { id })).json().data.emails as Array<{ id: string; read: boolean }>;
    const unread = list.find((m) => !m.read)!;
    t.clock.advance(3_600_000);
    const marked = await gql(coach.auth, 'mutation($id: ID!) { markEmailRead(id: $id) { data { read updated_at } } }', { id: unread.id });
    expect(marked.json().data.markEmailRead.data).toEqual({ read: true, updated_at: t.clock.now.toISOString() });
  });

  it('answers bad ids with BAD_USER_INPUT and deep queries with a validation error', async () => {
    const bad = await gql(client.auth, '{ unreademails(user_id: "abc") }');
    expect(bad.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const deep = await gql(client.auth, `{ ${'... on Query { '.repeat(8)}unreademails(user_id: "1")${' }'.repeat(8)} }`);
    expect(deep.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
