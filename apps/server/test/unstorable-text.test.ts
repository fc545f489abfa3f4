import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { UNSTORABLE_TEXT } from '@portal/contract';
import { groups, lessons, userGroups } from '../src/db/schema/index.ts';
import { DEMO_GROUP_SLUGS } from '../src/db/seed/demo-programmes.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// Issue 8 finding 1: text with U+0000 or an unpaired surrogate was a 500 on every route that
// stores free text; the contract's text rule makes it a 422 field message everywhere.
const HOSTILE = ['before\u0000after', 'half \uD800 pair', 'other half \uDC00'];

describe.each(backends())('text the database cannot store (%s)', (backend) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const s = await signIn(t, 'client@demo.test');
    auth = s.auth;
    userId = s.user.id;
  });
  afterAll(async () => { await t.close(); });

  const post = (url: string, payload: object, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it.each(HOSTILE)('is a 422 field message on every REST body that stores text (%j)', async (bad) => {
    const cases: Array<[string, object, string, Record<string, string>?]> = [
      ['/api/v1/users/error/logs/', { url: 'http://x/', host: 'x', pathname: '/', message: bad, subject: 'S' }, 'message', {}],
      [`/api/v1/students/update/${userId}`, { first_name: 'Alex', last_name: 'Morgan', title: bad }, 'title'],
      ['/api/v1/tickets', { subject: 'Help', message: bad, category: 'billing', priority: 'high' }, 'message'],
      ['/api/v1/training-analytics/', { user_id: userId, data: [{ id: 'a', note: bad }] }, 'data.0.note'],
      ['/api/v1/flashcoaching', { user_id: userId, data: [{ id: bad }] }, 'data.0.id'],
      ['/api/v1/users/studentpaid/', { user_group_id: 1, payment_id: bad }, 'payment_id'],
      ['/api/v1/training-analytics/', { user_id: userId, data: [{ id: 'a', [`k${bad}`]: 1 }] }, 'data.0._key'],
    ];
    for (const [url, payload, field, headers] of cases) {
      const res = await post(url, payload, headers);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error[field], url).toEqual([UNSTORABLE_TEXT]);
    }
  });

  it('is BAD_USER_INPUT on /gapi, in variables and in literals, and nothing is stored', async () => {
    const db = t.database.db;
    const [g] = await db.select().from(groups).where(eq(groups.slug, DEMO_GROUP_SLUGS.running));
    const [ug] = await db.select().from(userGroups).where(and(eq(userGroups.groupId, g!.id), eq(userGroups.userId, userId)));
    const [l] = await db.select().from(lessons).where(eq(lessons.groupId, g!.id)).orderBy(asc(lessons.lessonOrder));
    const args = `group_id: "${g!.id}", user_group_id: "${ug!.id}", lesson_id: "${l!.id}", user_id: "${userId}"`;
    const gql = async (query: string, variables: object = {}) => (await post('/gapi', { query, variables })).json();

    const viaVariable = await gql(`mutation($n: String) { manageAnalytics(${args}, notes: $n) { success } }`, { n: HOSTILE[0] });
    expect(viaVariable.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { n: [UNSTORABLE_TEXT] } });
    const viaLiteral = await gql(`mutation { manageAnalytics(${args}, profit_impact: "a\\u0000b") { success } }`);
    expect(viaLiteral.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { profit_impact: [UNSTORABLE_TEXT] } });
    const stored = await gql(`{ analyticsSearch(${args}) { notes profit_impact } }`);
    expect(JSON.stringify(stored.data.analyticsSearch ?? {})).not.toContain('\\u0000');
  });

  it('keeps accepting text with emoji, accents and paired surrogates', async () => {
    const res = await post(`/api/v1/students/update/${userId}`, { first_name: 'Zoë', last_name: 'Morgan 😀', title: 'Directrice générale' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Zoë', last_name: 'Morgan 😀' });
  });
});
