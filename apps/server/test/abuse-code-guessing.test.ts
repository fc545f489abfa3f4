import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '@portal/contract';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { cookieJar, type CookieJar } from './support/cookie-jar.ts';
import { codeFrom } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 attack suite, "distributed code guessing across IPs" (DESIGN §7: a code dies after five
// wrong tries; ASVS 6.6.2: a code check is bound to the sign-in attempt that asked for it).
const EMAIL = 'client@demo.test';
const USER_IP = '203.0.113.10';
const ip = (i: number) => `198.51.100.${i + 1}`;
/** Six digits that are not `code`. */
const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe.each(backends())('abuse: distributed sign-in code guessing (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const post = (url: string, payload: object, remoteAddress: string, jar?: CookieJar) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: jar?.header(url) ?? {} })
      .then((res) => { jar?.take(res); return res; });

  /** The user's browser: step 1 of sign-in; the code is the one just mailed. */
  async function startSignIn(jar: CookieJar) {
    const res = await post('/api/auth/loginotp', { email: EMAIL, password: DEMO_PASSWORD }, USER_IP, jar);
    expect(res.statusCode).toBe(200);
    return { userId: res.json().data.user_id as number, code: codeFrom((await t.lastMailTo(EMAIL))?.text) };
  }
  const studentLogin = (userId: number, otp: string, from: string, jar?: CookieJar) =>
    post('/api/auth/studentlogin', { email: EMAIL, password: DEMO_PASSWORD, user_id: userId, otp }, from, jar);
  const verifyOtp = (userId: number, otp: string, from: string, jar?: CookieJar) =>
    post('/api/v1/verifyOTP', { user_id: userId, otp }, from, jar);

  it("never lets guesses from other browsers, on many IPs, burn the user's code", async () => {
    const browser = cookieJar();
    const { userId, code } = await startSignIn(browser);
    // Thirty verifyOTP guesses naming the user's (sequential, guessable) id, each from its own IP.
    for (let i = 0; i < 30; i++) {
      const res = await verifyOtp(userId, wrongCode(code, i), ip(i));
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().data?.valid ?? false).toBe(false);
    }
    // Someone who knows the password but not the code, from a browser that did not start the sign-in.
    for (let i = 0; i < OTP_MAX_ATTEMPTS + 3; i++) {
      const res = await studentLogin(userId, wrongCode(code, i), ip(100 + i), cookieJar());
      expect([422, 429]).toContain(res.statusCode);
    }
    const res = await studentLogin(userId, code, USER_IP, browser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.access_token).toEqual(expect.any(String));
  }, 60_000);

  it(`kills the code after ${OTP_MAX_ATTEMPTS} wrong tries in total, however many IPs they come from`, async () => {
    const browser = cookieJar();
    const { userId, code } = await startSignIn(browser);
    for (let i = 0; i < 3; i++) expect((await verifyOtp(userId, wrongCode(code, i), ip(i), browser)).json().data).toEqual({ valid: false });
    for (let i = 3; i < OTP_MAX_ATTEMPTS; i++) expect((await studentLogin(userId, wrongCode(code, i), ip(i), browser)).statusCode).toBe(422);
    // The right code is dead now, from any IP and through either call.
    expect((await verifyOtp(userId, code, ip(50), browser)).json().data).toEqual({ valid: false });
    const late = await studentLogin(userId, code, USER_IP, browser);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.otp).toBeDefined();
  }, 60_000);

  it(`keeps the code alive after ${OTP_MAX_ATTEMPTS - 1} wrong tries from different IPs`, async () => {
    const browser = cookieJar();
    const { userId, code } = await startSignIn(browser);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) {
      const res = i % 2 ? await verifyOtp(userId, wrongCode(code, i), ip(i), browser) : await studentLogin(userId, wrongCode(code, i), ip(i), browser);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await studentLogin(userId, code, USER_IP, browser)).statusCode).toBe(200);
  }, 60_000);

  it('gives a user whose code died a new one at once', async () => {
    const browser = cookieJar();
    const first = await startSignIn(browser);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await studentLogin(first.userId, wrongCode(first.code, i), ip(i), browser);
    const second = await startSignIn(browser);
    expect(second.code).not.toBe(first.code);
    expect((await studentLogin(second.userId, second.code, USER_IP, browser)).statusCode).toBe(200);
  }, 60_000);
});
