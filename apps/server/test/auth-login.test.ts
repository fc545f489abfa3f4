import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeValue, MESSAGES, OTP_TTL_S } from '@portal/contract';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { cookieJar, type CookieJar } from './support/cookie-jar.ts';
import { codeFrom, signIn } from './support/sign-in.ts';

describe.each(backends())('sign-in with a one-time code (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  // One browser: the sign-in attempt cookie of step 1 goes back with step 2.
  let browser: CookieJar;
  beforeEach(() => { browser = cookieJar(); });
  const send = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: browser.header(url) });
    browser.take(res);
    return res;
  };
  const loginOtp = (email: string, password: string) => send('/api/auth/loginotp', { email, password });
  const studentLogin = (payload: object) => send('/api/auth/studentlogin', payload);

  it('mails a 6-digit code and signs in with it, returning every User field and a token', async () => {
    const res = await loginOtp('client@demo.test', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(decodeValue(body.data.verified)).toBe('false');
    const otp = codeFrom((await t.lastMailTo('client@demo.test'))?.text);
    const login = await studentLogin({ email: 'client@demo.test', password: DEMO_PASSWORD, user_id: body.data.user_id, otp });
    expect(login.statusCode).toBe(200);
    const user = login.json().data;
    expect(user).toMatchObject({ email: 'client@demo.test', group_coaching: true, flash_coaching: true, business_academy: true, company: 'Northwind Bakery Ltd' });
    expect(user.pas_token).toBe(user.access_token);
    expect(user.access_token.length).toBeGreaterThanOrEqual(43);
  });

  it('answers an unknown email and a wrong password with the same 422', async () => {
    const unknown = await loginOtp('nobody@demo.test', DEMO_PASSWORD);
    const wrong = await loginOtp('client@demo.test', 'Wrong-Pass-1');
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.email).toEqual([MESSAGES.invalidCredentials]);
  });

  it('refuses an expired code and burns a code after 5 wrong tries', async () => {
    const { data } = (await loginOtp('client@demo.test', DEMO_PASSWORD)).json();
    const otp = codeFrom((await t.lastMailTo('client@demo.test'))?.text);
    const wrong = otp === '000000' ? '111111' : '000000';
    const base = { email: 'client@demo.test', password: DEMO_PASSWORD, user_id: data.user_id };
    for (let i = 0; i < 5; i++) expect((await studentLogin({ ...base, otp: wrong })).statusCode).toBe(422);
    const burnt = await studentLogin({ ...base, otp });
    expect(burnt.statusCode).toBe(422);
    expect(burnt.json().error.otp).toEqual([MESSAGES.invalidOtp]);

    t.clock.advance(301_000);
    await loginOtp('client@demo.test', DEMO_PASSWORD);
    const fresh = codeFrom((await t.lastMailTo('client@demo.test'))?.text);
    t.clock.advance(OTP_TTL_S * 1000 + 1000);
    expect((await studentLogin({ ...base, otp: fresh })).statusCode).toBe(422);
  });

  it('uses a code once', async () => {
    const first = await signIn(t, 'flash@demo.test', DEMO_PASSWORD, {}, browser);
    expect(first.user.flash_coaching).toBe(true);
    const otp = codeFrom((await t.lastMailTo('flash@demo.test'))?.text);
    const again = await studentLogin({ email: 'flash@demo.test', password: DEMO_PASSWORD, user_id: first.user.id, otp });
    expect(again.statusCode).toBe(422);
  });

  it('refuses a resend inside the 300 s countdown with 429 and Retry-After, then sends one', async () => {
    const { data } = (await loginOtp('client@demo.test', DEMO_PASSWORD)).json();
    const resend = () => send('/api/auth/generateOTP', { email: 'client@demo.test', user_id: data.user_id });
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(290);
    t.clock.advance(300_000);
    const later = await resend();
    expect(later.statusCode).toBe(200);
    expect(later.json().data.message).toBe(MESSAGES.otpSent);
  });

  it('rate-limits an account after repeated failures, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await loginOtp('peer@demo.test', `Wrong-${i}-pass`)).statusCode).toBe(422);
    const limited = await loginOtp('peer@demo.test', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('revokes the token at logout; absent and revoked tokens get 401', async () => {
    const { token } = await signIn(t, 'client@demo.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(401);
    const out = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { 'x-token': token } });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ logout: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
  });

  it('answers bad bodies with 422 field messages and broken JSON with 400', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error)).toEqual(expect.arrayContaining(['email', 'password']));
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().status).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: 400, error: MESSAGES.malformedJson, message: MESSAGES.malformedJson });
  });
});
