import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TenantSettings } from '@portal/contract';
import { demoMailbox, users } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// Issue 23: each tenant's admin sets its mail sender name, support address, currency and time zone.
const URL_ = '/api/v1/admin/settings';
const SETTINGS = { mail_sender_name: 'Summit Team', support_email: 'Help@Summit.test', currency: 'EUR', time_zone: 'Europe/Dublin' };

describe.each(backends())('a tenant\'s admin settings (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend, { MAIL_FROM: 'Coaching Portal <mail@portal.test>' }); });
  afterEach(async () => { await t.close(); });

  const read = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: URL_, headers: auth });
  const save = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: URL_, headers: auth, payload });

  it('shows the settings, the deployment\'s defaults where none is set', async () => {
    const { auth } = await signIn(t, 'admin@demo.test');
    const res = await read(auth);
    expect(res.statusCode).toBe(200);
    expect(TenantSettings.parse(res.json().data)).toEqual({
      name: 'Summit Coaching', mail_sender_name: null, mail_from_address: 'mail@portal.test', support_email: expect.any(String),
      currency: 'usd', time_zone: 'UTC',
    });
  });

  it('is for admins only', async () => {
    for (const who of ['coach@demo.test', 'client@demo.test']) {
      const { auth } = await signIn(t, who);
      expect((await read(auth)).statusCode).toBe(403);
      expect((await save(auth, SETTINGS)).statusCode).toBe(403);
    }
    expect((await read({})).statusCode).toBe(401);
  });

  it('refuses what is not a sender name, an email, a currency or a time zone, field by field', async () => {
    const { auth } = await signIn(t, 'admin@demo.test');
    const res = await save(auth, { mail_sender_name: '<b>Summit</b>', support_email: 'nope', currency: 'ABC', time_zone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error).sort()).toEqual(['currency', 'mail_sender_name', 'support_email', 'time_zone']);
    expect((await save(auth, { ...SETTINGS, currency: 'EURO', mail_sender_name: 'x'.repeat(81) })).json().error).toMatchObject({
      currency: ['Enter a 3-letter currency code, such as USD.'], mail_sender_name: ['Must be at most 80 characters.'],
    });
    expect((await save(auth, {})).statusCode).toBe(422);
  });

  it('saves them, and mail, tickets, prices and new people follow', async () => {
    const admin = await signIn(t, 'admin@demo.test');
    const saved = await save(admin.auth, SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ mail_sender_name: 'Summit Team', support_email: 'help@summit.test', currency: 'eur', time_zone: 'Europe/Dublin' });
    expect((await read(admin.auth)).json().data).toEqual(saved.json().data);

    // Mail comes from the sender name, at MAIL_FROM's address.
    await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: 'client@demo.test' } });
    await t.lastMailTo('client@demo.test', 'Reset');
    const [reset] = await t.database.db.select().from(demoMailbox).where(eq(demoMailbox.to, 'client@demo.test'));
    expect(reset?.fromName).toBe('Summit Team');

    // Tickets go to the new support address.
    const client = await signIn(t, 'client@demo.test');
    await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: client.auth, payload: { subject: 'Help', message: 'Please', category: 'billing', priority: 'low' } });
    expect((await t.lastMailTo('help@summit.test'))?.subject).toMatch(/^\[Ticket #\d+\] Help$/);

    // A group's price is in the tenant's currency.
    const coach = await signIn(t, 'coach@demo.test');
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/v1/coach/groups', headers: coach.auth })).json().data;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/coach/groups/${first.id}`, headers: coach.auth })).json().data.currency).toBe('eur');

    // A coach the admin adds starts in the tenant's time zone.
    const added = await t.app.inject({ method: 'POST', url: '/api/v1/admin/staff', headers: admin.auth,
      payload: { email: 'new.coach@demo.test', first_name: 'New', last_name: 'Coach', role_id: 2 } });
    expect(added.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'new.coach@demo.test'));
    expect(row?.timeZone).toBe('Europe/Dublin');

    // An empty sender name is the tenant's name again.
    expect((await save(admin.auth, { ...SETTINGS, mail_sender_name: '' })).json().data.mail_sender_name).toBeNull();
  });
});
