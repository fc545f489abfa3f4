import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/contract';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { REDACT_PATHS, redactUrl } from '../src/http/log-redaction.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { codeFrom, signIn } from './support/sign-in.ts';

describe.each(backends())('security defaults (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const loginOtp = (email: string, remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({
    method: 'POST', url: '/api/auth/loginotp', payload: { email, password: 'Wrong-Pass-1' }, remoteAddress, headers,
  });

  it('limits sign-in attempts per IP without a forwarded header getting round it', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 60; i++) expect((await loginOtp(`someone${i}@demo.test`, ip)).statusCode).toBe(422);
    const limited = await loginOtp('someone-else@demo.test', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, message: MESSAGES.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginOtp('someone-else@demo.test', ip, { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
    expect((await loginOtp('someone-else@demo.test', '203.0.113.78')).statusCode).toBe(422);
  }, 120_000); // 60 deliberately slow password checks

  it('sends a strict CSP, nosniff and no-framing on API replies and errors', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const replies = [
      await t.app.inject({ method: 'POST', url: '/api/v1/clientportal/schedule/', headers: auth, payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/v1/tickets' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const res of replies) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // HSTS in production only
    }
  });

  it('tells caches to store no API or /gapi reply, the sign-in reply with its token first of all', async () => {
    const { auth, jar } = await signIn(t, 'client@demo.test');
    const step1 = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', headers: jar.header('/api/auth/loginotp'),
      payload: { email: 'client@demo.test', password: DEMO_PASSWORD } });
    const otp = codeFrom((await t.lastMailTo('client@demo.test'))?.text);
    jar.take(step1);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/studentlogin', headers: jar.header('/api/auth/studentlogin'),
      payload: { email: 'client@demo.test', password: DEMO_PASSWORD, user_id: step1.json().data.user_id, otp } });
    expect(login.json().data.access_token).toBeTruthy();
    const replies = [step1, login,
      await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth }),
      await t.app.inject({ method: 'POST', url: '/gapi', headers: auth, payload: { query: `{ member(user_id: "${login.json().data.id}") { id } }` } }),
      await t.app.inject({ method: 'GET', url: '/api/auth/sessions' }),
      await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: auth, payload: {} }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 401, 422]);
    for (const res of replies) expect(res.headers['cache-control']).toBe('no-store');
    // What may be cached says so itself.
    expect((await t.app.inject({ method: 'GET', url: '/meta.json' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a crash with a plain 500 that leaks nothing', async () => {
    t.app.get('/api/test-only/crash', async () => { throw new Error('db password is hunter2 at /srv/app.ts:12'); });
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, error: 'Server error', message: 'Server error' });
  });
});

describe.each(backends())('logs (%s)', (backend) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeEach(async () => {
    t = await createTestApp(backend, { LOG_LEVEL: 'info' });
    lines.length = 0;
    // Point pino's destination (shared by every request's child logger) at an array.
    const stream = Object.getOwnPropertySymbols(t.app.log).find((s) => s.description === 'pino.stream');
    if (!stream) throw new Error('pino stream not found');
    (t.app.log as unknown as Record<symbol, unknown>)[stream] = { write: (line: string) => { lines.push(line); } };
  });
  afterEach(async () => { await t.close(); });

  it('never hold the password, the one-time code or a token', async () => {
    const { token } = await signIn(t, 'client@demo.test');
    const otp = codeFrom((await t.lastMailTo('client@demo.test'))?.text);
    await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { 'x-token': token } });
    await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: 'client@demo.test' } });
    const reset = (await t.lastMailTo('client@demo.test'))!.text.match(/\/reset\/([\w-]+)/)![1]!;
    await t.app.inject({ method: 'GET', url: `/reset/${reset}`, headers: { accept: 'text/html' } });
    await t.app.inject({ method: 'GET', url: `/fbslogin/${reset}?token=${reset}` });
    await t.app.inject({
      method: 'POST', url: '/api/password/create',
      payload: { token: reset, email: 'client@demo.test', password: 'Fresh-Ledger-Pass-9', password_confirmation: 'Fresh-Ledger-Pass-9' },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/reset/[redacted]');
    for (const secret of [DEMO_PASSWORD, 'Fresh-Ledger-Pass-9', otp, token, reset]) expect(log).not.toContain(secret);
  });

  it('keep the values of a failed query out of a logged error', async () => {
    const secret = 'Param-Secret-4711';
    t.app.get('/api/test-only/failed-query', async () => {
      await t.database.db.execute(sql`select ${secret}::text from no_such_table_here`);
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/failed-query' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('no_such_table_here');
    expect(log).toContain('params: [redacted]');
    expect(log).not.toContain(secret);
  });

  it('cut tokens from logged URLs and redact credential headers', () => {
    expect(redactUrl('/reset/abc123?x=1')).toBe('/reset/[redacted]?x=1');
    expect(redactUrl('/fbslogin/abc123')).toBe('/fbslogin/[redacted]');
    expect(redactUrl('/invite/abc123')).toBe('/invite/[redacted]');
    expect(redactUrl('/api/v1/invites/abc123')).toBe('/api/v1/invites/[redacted]');
    expect(redactUrl('/cb?code=123456&state=ok&token=t0k')).toBe('/cb?code=[redacted]&state=ok&token=[redacted]');
    expect(REDACT_PATHS).toEqual(expect.arrayContaining(['req.headers.authorization', 'req.headers["x-token"]', 'req.headers.cookie']));
  });
});
