import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RegisteredRoute } from '../support/route-table.ts';
import { backends } from '../support/test-app.ts';
import { FUZZ_RUNS, FUZZ_SEED, fuzzTimeout, REST_SHARE } from './fuzz-budget.ts';
import { fuzzApp, fuzzProperty, injectStream } from './fuzz-harness.ts';
import { fieldOperations, graphqlFields, shapeOperations, type GraphqlBody } from './graphql-cases.ts';
import { restCases, type Caller, type RestCase } from './rest-cases.ts';
import { entryKey, REST_FUZZ } from './rest-entries.ts';

// Issue 8, the attack suite: every REST route and every /gapi field gets generated and hostile
// requests, signed in and anonymous; none may answer 500 and the server may log no error.

describe.each(backends())('fuzz (%s)', (backend) => {
  let f: Awaited<ReturnType<typeof fuzzApp>>;
  let routes: RegisteredRoute[];
  const tally = { rest: 0, graphql: 0, started: Date.now(), statuses: new Map<number, number>() };
  beforeAll(async () => {
    tally.started = Date.now();
    f = await fuzzApp(backend);
    routes = await routeTable(f.t.app);
  });
  afterAll(async () => {
    const s = ((Date.now() - tally.started) / 1000).toFixed(1);
    console.log(`fuzz (${backend}): ${tally.rest + tally.graphql} cases (REST ${tally.rest}, GraphQL ${tally.graphql}) in ${s} s, seed ${FUZZ_SEED}; `
      + `errors logged: ${f?.logs.errors().length ?? 'n/a'}; replies by status: ${JSON.stringify(Object.fromEntries([...tally.statuses].sort((a, b) => a[0] - b[0])))}`);
    await f?.close();
  });

  const tokenFor = async (c: { caller: Caller }, endsSession = false) =>
    c.caller === 'anonymous' || c.caller === 'forged' ? undefined : endsSession ? f.throwaway() : f.tokens[c.caller];

  it('has a fuzz entry for every registered route, and no entry for a route that is gone', () => {
    const registered = new Set(routes.map((r) => entryKey(r.method, r.url)));
    expect([...registered].filter((k) => !REST_FUZZ[k])).toEqual([]);
    expect(Object.keys(REST_FUZZ).filter((k) => !registered.has(k))).toEqual([]);
  });

  it('answers every generated request to every route below 500', async () => {
    const runs = Math.max(2, Math.ceil((FUZZ_RUNS * REST_SHARE) / routes.length));
    const problems: string[] = [];
    for (const route of routes) {
      const entry = REST_FUZZ[entryKey(route.method, route.url)];
      if (!entry) continue; // reported by the test above
      const r = await fuzzProperty(`${route.method} ${route.url}`, restCases(route, entry), runs, async (c: RestCase) => {
        const token = await tokenFor(c, entry.endsSession);
        const request = {
          method: c.method as 'GET', url: c.url, remoteAddress: c.remoteAddress, payload: c.payload,
          headers: { ...c.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        };
        return entry.stream ? injectStream(f.t.app, request) : f.t.app.inject(request);
      }, tally.statuses);
      tally.rest += r.cases;
      problems.push(...r.problems);
    }
    expect(problems).toEqual([]);
  }, fuzzTimeout());

  it('answers every generated operation on every /gapi field without an internal error', async () => {
    const fields = graphqlFields(f.t.app.graphqlSchema!);
    const runs = Math.max(2, Math.ceil((FUZZ_RUNS * (1 - REST_SHARE)) / (fields.length + 1)));
    const send = async (c: { caller: Caller; op: GraphqlBody }) => {
      const token = await tokenFor(c);
      return f.t.app.inject({
        method: 'POST', url: '/gapi', payload: c.op.body,
        headers: { 'content-type': c.op.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    };
    const callers = fc.constantFrom<Caller>('client', 'client', 'coach', 'admin', 'anonymous');
    const problems: string[] = [];
    for (const field of fields) {
      const r = await fuzzProperty(`/gapi ${field.name}`, fc.record({ caller: callers, op: fieldOperations(field) }), runs, send, tally.statuses);
      tally.graphql += r.cases;
      problems.push(...r.problems);
    }
    const shapes = await fuzzProperty('/gapi shapes', fc.record({ caller: callers, op: shapeOperations(fields) }), runs, send, tally.statuses);
    tally.graphql += shapes.cases;
    expect([...problems, ...shapes.problems]).toEqual([]);
  }, fuzzTimeout());

  it('logged no error while under attack', () => {
    const errors = f.logs.errors().map((l) => ({ msg: l.msg, err: (l.err as { message?: string } | undefined)?.message, url: (l.req as { url?: string } | undefined)?.url }));
    expect(errors).toEqual([]);
  });
});
