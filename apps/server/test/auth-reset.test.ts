import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_RESET_TTL_S } from '@portal/contract';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

const NEW_PASSWORD = 'Maple-Syrup-Ledger-42';

describe.each(backends())('password reset (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email } });
  const create = (token: string, password: string, email = 'client@demo.test') => t.app.inject({
    method: 'POST', url: '/api/password/create', payload: { token, email, password, password_confirmation: password },
  });
  async function resetToken(email = 'client@demo.test') {
    expect((await requestReset(email)).statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    const m = mail?.text.match(/http:\/\/portal\.test\/reset\/([A-Za-z0-9_-]{43})/);
    if (!m) throw new Error(`No reset link in: ${mail?.text}`);
    return m[1]!;
  }

  it('answers an unknown email exactly like a known one, and mails only the known one', async () => {
    const known = await requestReset('client@demo.test');
    const unknown = await requestReset('nobody@demo.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().data.message).toBe(MESSAGES.passwordResetSent);
    expect(await t.lastMailTo('nobody@demo.test')).toBeUndefined();
    const mail = await t.lastMailTo('client@demo.test');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toMatch(/\/reset\/[A-Za-z0-9_-]{43}/);
  });

  it('sets the new password once; the old password and old sessions stop working', async () => {
    const old = await signIn(t, 'client@demo.test');
    const token = await resetToken();
    const res = await create(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(MESSAGES.passwordChanged);
    const again = await create(token, 'Another-Fine-Pass-7');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.token).toEqual([MESSAGES.invalidResetLink]);

    const revoked = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: old.auth });
    expect(revoked.statusCode).toBe(401);
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email: 'client@demo.test', password: 'Demo-Pass-226!' } });
    expect(oldPassword.statusCode).toBe(422);
    t.clock.advance(301_000);
    const fresh = await signIn(t, 'client@demo.test', NEW_PASSWORD);
    expect(fresh.user.email).toBe('client@demo.test');
  });

  it('expires the link after 60 minutes', async () => {
    const token = await resetToken();
    t.clock.advance(PASSWORD_RESET_TTL_S * 1000 + 1000);
    const res = await create(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.invalidResetLink);
  });

  it('refuses a common password and keeps the link usable', async () => {
    const token = await resetToken();
    const common = await create(token, 'Password123');
    expect(common.statusCode).toBe(422);
    expect(common.json().error.password[0]).toMatch(/too common/);
    const short = await create(token, 'abc');
    expect(short.statusCode).toBe(422);
    expect(short.json().error.password).toEqual(['The password must be at least 8 characters.']);
    expect((await create(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('binds the link to its account: another email cannot use it', async () => {
    const token = await resetToken();
    expect((await create(token, NEW_PASSWORD, 'peer@demo.test')).statusCode).toBe(422);
  });
});
