import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTP_RESEND_COUNTDOWN_S } from '@portal/contract';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 attack suite, "token replay after logout" (DESIGN §7: tokens are revoked at logout; a
// user can end their other sessions). The per-process token cache must not keep a revoked token alive.
describe.each(backends())('abuse: token replay after the session ended (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  /** Every way a token is presented: a REST read, the x-token header, GraphQL. */
  async function uses(token: string) {
    return [
      (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization: `Bearer ${token}` } })).statusCode,
      (await t.app.inject({ method: 'POST', url: '/api/v1/clientportal/schedule/', headers: { 'x-token': token }, payload: {} })).statusCode,
      (await t.app.inject({ method: 'POST', url: '/gapi', headers: { authorization: `Bearer ${token}` }, payload: { query: '{ __typename }' } })).statusCode,
    ];
  }
  /** A replay: the reads, then logout itself (which must not work twice). */
  const replay = async (token: string) => [...(await uses(token)),
    (await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode];
  const REFUSED = [401, 401, 401, 401];
  /** A second sign-in of the same user on another device (after the resend countdown). */
  async function signInAgain(email: string) {
    t.clock.advance((OTP_RESEND_COUNTDOWN_S + 1) * 1000);
    return signIn(t, email);
  }

  it('refuses a token at once after logout, however warm the cache was', async () => {
    const { token, auth } = await signIn(t, 'client@demo.test');
    expect(await uses(token)).toEqual([200, 200, 200]); // cached now
    const again = await signInAgain('client@demo.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: again.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: auth })).statusCode).toBe(200);
    expect(await replay(token)).toEqual(REFUSED);
    // the other session is untouched
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: again.auth })).statusCode).toBe(200);
  });

  it('refuses a token at once after a logout that raced with its own requests', async () => {
    const { token, auth } = await signIn(t, 'client@demo.test');
    // Reads in flight while the logout lands must not put the token back into the cache.
    const logout = t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: auth });
    await Promise.all([...Array.from({ length: 20 }, () => uses(token)), logout]);
    expect((await logout).statusCode).toBe(200);
    expect(await replay(token)).toEqual(REFUSED);
  });

  it('refuses the other devices\' tokens at once after "end other sessions"', async () => {
    const laptop = await signIn(t, 'client@demo.test');
    const phone = await signInAgain('client@demo.test');
    const tablet = await signInAgain('client@demo.test');
    for (const s of [phone, tablet]) expect(await uses(s.token)).toEqual([200, 200, 200]);
    const end = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-others', headers: laptop.auth });
    expect(end.statusCode).toBe(200);
    expect(end.json().data.ended).toBe(2);
    for (const s of [phone, tablet]) expect(await replay(s.token)).toEqual(REFUSED);
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: laptop.auth });
    expect(list.json().data).toHaveLength(1);
  });

  it('refuses every old token at once after a password reset', async () => {
    const { token } = await signIn(t, 'peer@demo.test');
    expect(await uses(token)).toEqual([200, 200, 200]);
    await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: 'peer@demo.test' } });
    const link = (await t.lastMailTo('peer@demo.test'))!.text.match(/\/reset\/([\w-]+)/)![1]!;
    const created = await t.app.inject({
      method: 'POST', url: '/api/password/create',
      payload: { token: link, email: 'peer@demo.test', password: 'Quiet-Harbour-Lamp-7', password_confirmation: 'Quiet-Harbour-Lamp-7' },
    });
    expect(created.statusCode).toBe(200);
    expect(await replay(token)).toEqual(REFUSED);
  });

  it('refuses a token that was never issued, or is one character off', async () => {
    const { token } = await signIn(t, 'flash@demo.test');
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await replay(flipped)).toEqual(REFUSED);
    expect(await replay('x'.repeat(4096))).toEqual(REFUSED);
  });
});
