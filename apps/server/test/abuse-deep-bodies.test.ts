import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { MAX_BODY_DEPTH } from '../src/http/body-depth.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// A body of 20,000 nested brackets (found by the fuzz suite) overflowed the stack of what walks
// bodies and answered 500 on the public sign-in routes. Any body deeper than MAX_BODY_DEPTH is now
// a 400 with a message, on every route and on /gapi, before anything walks it.
describe.each(backends())('abuse: deeply nested bodies (%s)', (backend) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
  });
  afterAll(async () => { await t.close(); });

  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
  const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

  it('refuses 20,000 nested brackets with a 400 and a message on public and signed-in routes', async () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['/api/auth/loginotp', nested(20_000), {}],
      ['/api/password/reset', `{"email":${nested(20_000)}}`, {}],
      ['/api/v1/users/error/logs/', `{"data":${nested(20_000, '{}')}}`, {}],
      ['/api/v1/clientportal/store/note/', `{"title":${nested(20_000)}}`, client.auth],
      ['/gapi', `{"query":"query($x: ID!) { member(user_id: $x) { id } }","variables":{"x":${nested(20_000)}}}`, client.auth],
    ];
    for (const [url, payload, headers] of cases) {
      const res = await send(url, payload, headers);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
      // /gapi answers in GraphQL's own shape, as for its other refusals
      expect(res.json()).toEqual(url === '/gapi'
        ? { data: null, errors: [{ message: MESSAGES.bodyTooDeep, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }
        : { status: 400, error: MESSAGES.bodyTooDeep, message: MESSAGES.bodyTooDeep });
    }
  });

  it('still reads a body as deep as the limit allows (the field is then judged by its schema)', async () => {
    const res = await send('/api/v1/clientportal/store/note/', `{"title":${nested(MAX_BODY_DEPTH - 1)}}`, client.auth);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error)).toContain('title');
  });
});
