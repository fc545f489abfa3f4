import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { openSession } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// docs/api.md "GraphQL": introspection answers in development, so that GraphiQL and code generators
// work (their standard query nests 15 levels, past the depth limit of 8, which it does not count),
// and is refused with 400 in production.
const PRODUCTION = { NODE_ENV: 'production', DEMO_MODE: 'false', SMTP_URL: 'smtp://relay.invalid:25' };

describe.each(backends())('GraphQL introspection (%s)', (backend) => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    [dev, prod] = await Promise.all([createTestApp(backend, { NODE_ENV: 'development' }), createTestApp(backend, PRODUCTION)]);
  });
  afterAll(async () => { await Promise.all([dev?.close(), prod?.close()]); });

  const gql = async (t: TestApp, query: string) => {
    const { auth } = await openSession(t, 'client@demo.test');
    return t.app.inject({ method: 'POST', url: '/gapi', headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify({ query }) });
  };

  it('answers the standard introspection query in development, again when it is asked again', async () => {
    const first = await gql(dev, getIntrospectionQuery());
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    const body = first.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.queryType.name).toBe('Query');
    expect(body.data.__schema.types.map((type: { name: string }) => type.name)).toEqual(expect.arrayContaining(['Email', 'UserGroup', 'Mutation']));
    // The second time Mercurius runs the document it has compiled (jit: 1).
    const again = await gql(dev, getIntrospectionQuery());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
  });

  it('still refuses a query nested past the depth limit in development', async () => {
    const res = await gql(dev, `{ ${'... on Query { '.repeat(9)}__typename${' }'.repeat(9)} }`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ message: expect.stringMatching(/depth 10 exceeds the depth limit of 8/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('refuses introspection in production with 400, the standard query and a one-field one alike', async () => {
    for (const query of [getIntrospectionQuery(), '{ __type(name: "Email") { name } }']) {
      const res = await gql(prod, query);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      const body = res.json();
      expect(body.data).toBeNull();
      expect(body.errors[0]).toMatchObject({ message: expect.stringMatching(/introspection/i), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    }
  });

  it('answers an ordinary query in production', async () => {
    const res = await gql(prod, '{ __typename }');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
