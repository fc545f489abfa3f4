import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeValue, MESSAGES, OTP_MAX_ATTEMPTS } from '@portal/contract';
import { verifications } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { cookieJar, type CookieJar } from './support/cookie-jar.ts';
import { codeFrom, signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 findings 2, 6, 7, 8 and 9: a sign-in code belongs to the browser that asked for it,
// counters are atomic, a spent or dead code never blocks a new one, revocation is immediate.
const EMAIL = 'client@demo.test';

describe.each(backends())('sign-in attempts (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const send = async (jar: CookieJar | null, url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...jar?.header(url) } });
    jar?.take(res);
    return res;
  };
  const start = async (jar: CookieJar) => {
    const res = await send(jar, '/api/auth/loginotp', { email: EMAIL, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    return res.json().data as { verified: string; user_id: number };
  };
  const code = async () => codeFrom((await t.lastMailTo(EMAIL))?.text);
  const finish = (jar: CookieJar | null, userId: number, otp?: string, extra: object = {}) =>
    send(jar, '/api/auth/studentlogin', { email: EMAIL, password: DEMO_PASSWORD, user_id: userId, ...(otp ? { otp } : {}), ...extra });
  const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000');

  it('ignores guesses from anyone without the attempt cookie: the user\'s code survives them', async () => {
    const browser = cookieJar();
    const { user_id } = await start(browser);
    expect(browser.names).toContain('pas_signin');
    const otp = await code();
    for (let i = 0; i < OTP_MAX_ATTEMPTS + 2; i++) {
      const guess = await send(null, '/api/v1/verifyOTP', { user_id, otp: wrong(otp) }, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(guess.json().data).toEqual({ valid: false });
    }
    // Even the right code is no use to someone else's browser.
    expect((await send(cookieJar(), '/api/v1/verifyOTP', { user_id, otp })).json().data).toEqual({ valid: false });
    expect((await send(browser, '/api/v1/verifyOTP', { user_id, otp })).json().data).toEqual({ valid: true });
    const login = await finish(browser, user_id, otp);
    expect(login.statusCode).toBe(200);
    expect(browser.names).not.toContain('pas_signin');
  });

  it('gives a new code at once when the code died after five wrong tries', async () => {
    const browser = cookieJar();
    const { user_id } = await start(browser);
    const dead = await code();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) expect((await finish(browser, user_id, wrong(dead))).statusCode).toBe(422);
    expect((await finish(browser, user_id, dead)).json().error.otp).toEqual([MESSAGES.invalidOtp]);

    const resend = await send(browser, '/api/auth/generateOTP', { email: EMAIL, user_id });
    expect(resend.statusCode).toBe(200);
    const fresh = await code();
    expect((await finish(browser, user_id, fresh)).statusCode).toBe(200);
  });

  it('counts parallel wrong guesses atomically: five in all, then the code is dead', async () => {
    const browser = cookieJar();
    const { user_id } = await start(browser);
    const otp = await code();
    const guesses = await Promise.all(Array.from({ length: 12 }, () =>
      send(browser, '/api/v1/verifyOTP', { user_id, otp: wrong(otp) })));
    expect(guesses.every((g) => g.json().data.valid === false)).toBe(true);
    const [row] = await t.database.db.select().from(verifications)
      .where(and(eq(verifications.userId, user_id), eq(verifications.purpose, 'login_code')));
    expect(row!.attempts).toBe(OTP_MAX_ATTEMPTS);
    expect(row!.usedAt).not.toBeNull();
    expect((await send(browser, '/api/v1/verifyOTP', { user_id, otp })).json().data).toEqual({ valid: false });
  });

  it('signs in again right after signing out, on the same browser and on a second one', async () => {
    const browser = cookieJar();
    const first = await signIn(t, EMAIL, DEMO_PASSWORD, {}, browser);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: first.auth })).statusCode).toBe(200);
    t.clock.advance(20_000);
    const again = await signIn(t, EMAIL, DEMO_PASSWORD, {}, browser);
    expect(again.user.email).toBe(EMAIL);
    const second = await signIn(t, EMAIL, DEMO_PASSWORD, {}, cookieJar());
    expect(second.token).not.toBe(again.token);
  });

  it('keeps the live code within the countdown on the same browser (no second mail)', async () => {
    const browser = cookieJar();
    const { user_id } = await start(browser);
    const otp = await code();
    t.clock.advance(60_000);
    await start(browser);
    expect(await code()).toBe(otp);
    expect((await finish(browser, user_id, otp)).statusCode).toBe(200);
  });

  it('signs in a remembered device with the password only, and asks for the code elsewhere', async () => {
    const browser = cookieJar();
    const { user_id } = await start(browser);
    const first = await finish(browser, user_id, await code(), { remember_me: true });
    expect(first.statusCode).toBe(200);
    expect(browser.names).toContain('pas_device');
    await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { authorization: `Bearer ${first.json().data.access_token}` } });

    const step1 = await start(browser);
    expect(decodeValue(step1.verified)).toBe('true');
    const direct = await finish(browser, user_id);
    expect(direct.statusCode).toBe(200);
    expect(direct.json().data.email).toBe(EMAIL);

    const elsewhere = cookieJar();
    await start(elsewhere);
    const noCode = await finish(elsewhere, user_id);
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().error.otp).toEqual([MESSAGES.otpRequired]);
  });

  it('ends a token at once, even with look-ups of it under way', async () => {
    const { auth } = await signIn(t, EMAIL);
    const sessions = () => t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth });
    expect((await sessions()).statusCode).toBe(200);
    t.clock.advance(11_000); // the cached entry expires; the next look-ups read the database
    const during = Array.from({ length: 10 }, () => sessions());
    const out = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: auth });
    await Promise.all(during);
    expect(out.statusCode).toBe(200);
    expect((await sessions()).statusCode).toBe(401);
  });

  it('ends one other session of your own by id, and nobody else\'s', async () => {
    const phone = await signIn(t, EMAIL);
    const laptop = await signIn(t, EMAIL, DEMO_PASSWORD, {}, cookieJar());
    const list = (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: laptop.auth })).json().data as Array<{ id: number; current: boolean }>;
    const other = list.find((s) => !s.current)!;
    const peer = await signIn(t, 'peer@demo.test');
    const notYours = await t.app.inject({ method: 'POST', url: `/api/auth/sessions/${other.id}/end`, headers: peer.auth });
    expect(notYours.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: phone.auth })).statusCode).toBe(200);
    const ended = await t.app.inject({ method: 'POST', url: `/api/auth/sessions/${other.id}/end`, headers: laptop.auth });
    expect(ended.json().data).toEqual({ ended: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: phone.auth })).statusCode).toBe(401);
  });
});
