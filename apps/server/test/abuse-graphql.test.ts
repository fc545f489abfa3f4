import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 attack suite, "GraphQL depth, aliases, batching, huge queries" (DESIGN §4: depth and cost
// are limited). Each is refused with a 4xx or a GraphQL validation error; none is a 500, and none
// runs a resolver.
describe.each(backends())('abuse: costly GraphQL documents (%s)', (backend) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
  });
  const id = () => String(client.user.id);
  afterAll(async () => { await t.close(); });

  const gql = (payload: unknown) => t.app.inject({ method: 'POST', url: '/gapi', headers: { ...client.auth, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

  /**
   * Refused before execution, quickly: a 4xx, or GraphQL validation errors with no data; the caller
   * is told why, and no internal error text leaks.
   */
  async function expectRefused(payload: unknown, why: RegExp) {
    const started = Date.now();
    const res = await gql(payload);
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    const body = res.json();
    expect(body.data ?? null).toBeNull();
    if (res.statusCode < 400) {
      expect(body.errors.length).toBeGreaterThan(0);
      for (const e of body.errors) expect(e.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const said = JSON.stringify(body.errors ?? body.error ?? body.message);
    expect(said).toMatch(why);
    expect(said).not.toMatch(/is not (iterable|a function)|undefined|TypeError|\.js:\d+/);
    expect(Date.now() - started).toBeLessThan(5_000);
    return res;
  }

  it('answers a normal query (the baseline the refusals are measured against)', async () => {
    const res = await gql({ query: 'query($id: ID!) { unreademails(user_id: $id) }', variables: { id: id() } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unreademails).toEqual(expect.any(Number));
  });

  it('refuses a document nested past the depth limit', async () => {
    // The schema has no cycle deep enough, but inline fragments nest without end (each is a level).
    const res = await expectRefused({ query: `{ ${'... on Query { '.repeat(12)}unreademails(user_id: "${id()}")${' }'.repeat(12)} }` }, /depth/i);
    expect(res.statusCode).toBe(400);
  });

  it('refuses thousands of aliases of one field', async () => {
    const aliases = Array.from({ length: 2_000 }, (_, i) => `a${i}: unreademails(user_id: "${id()}")`).join(' ');
    await expectRefused({ query: `{ ${aliases} }` }, /too costly|fields|tokens/i);
    // 320 aliases in 962 tokens: under the parser's token limit, so the field limit is what refuses it.
    const small = Array.from({ length: 320 }, (_, i) => `a${i}: __typename`).join(' ');
    await expectRefused({ query: `{ ${small} }` }, /too costly/i);
  });

  it('refuses aliases hidden in fragments that multiply each other', async () => {
    // 10 levels of fragments each spreading the next ten times: 10^10 fields once expanded.
    const levels = 10;
    const fragments = Array.from({ length: levels }, (_, i) => i === levels - 1
      ? `fragment F${i} on Query { ${Array.from({ length: 10 }, (_, j) => `x${j}: unreademails(user_id: "${id()}")`).join(' ')} }`
      : `fragment F${i} on Query { ${Array.from({ length: 10 }, () => `...F${i + 1}`).join(' ')} }`).join('\n');
    const res = await gql({ query: `{ ...F0 }\n${fragments}` });
    expect(res.statusCode).toBeLessThan(500);
    // Identical spreads merge into one selection: either it is refused, or it runs as ten fields.
    if (res.statusCode === 200) expect(Object.keys(res.json().data)).toHaveLength(10);
  });

  it('refuses a batch of queries sent as a JSON array', async () => {
    const one = { query: 'query($id: ID!) { unreademails(user_id: $id) }', variables: { id: id() } };
    await expectRefused(Array.from({ length: 500 }, () => one), /object|batch/i);
  });

  it('refuses a huge document by size before parsing it', async () => {
    const res = await gql({ query: `{ unreademails(user_id: "${id()}") ${' '.repeat(2 * 1024 * 1024)} }` });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a document of very many tokens or directives within the size limit', async () => {
    const directives = Array.from({ length: 30_000 }, () => '@include(if: true)').join(' ');
    await expectRefused({ query: `{ unreademails(user_id: "${id()}") ${directives} }` }, /.+/);
    const args = Array.from({ length: 40_000 }, (_, i) => `a${i}: 1`).join(' ');
    await expectRefused({ query: `{ unreademails(user_id: "${id()}", ${args}) }` }, /.+/);
  });

  it('refuses unknown fields, broken syntax and mistyped bodies with validation errors that leak nothing', async () => {
    await expectRefused({ query: '{ users { id email password_hash } }' }, /Cannot query field/);
    await expectRefused({ query: '{ emails(user_id: 1) { id ' }, /Syntax Error/);
    await expectRefused({ query: 12345 }, /string/);
    await expectRefused({ query: ['{ __typename }'] }, /string/);
    await expectRefused({ query: '{ __typename }', variables: 'x' }, /variables/);
  });
});
