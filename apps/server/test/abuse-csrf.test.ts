import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { cookieJar, type CookieJar } from './support/cookie-jar.ts';
import { routeTable } from './support/route-table.ts';
import { codeIn, fakeRelay } from './support/mail-fakes.ts';
import { codeFrom } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 attack suite, "CSRF against every cookie-carrying route". The API authenticates with a
// bearer header (spec §7), which another site cannot send; the cookies it reads (pas_device: a
// remembered device, pas_signin: the sign-in attempt a code belongs to, XSRF-TOKEN) must not let a
// cross-site request act for the victim (DESIGN §7: cookies Secure/HttpOnly/SameSite).
const EVIL = { origin: 'https://evil.example', referer: 'https://evil.example/win-a-prize' };
/** The bodies a page on another site can send without a CORS preflight. */
const SIMPLE_BODIES = [
  { 'content-type': 'text/plain', payload: '{"email":"client@demo.test","password":"guess","otp":"000000","id":"1"}' },
  { 'content-type': 'application/x-www-form-urlencoded', payload: 'email=client%40demo.test&password=guess' },
  { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nclient@demo.test\r\n--x--\r\n' },
];
type SetCookie = { name: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean };
/** A second account whose sign-in is under way in the victim's browser. */
const PENDING = 'peer@demo.test';
/** Reads that need a session; the rest (the SPA, themes, files by unguessable name) are public by design. */
const PRIVATE_GETS = /^\/(api|gapi)(\/|$)/;

describe.each(backends())('abuse: cross-site requests with the victim\'s cookies (%s)', (backend) => {
  let t: TestApp;
  /** Every cookie the server set, with its attributes. */
  const setCookies = new Map<string, SetCookie>();
  beforeEach(async () => {
    t = await createTestApp(backend);
    setCookies.clear();
  });
  afterEach(async () => { await t.close(); });

  const send = (jar: CookieJar, method: string, url: string, extra: { headers?: Record<string, string>; payload?: string } = {}) =>
    t.app.inject({ method: method as 'POST', url, payload: extra.payload, headers: { ...jar.header(url), ...extra.headers } })
      .then((res) => {
        jar.take(res);
        for (const c of res.cookies as SetCookie[]) setCookies.set(c.name, c);
        return res;
      });

  /** The victim's browser: the XSRF cookie, a remembered device, and a sign-in under way. */
  async function victim() {
    const jar = cookieJar();
    const email = 'client@demo.test';
    const json = { 'content-type': 'application/json' };
    await send(jar, 'GET', '/sanctum/csrf-cookie');
    const step1 = await send(jar, 'POST', '/api/auth/loginotp', { headers: json, payload: JSON.stringify({ email, password: DEMO_PASSWORD }) });
    const userId = step1.json().data.user_id as number;
    const otp = codeFrom((await t.lastMailTo(email))?.text);
    const signedIn = await send(jar, 'POST', '/api/auth/studentlogin', {
      headers: json, payload: JSON.stringify({ email, password: DEMO_PASSWORD, user_id: userId, otp, remember_me: true }),
    });
    expect(signedIn.statusCode).toBe(200);
    // A second account's sign-in under way in the same browser (the remembered device skips client@'s code).
    const pending = await send(jar, 'POST', '/api/auth/loginotp', { headers: json, payload: JSON.stringify({ email: PENDING, password: DEMO_PASSWORD }) });
    expect(pending.statusCode).toBe(200);
    expect(jar.names).toEqual(expect.arrayContaining(['XSRF-TOKEN', 'pas_device', 'pas_signin']));
    return { jar, userId, pendingId: pending.json().data.user_id as number, token: signedIn.json().data.access_token as string };
  }

  it('sets every cookie HttpOnly (except the script-readable XSRF token), SameSite and path-scoped', async () => {
    await victim();
    expect([...setCookies.keys()].sort()).toEqual(['XSRF-TOKEN', 'pas_device', 'pas_signin']);
    for (const [name, c] of setCookies) {
      expect(c.sameSite?.toLowerCase(), name).toMatch(/^(strict|lax)$/);
      if (name === 'XSRF-TOKEN') continue;
      expect(c.httpOnly, name).toBe(true);
      expect(c.sameSite?.toLowerCase(), name).toBe('strict');
      expect(c.path, name).toMatch(/^\/api(\/|$)/);
    }
  });

  it('lets no cross-site request with those cookies and no bearer token change anything', async () => {
    const { jar, userId, pendingId, token } = await victim();
    const routes = (await routeTable(t.app)).filter((r) => r.method !== 'HEAD');
    const url = (path: string) => path.replace(/:[a-zA-Z]+/g, String(userId)).replace('*', 'avatars/x.webp');
    for (const route of routes) {
      const target = url(route.url);
      if (route.method === 'GET') {
        const res = await send(jar, 'GET', target, { headers: EVIL });
        if (PRIVATE_GETS.test(target)) expect(res.statusCode, `GET ${target}`).toBeGreaterThanOrEqual(400);
        expect(res.headers['access-control-allow-origin'], `GET ${target}`).toBeUndefined();
        continue;
      }
      for (const body of SIMPLE_BODIES) {
        const res = await send(jar, route.method, target, { headers: { ...EVIL, 'content-type': body['content-type'] }, payload: body.payload });
        expect(res.statusCode, `${route.method} ${target} (${body['content-type']}): ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route.method} ${target}`).toBeLessThan(500);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    // Nothing happened to the victim: the session lives, and the sign-in under way still takes its code.
    const sessions = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization: `Bearer ${token}` } });
    expect(sessions.statusCode).toBe(200);
    const otp = codeFrom((await t.lastMailTo(PENDING))?.text);
    const finish = await send(jar, 'POST', '/api/auth/studentlogin', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: PENDING, password: DEMO_PASSWORD, user_id: pendingId, otp }),
    });
    expect(finish.statusCode, finish.body).toBe(200);
  }, 120_000);

  it('answers no CORS preflight from another origin', async () => {
    for (const url of ['/api/auth/loginotp', '/api/auth/studentlogin', '/api/v1/students/update/1', '/gapi']) {
      const res = await t.app.inject({
        method: 'OPTIONS', url,
        headers: { ...EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
      });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });
});

describe.each(backends())('abuse: cookies in production (%s)', (backend) => {
  let t: TestApp;
  const relay = fakeRelay('up');
  beforeEach(async () => {
    t = await createTestApp(backend, { NODE_ENV: 'production', DEMO_MODE: 'false', SMTP_URL: 'smtp://relay.invalid:25' }, { mailTransport: relay.transport });
  });
  afterEach(async () => { await t.close(); });

  it('marks every cookie Secure, the remembered device included', async () => {
    const jar = cookieJar();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: jar.header(url) })
      .then((res) => { jar.take(res); return res; });
    const xsrf = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const step1 = await post('/api/auth/loginotp', { email: 'client@demo.test', password: DEMO_PASSWORD });
    expect(step1.statusCode, step1.body).toBe(200);
    await t.deps.mailer.flush();
    const otp = codeIn(relay.delivered.findLast((m) => m.to === 'client@demo.test'));
    const step2 = await post('/api/auth/studentlogin', {
      email: 'client@demo.test', password: DEMO_PASSWORD, user_id: step1.json().data.user_id, otp, remember_me: true,
    });
    expect(step2.statusCode, step2.body).toBe(200);
    const cookies = [...xsrf.cookies, ...step1.cookies, ...step2.cookies] as SetCookie[];
    expect([...new Set(cookies.map((c) => c.name))].sort()).toEqual(['XSRF-TOKEN', 'pas_device', 'pas_signin']);
    for (const c of cookies) expect(c.secure, c.name).toBe(true);
  });
});
