import { z } from 'zod';
import { getNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'light-my-request';
import { buildApp } from '../../src/app.ts';
import { routeTable } from '../support/route-table.ts';
import { backends, createTestApp, type TestApp } from '../support/test-app.ts';
import { graphqlFields } from './graphql-cases.ts';
import {
  CALLERS, hostOf, matrixCast, otherHostOf, POLICIES, TARGETS, type CallerName, type MatrixCast, type TargetData, type TargetName,
} from './matrix-people.ts';
import { GRAPHQL_ROWS, REST_ROWS, type RestRow } from './matrix-rows.ts';
import { entryKey, REST_FUZZ } from './rest-entries.ts';

// Issue 8, the authorisation matrix: every id-taking route and /gapi field, called by a client, their
// coach, an admin, another coach and another tenant's admin, on data that is the client's own, a
// user's of the same coach, another coach's client's, and another tenant's user's. 2xx only where
// policy allows; 403 or 404 (on /gapi FORBIDDEN or NOT_FOUND) everywhere else, or the 422 a row
// names for data in its body that is not the caller's; never a 500. Issue 23: the two tenants are
// served from two hosts; each caller calls on their own, and every call on the other's is a 401.

/** Does a body field or path parameter name someone's data? */
const NAMES_DATA = /(^|_)id$|^email$|^client_secret$/;
/** Routes whose `email` is a new person's address, not a way to name a user's data. */
const STRANGER_EMAIL = new Set(['POST /api/v1/testimonials/addreferral', 'POST /api/v1/admin/staff']);
function takesIds(url: string, body: unknown) {
  if (url.includes(':')) return true;
  if (!(body instanceof z.ZodType)) return false;
  const json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {}).some((k) => NAMES_DATA.test(k));
}

const cell = (row: string, caller: CallerName, target: TargetName, outcome: string) => `${row} · ${caller} → ${target}: ${outcome}`;
const ownerOf = (d: TargetData, owner: 'user' | 'assessmentOwner' = 'user') => (owner === 'assessmentOwner' ? d.assessmentOwner : d.user);

/** A 422 whose every field error is one the row names as "not yours" (RestRow.refusedWith). */
function refusedByField(res: Response, refusedWith: RestRow['refusedWith']) {
  if (res.statusCode !== 422 || !refusedWith) return false;
  const { error } = res.json() as { error?: unknown };
  if (!error || typeof error !== 'object') return false;
  const fields = Object.entries(error as Record<string, string[]>);
  return fields.length > 0 && fields.every(([field, messages]) => Array.isArray(messages) && messages.every((m) => refusedWith[field]?.includes(m)));
}
function restOutcome(res: Response, row: RestRow) {
  if (res.statusCode >= 200 && res.statusCode < 300) return 'granted';
  if (res.statusCode === 403 || res.statusCode === 404 || refusedByField(res, row.refusedWith)) return 'refused';
  return `HTTP ${res.statusCode} ${res.body.slice(0, 120)}`;
}
function graphqlOutcome(res: Response, field: string) {
  if (res.statusCode !== 200) return `HTTP ${res.statusCode} ${res.body.slice(0, 120)}`;
  const body = res.json() as { data?: Record<string, { success?: boolean } | null> | null; errors?: { extensions?: { code?: string } }[] };
  const codes = (body.errors ?? []).map((e) => e.extensions?.code);
  if (!codes.length) return body.data?.[field]?.success === false ? 'refused' : 'granted';
  return codes.every((c) => c === 'FORBIDDEN' || c === 'NOT_FOUND') ? 'refused' : `errors ${codes.join(',')}`;
}

describe.each(backends())('authorisation matrix (%s)', (backend) => {
  let t: TestApp;
  let cast: MatrixCast;
  beforeAll(async () => {
    t = await createTestApp(backend);
    cast = await matrixCast(t);
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  // Each caller on their own tenant's host (issue 23), or on the other tenant's.
  const auth = (caller: CallerName, elsewhere = false) => ({
    authorization: `Bearer ${cast.tokens[caller]}`, host: (elsewhere ? otherHostOf : hostOf)(cast.callers[caller]),
  });
  /** One REST row's request on a target's data, by a caller on their host (or the other tenant's). */
  const callRow = (row: RestRow, caller: CallerName, d: TargetData, elsewhere = false) => {
    const method = row.route.split(' ')[0] as 'GET' | 'POST';
    const { url, payload, contentType } = row.request(d);
    return t.app.inject({
      method, url, headers: { ...auth(caller, elsewhere), ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Buffer }),
    });
  };

  it('has a row for every id-taking route and every /gapi field that takes an id', async () => {
    const idRoutes = (await routeTable(t.app)).map((r) => entryKey(r.method, r.url)).filter((k, i, all) => all.indexOf(k) === i)
      .filter((k) => REST_FUZZ[k]?.caller === 'user' && k !== 'POST /gapi' && !STRANGER_EMAIL.has(k) && takesIds(k, REST_FUZZ[k]!.body));
    expect(idRoutes.filter((k) => !REST_ROWS.some((r) => r.route === k))).toEqual([]);
    const idFields = graphqlFields(t.app.graphqlSchema!).filter((f) => f.field.args.some((a) => getNamedType(a.type).name === 'ID')).map((f) => f.name);
    expect(idFields.filter((f) => !GRAPHQL_ROWS.some((r) => r.field === f))).toEqual([]);
  });

  it('answers REST calls 2xx only where policy allows', async () => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const row of REST_ROWS) {
      const route = row.route.split(' ')[1]!;
      for (const caller of CALLERS) {
        for (const target of TARGETS) {
          const d = cast.targets[target];
          const allowed = POLICIES[row.policy](cast.callers[caller], ownerOf(d, row.owner));
          const res = await callRow(row, caller, d);
          expected.push(cell(route, caller, target, allowed ? 'granted' : 'refused'));
          actual.push(cell(route, caller, target, restOutcome(res, row)));
        }
      }
    }
    expect(actual).toEqual(expected);
  }, 120_000);

  // Issue 23: a token made on one tenant's host is no session on the other's, whatever it names.
  it('refuses every call with a token on the other tenant\'s host (401), never acting', async () => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const row of REST_ROWS) {
      const route = row.route.split(' ')[1]!;
      for (const caller of CALLERS) {
        const res = await callRow(row, caller, cast.targets.own, true);
        expected.push(cell(route, caller, 'own', 'HTTP 401'));
        actual.push(cell(route, caller, 'own', `HTTP ${res.statusCode}`));
      }
    }
    for (const row of GRAPHQL_ROWS) {
      for (const caller of CALLERS) {
        const res = await t.app.inject({ method: 'POST', url: '/gapi', headers: auth(caller, true), payload: { query: row.query, variables: row.variables(cast.targets.own) } });
        expected.push(cell(row.field, caller, 'own', 'HTTP 401'));
        actual.push(cell(row.field, caller, 'own', `HTTP ${res.statusCode}`));
      }
    }
    expect(actual).toEqual(expected);
  }, 120_000);

  // …and on a second server of the same deployment (DESIGN §11): its own copy of the hosts.
  it('on a second server too, each token works on its own host only', async () => {
    const second = await buildApp(t.deps.config, t.database, { now: () => t.clock.now, changes: t.deps.changes });
    try {
      const actual: string[] = [];
      for (const caller of CALLERS) {
        for (const elsewhere of [false, true]) {
          const res = await second.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: auth(caller, elsewhere) });
          actual.push(`${caller} ${elsewhere ? 'other host' : 'own host'}: ${res.statusCode}`);
        }
      }
      expect(actual).toEqual(CALLERS.flatMap((c) => [`${c} own host: 200`, `${c} other host: 401`]));
    } finally {
      await second.app.close();
    }
  });

  it('answers /gapi fields with data only where policy allows', async () => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const row of GRAPHQL_ROWS) {
      for (const caller of CALLERS) {
        for (const target of TARGETS) {
          const d = cast.targets[target];
          const allowed = POLICIES[row.policy](cast.callers[caller], ownerOf(d, row.owner));
          const res = await t.app.inject({ method: 'POST', url: '/gapi', headers: auth(caller), payload: { query: row.query, variables: row.variables(d) } });
          expected.push(cell(row.field, caller, target, allowed ? 'granted' : 'refused'));
          actual.push(cell(row.field, caller, target, graphqlOutcome(res, row.field)));
        }
      }
    }
    expect(actual).toEqual(expected);
  }, 120_000);
});
