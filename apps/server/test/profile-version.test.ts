import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROFILE_STALE_MESSAGE, User } from '@portal/contract';
import { companies, users } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// Issue 8 finding 10: the app reads the caller's own record, and a save based on an older version
// of it is refused (409) instead of overwriting what another device saved since.
describe.each(backends())('profile freshness (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: auth });
  const post = (url: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('reads the caller\'s own record with its version, and needs a token', async () => {
    const { token, user, auth } = await signIn(t, 'client@demo.test');
    const res = await me(auth);
    expect(res.statusCode).toBe(200);
    const data = User.parse(res.json().data);
    expect(data).toMatchObject({ id: user.id, email: 'client@demo.test', company: user.company, pas_token: token });
    expect(Date.parse(data.updated_at!)).toBe((await row(user.id)).updatedAt.getTime());
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/students/me' })).statusCode).toBe(401);
  });

  it('returns what another device saved since', async () => {
    const phone = await signIn(t, 'client@demo.test');
    t.clock.advance(301_000); // a second sign-in: a new code after the countdown
    const laptop = await signIn(t, 'client@demo.test');
    const saved = await post(`/api/v1/students/update/${phone.user.id}`, phone.auth, { first_name: 'Alex', last_name: 'Morgan', title: 'Owner' });
    expect(saved.statusCode).toBe(200);
    const fresh = (await me(laptop.auth)).json().data;
    expect(fresh).toMatchObject({ first_name: 'Alex', title: 'Owner', updated_at: saved.json().data.updated_at, pas_token: laptop.token });
  });

  it('saves when the form is based on the stored version, and answers the next version', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const { updated_at } = (await me(auth)).json().data;
    const first = await post(`/api/v1/students/update/${user.id}`, auth, { first_name: 'Alex', last_name: 'Morgan', title: 'Owner', updated_at });
    expect(first.statusCode).toBe(200);
    const next = first.json().data.updated_at as string;
    // the test clock stands still: the version still moves on
    expect(Date.parse(next)).toBeGreaterThan(Date.parse(updated_at));
    const second = await post(`/api/v1/students/updatetwo/${user.id}`, auth, { company: 'Northwind Two', website: 'https://two.test', updated_at: next });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ title: 'Owner', company: 'Northwind Two', website: 'https://two.test' });
  });

  it('refuses a stale save with 409 and changes nothing', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const { updated_at: old } = (await me(auth)).json().data;
    const newer = await post(`/api/v1/students/update/${user.id}`, auth, { first_name: 'Alex', last_name: 'Morgan', title: 'Newer title', updated_at: old });
    expect(newer.statusCode).toBe(200);
    const before = await row(user.id);

    const stale = await post(`/api/v1/students/update/${user.id}`, auth, { first_name: 'Old', last_name: 'Form', title: 'Old title', updated_at: old });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, message: PROFILE_STALE_MESSAGE });
    const staleTwo = await post(`/api/v1/students/updatetwo/${user.id}`, auth, { company: 'Renamed By Old Form', website: 'https://old.test', updated_at: old });
    expect(staleTwo.statusCode).toBe(409);

    expect(await row(user.id)).toEqual(before);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, user.company_id));
    expect(company?.name).toBe(user.company);
  });

  it('still saves a body without a version (spec §7\'s client), and refuses a malformed one with 422', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    expect((await post(`/api/v1/students/update/${user.id}`, auth, { first_name: 'Alex', last_name: 'Morgan' })).statusCode).toBe(200);
    const bad = await post(`/api/v1/students/update/${user.id}`, auth, { first_name: 'Alex', last_name: 'Morgan', updated_at: 'yesterday' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error)).toEqual(['updated_at']);
  });
});
