import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { User } from '@portal/contract';
import { companies, users } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

describe.each(backends())('profile edits (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const post = (url: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  const details = {
    first_name: 'Alexandra', last_name: 'Morgan-Reyes', title: 'Founder & CEO', location: 'Denver, CO',
    time_zone: 'America/New_York', phone_number: '+1 (720) 555-0100', birthday: '1985-04-12',
  };

  it('updates personal details and replies with the User and the caller\'s token', async () => {
    const { token, user, auth } = await signIn(t, 'client@demo.test');
    const res = await post(`/api/v1/students/update/${user.id}`, auth, { ...details, role_id: 1, email: 'x@evil.test', group_coaching: false });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    const updated = User.parse(body.data);
    expect(updated).toMatchObject({
      id: user.id, first_name: 'Alexandra', last_name: 'Morgan-Reyes', title: 'Founder & CEO', time_zone: 'America/New_York',
      phone_number: '+1 (720) 555-0100', birthday: '1985-04-12', pas_token: token, company: 'Northwind Bakery Ltd',
    });
    // Unknown fields are ignored: the role, email and programme flags stay as they were.
    expect(updated).toMatchObject({ role_id: 3, email: 'client@demo.test', group_coaching: true });
  });

  it('clears optional details sent empty and keeps those left out', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    expect(user.location).toBeTruthy();
    const res = await post(`/api/v1/students/update/${user.id}`, auth, { first_name: 'Alex', last_name: 'Morgan', title: '', phone_number: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: null, phone_number: null, location: user.location, time_zone: user.time_zone });
  });

  it('refuses another user\'s id with 403 and a non-numeric id with 422', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    for (const path of ['update', 'updatetwo']) {
      const other = await post(`/api/v1/students/${path}/${t.demo.peer.id}`, auth, details);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ status: 403, message: 'This action is unauthorized.' });
      const bad = await post(`/api/v1/students/${path}/abc`, auth, details);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.id).toEqual(['The id must be a positive integer.']);
    }
    const [peer] = await t.database.db.select().from(users).where(eq(users.id, t.demo.peer.id));
    expect(peer).toMatchObject({ firstName: 'Jordan', lastName: 'Lee' });
  });

  it('answers invalid fields with 422 and a message per field', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    const res = await post(`/api/v1/students/update/${user.id}`, auth, {
      first_name: '  ', last_name: 'M', time_zone: 'Mars/Olympus_Mons', phone_number: 'call me', birthday: '12/04/1985',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 422,
      error: {
        first_name: ['First name is required.'], time_zone: ['Choose a valid time zone.'],
        phone_number: ['Use digits, spaces and + ( ) - only.'], birthday: ['Use the format YYYY-MM-DD.'],
      },
    });
    const two = await post(`/api/v1/students/updatetwo/${user.id}`, auth, { website: 'northwind dot test' });
    expect(two.statusCode).toBe(422);
    expect(two.json().error).toEqual({ website: ['Enter a full web address (https://…).'] });
    // Links end up in <a href>: script and data URLs are refused.
    const script = await post(`/api/v1/students/updatetwo/${user.id}`, auth, { linkedin: 'javascript:alert(1)', facebook: 'data:text/html,<b>x</b>' });
    expect(script.statusCode).toBe(422);
    expect(Object.keys(script.json().error).sort()).toEqual(['facebook', 'linkedin']);
  });

  it('keeps the change: a later sign-in gets the updated record', async () => {
    const { user, auth } = await signIn(t, 'client@demo.test');
    expect((await post(`/api/v1/students/update/${user.id}`, auth, details)).statusCode).toBe(200);
    t.clock.advance(301_000); // a new sign-in code after the countdown
    const again = await signIn(t, 'client@demo.test');
    expect(again.user).toMatchObject({ first_name: 'Alexandra', last_name: 'Morgan-Reyes', birthday: '1985-04-12' });
  });

  it('renames the user\'s company in place and sets the online presence', async () => {
    const { token, user, auth } = await signIn(t, 'client@demo.test');
    const res = await post(`/api/v1/students/updatetwo/${user.id}`, auth, {
      company: 'Northwind Bakery & Café', website: 'https://northwind.test', linkedin: 'https://www.linkedin.com/company/northwind',
      facebook: '', twitter: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      company: 'Northwind Bakery & Café', company_id: user.company_id, website: 'https://northwind.test',
      linkedin: 'https://www.linkedin.com/company/northwind', facebook: null, twitter: null, pas_token: token,
    });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, user.company_id));
    expect(row?.name).toBe('Northwind Bakery & Café');
  });

  it('creates a company row for a user without one, in their tenant; an empty name keeps it', async () => {
    const { user, auth } = await signIn(t, 'peer@demo.test');
    expect(user.company_id).toBeNull();
    const res = await post(`/api/v1/students/updatetwo/${user.id}`, auth, { company: 'Lee Landscaping' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.company).toBe('Lee Landscaping');
    const [row] = await t.database.db.select().from(companies)
      .where(and(eq(companies.id, data.company_id), eq(companies.tenantId, t.demo.tenantId)));
    expect(row?.name).toBe('Lee Landscaping');
    const kept = await post(`/api/v1/students/updatetwo/${user.id}`, auth, { company: '', website: 'https://lee.test' });
    expect(kept.json().data).toMatchObject({ company: 'Lee Landscaping', company_id: data.company_id, website: 'https://lee.test' });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/students/update/${t.demo.client.id}`, payload: details });
    expect(res.statusCode).toBe(401);
  });
});
