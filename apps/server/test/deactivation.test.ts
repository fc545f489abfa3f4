import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CalendarFeed, MESSAGES } from '@portal/contract';
import { issueLoginLinkFor } from '../src/cli.ts';
import { authSessions, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { sessionService } from '../src/modules/auth/sessions.ts';
import { openEventStream } from './support/event-stream.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Deactivated means out (docs/domain.md "Deactivation"): no sign-in link is made for or opens a
// deactivated account, no session made before or while it was off comes back with a reactivation,
// its calendar feed answers as an unknown one, and its live event stream ends.
describe.each(backends())('deactivation (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const CLIENTS = '/api/v1/coach/clients';
  const post = (url: string, auth: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: auth });
  const useLink = (url: string) => t.app.inject({
    method: 'POST', url: '/api/auth/loginotpfbs', payload: { token: url.split('/fbslogin/')[1] },
  });
  const setActive = async (coach: Record<string, string>, on: boolean) => {
    const res = await post(`${CLIENTS}/${t.demo.client.id}/${on ? 'reactivate' : 'deactivate'}`, coach);
    expect(res.statusCode, res.body).toBe(200);
    // every step a moment later, as in real use: nothing below relies on two things sharing a millisecond
    t.clock.advance(1_000);
  };

  it('refuses to make a sign-in link for a deactivated account, by route and by command', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    await setActive(coach.auth, false);
    const res = await post('/api/auth/login-links', coach.auth, { email: 'client@demo.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.email).toEqual([MESSAGES.loginLinkDeactivated]);
    expect(res.body).not.toContain('fbslogin');
    const admin = await signIn(t, 'admin@demo.test');
    expect((await post('/api/auth/login-links', admin.auth, { email: 'client@demo.test' })).statusCode).toBe(422);
    await expect(issueLoginLinkFor(t.deps.config, t.database, 'client@demo.test', { now: () => t.clock.now }))
      .rejects.toThrow(MESSAGES.loginLinkDeactivated);
  });

  it('refuses a link made before the deactivation, while off and after a reactivation, with no profile', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const made = await post('/api/auth/login-links', coach.auth, { email: 'client@demo.test' });
    expect(made.statusCode).toBe(201);
    const { url } = made.json().data as { url: string };
    const cli = await issueLoginLinkFor(t.deps.config, t.database, 'client@demo.test', { now: () => t.clock.now });
    await setActive(coach.auth, false);

    const off = await useLink(url);
    expect(off.statusCode).toBe(422);
    expect(off.json().error.token).toEqual([MESSAGES.invalidLoginLink]);
    expect(off.body).not.toContain('client@demo.test');
    expect(off.body).not.toContain('token":"');

    await setActive(coach.auth, true);
    for (const link of [url, cli!.url]) {
      const after = await useLink(link);
      expect(after.statusCode).toBe(422);
      expect(after.json().error.token).toEqual([MESSAGES.invalidLoginLink]);
    }
    // a link made after the reactivation works
    const fresh = (await post('/api/auth/login-links', coach.auth, { email: 'client@demo.test' })).json().data as { url: string };
    expect((await useLink(fresh.url)).statusCode).toBe(200);
  });

  it('never brings back a session made before or while the account was off', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const before = await signIn(t, 'client@demo.test');
    await setActive(coach.auth, false);
    expect((await me(before.auth)).statusCode).toBe(401);

    // no path makes a session for a deactivated account
    const [row] = await t.database.db.select().from(users).where(eq(users.id, t.demo.client.id));
    const sessions = sessionService(t.deps);
    await expect(sessions.create(row!, { browser: null, ip: null, location: null }, false)).rejects.toThrow(MESSAGES.accountDeactivated);
    // one that slipped in while the account was off (written straight to the table) stays dead too
    const at = new Date(t.clock.now.getTime() - 500);
    await t.database.db.insert(authSessions).values({
      userId: t.demo.client.id, tokenHash: sha256('slipped-in'), createdAt: at, lastUsedAt: at,
      idleExpiresAt: new Date(at.getTime() + 3_600_000), expiresAt: new Date(at.getTime() + 86_400_000),
    });
    const slipped = { authorization: 'Bearer slipped-in' };
    expect((await me(slipped)).statusCode).toBe(401);

    await setActive(coach.auth, true);
    expect((await me(before.auth)).statusCode).toBe(401);
    expect((await me(slipped)).statusCode).toBe(401);
    const again = await signIn(t, 'client@demo.test');
    expect((await me(again.auth)).statusCode).toBe(200);
  });

  it('answers the calendar feed of a deactivated client as an unknown one, and keeps that address dead', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const client = await signIn(t, 'client@demo.test');
    const feed = CalendarFeed.parse((await post('/api/v1/clientportal/calendar/feed', client.auth)).json().data);
    const fetchFeed = () => t.app.inject({ method: 'GET', url: new URL(feed.url!).pathname });
    expect((await fetchFeed()).statusCode).toBe(200);

    await setActive(coach.auth, false);
    expect((await fetchFeed()).statusCode).toBe(404);
    await setActive(coach.auth, true);
    expect((await fetchFeed()).statusCode).toBe(404);

    // after signing in again the client makes a new address, which answers
    const again = await signIn(t, 'client@demo.test');
    const state = CalendarFeed.parse((await t.app.inject({ method: 'GET', url: '/api/v1/clientportal/calendar/feed', headers: again.auth })).json().data);
    expect(state).toEqual({ url: null, created_at: null });
    const next = CalendarFeed.parse((await post('/api/v1/clientportal/calendar/feed', again.auth)).json().data);
    expect((await t.app.inject({ method: 'GET', url: new URL(next.url!).pathname })).statusCode).toBe(200);
  });

  it('ends the live event stream of a deactivated user', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const client = await signIn(t, 'client@demo.test');
    const stream = await openEventStream(t.app, client.auth);
    await expect.poll(() => stream.events).toEqual(['ready']);
    await setActive(coach.auth, false);
    await expect.poll(() => stream.ended()).toBe(true);
    stream.close();
  });
});
