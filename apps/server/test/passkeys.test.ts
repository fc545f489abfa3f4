import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, PASSKEY_MESSAGES, PasskeyInfo, PasskeyList, StudentLoginReply } from '@portal/contract';
import { authSessions, demoMailbox, passkeyChallenges, passkeys } from '../src/db/schema/index.ts';
import { buildTenant, buildUser } from '../src/db/seed/builders.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { WRONG_PASSWORD } from '../src/modules/auth/identity-check.ts';
import { cookieJar } from './support/cookie-jar.ts';
import { addPasskey, passkeySignIn, sendSignIn, signInOptions, softAuthenticator, TEST_ORIGIN, type SoftAuthenticator } from './support/passkeys.ts';
import { codeFrom, signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 22: passkeys. Added by a signed-in user (two steps, bound to the session), listed, renamed,
// removed after "confirm it's you"; a sign-in with one makes the code path's session without a code.
// The authenticator is software (support/passkeys.ts): ES256, attestation "none", flags and counter chosen here.
describe.each(backends())('passkeys (%s)', (backend) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signIn>>;
  let key: SoftAuthenticator;
  beforeEach(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
    key = softAuthenticator({ origin: TEST_ORIGIN });
  });
  afterEach(async () => { await t.close(); });

  const list = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/passkeys', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return PasskeyList.parse(res.json().data);
  };
  const added = async (name = 'Laptop') => {
    const res = await addPasskey(t, client.auth, key, { name });
    expect(res.statusCode, res.body).toBe(201);
    return PasskeyInfo.parse(res.json().data);
  };
  const stored = async (id: number) => (await t.database.db.select().from(passkeys).where(eq(passkeys.id, id)))[0];
  const post = (url: string, auth: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const mails = async () => { await t.app.settle(); await t.deps.mailer.flush(); return (await t.database.db.select().from(demoMailbox)).length; };

  it('adds a passkey in two steps and lists it with its dates, device type and backup state', async () => {
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/me/passkeys/options', headers: client.auth });
    expect(asked.statusCode).toBe(200);
    const options = asked.json().data.options;
    expect(options.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');
    expect(options.user.name).toBe('client@demo.test');
    // the user handle is random, not the account's id or email
    expect(Buffer.from(options.user.id, 'base64url').length).toBe(32);

    const res = await post('/api/v1/me/passkeys', client.auth, { name: ' Work laptop ', response: key.register(options) });
    expect(res.statusCode, res.body).toBe(201);
    const info = PasskeyInfo.parse(res.json().data);
    expect(info).toMatchObject({ name: 'Work laptop', last_used_at: null, device_type: 'multi_device', backed_up: true });
    expect(await list(client.auth)).toEqual([info]);
    const row = await stored(info.id);
    expect(row).toMatchObject({ rpId: 'localhost', counter: 0, transports: ['internal', 'hybrid'], tenantId: t.demo.tenantId, userId: t.demo.client.id });

    // a second passkey shares the user handle, and the options exclude the first
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/me/passkeys/options', headers: client.auth });
    expect(again.json().data.options.user.id).toBe(options.user.id);
    expect(again.json().data.options.excludeCredentials).toEqual([{ id: row!.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    const single = softAuthenticator({ origin: TEST_ORIGIN, backupEligible: false, backedUp: false });
    const second = await post('/api/v1/me/passkeys', client.auth, { name: 'Security key', response: single.register(again.json().data.options) });
    expect(second.json().data).toMatchObject({ device_type: 'single_device', backed_up: false });
    expect((await list(client.auth)).map((p) => p.name)).toEqual(['Work laptop', 'Security key']);
  });

  it('refuses a registration without user verification, from another origin, without or after its challenge, or from another session', async () => {
    const refusedWith = async (res: { statusCode: number; json(): { error: { response?: string[] } }; body: string }, message: string) => {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.response).toEqual([message]);
    };
    await refusedWith(await addPasskey(t, client.auth, key, { overrides: { userVerified: false } }), PASSKEY_MESSAGES.notVerified);
    await refusedWith(await addPasskey(t, client.auth, key, { overrides: { origin: 'https://evil.test' } }), PASSKEY_MESSAGES.notVerified);
    await refusedWith(await addPasskey(t, client.auth, key, { overrides: { rpId: 'evil.test' } }), PASSKEY_MESSAGES.notVerified);
    await refusedWith(await addPasskey(t, client.auth, key, { overrides: { type: 'webauthn.get' } }), PASSKEY_MESSAGES.notVerified);
    // no options asked: no challenge
    const stray = key.register({ challenge: 'AAAA', rp: { id: 'localhost' }, user: { id: 'AAAA' } });
    await refusedWith(await post('/api/v1/me/passkeys', client.auth, { name: 'x', response: stray }), PASSKEY_MESSAGES.expired);
    // the challenge of one session is not another session's, even the same user's
    const other = await signIn(t, 'client@demo.test');
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/me/passkeys/options', headers: client.auth });
    const answer = key.register(asked.json().data.options);
    await refusedWith(await post('/api/v1/me/passkeys', other.auth, { name: 'x', response: answer }), PASSKEY_MESSAGES.expired);
    // used once, and five minutes at most
    expect((await post('/api/v1/me/passkeys', client.auth, { name: 'x', response: answer })).statusCode).toBe(201);
    await refusedWith(await post('/api/v1/me/passkeys', client.auth, { name: 'x', response: answer }), PASSKEY_MESSAGES.expired);
    const late = await t.app.inject({ method: 'POST', url: '/api/v1/me/passkeys/options', headers: client.auth });
    t.clock.advance(5 * 60_000 + 1);
    await refusedWith(await post('/api/v1/me/passkeys', client.auth, { name: 'x', response: key.register(late.json().data.options) }), PASSKEY_MESSAGES.expired);
    expect(await list(client.auth)).toHaveLength(1);
  });

  it('validates bodies with field messages, and needs a session', async () => {
    // sign-in options take an empty JSON object: no body, a form or text (what another site can send) is refused
    for (const [type, payload] of [[undefined, undefined], ['text/plain', '{}'], ['application/x-www-form-urlencoded', 'a=1']] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/passkey/options', ...(type ? { headers: { 'content-type': type }, payload } : {}) });
      expect([415, 422], type).toContain(res.statusCode);
      expect(res.headers['set-cookie'], type).toBeUndefined();
    }
    const res = await post('/api/v1/me/passkeys', client.auth, { name: '', response: { id: 'a b', type: 'secret-key' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error)).toEqual(expect.arrayContaining(['name', 'response.id', 'response.type']));
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/passkey/login', payload: { response: 'nope' } });
    expect(login.statusCode).toBe(422);
    expect(login.json().error.response).toBeDefined();
    for (const [method, url] of [['GET', '/api/v1/me/passkeys'], ['POST', '/api/v1/me/passkeys/options'], ['POST', '/api/v1/me/passkeys'],
      ['POST', '/api/v1/me/passkeys/1/rename'], ['POST', '/api/v1/me/passkeys/1/remove']] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
    }
  });

  it('renames a passkey; another user cannot rename or remove it (404)', async () => {
    const info = await added();
    const renamed = await post(`/api/v1/me/passkeys/${info.id}/rename`, client.auth, { name: 'Phone' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: info.id, name: 'Phone' });
    expect((await post(`/api/v1/me/passkeys/${info.id}/rename`, client.auth, { name: '  ' })).json().error.name).toBeDefined();
    const peer = await signIn(t, 'peer@demo.test');
    expect((await post(`/api/v1/me/passkeys/${info.id}/rename`, peer.auth, { name: 'Mine' })).statusCode).toBe(404);
    expect((await post(`/api/v1/me/passkeys/${info.id}/remove`, peer.auth, { password: DEMO_PASSWORD })).statusCode).toBe(404);
    expect(await list(peer.auth)).toEqual([]);
    expect((await list(client.auth))[0]!.name).toBe('Phone');
  });

  it('signs in without a code: the same session and reply as the code path, its browser recorded, counter and last use kept', async () => {
    const info = await added();
    const before = await mails();
    const { res, jar } = await passkeySignIn(t, key);
    expect(res.statusCode, res.body).toBe(200);
    const user = StudentLoginReply.parse(res.json().data);
    // the same fields as studentlogin's reply (the web app stores them as pas-token and pas-user)
    expect(Object.keys(user).sort()).toEqual(Object.keys(client.user).sort());
    expect({ ...user, access_token: '', pas_token: '' }).toEqual({ ...client.user, access_token: '', pas_token: '' });
    expect(user.pas_token).toBe(user.access_token);
    expect(await mails()).toBe(before);
    expect(jar.names).not.toContain('pas_passkey');

    const auth = { authorization: `Bearer ${user.access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: auth })).json().data.email).toBe('client@demo.test');
    const sessions = (await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth })).json().data;
    expect(sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ browser: 'Chromium 156', ip: '127.0.0.1' });
    const [session] = await t.database.db.select().from(authSessions).where(eq(authSessions.tokenHash, (await import('../src/lib/secrets.ts')).sha256(user.access_token)));
    const [codeSession] = await t.database.db.select().from(authSessions).where(eq(authSessions.tokenHash, (await import('../src/lib/secrets.ts')).sha256(client.token)));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(codeSession!.expiresAt.getTime() - codeSession!.createdAt.getTime());

    expect(await stored(info.id)).toMatchObject({ counter: 1, backedUp: true, deviceType: 'multiDevice' });
    expect((await list(client.auth))[0]!.last_used_at).toBe(t.clock.now.toISOString());
    // the backup state is the latest the authenticator reported
    t.clock.advance(60_000);
    expect((await passkeySignIn(t, key, { overrides: { backedUp: false } })).res.statusCode).toBe(200);
    expect(await stored(info.id)).toMatchObject({ counter: 2, backedUp: false });
    expect((await list(client.auth))[0]).toMatchObject({ backed_up: false, last_used_at: t.clock.now.toISOString() });
  });

  it('refuses an answer for another origin, RP ID, or without user verification', async () => {
    await added();
    for (const [overrides, message] of [
      [{ origin: 'https://evil.test' }, PASSKEY_MESSAGES.notVerified],
      [{ origin: 'http://localhost:8080' }, PASSKEY_MESSAGES.notVerified],
      [{ rpId: 'evil.test' }, PASSKEY_MESSAGES.notVerified],
      [{ userVerified: false }, PASSKEY_MESSAGES.notVerified],
    ] as const) {
      const { res } = await passkeySignIn(t, key, { overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().error.response).toEqual([message]);
      expect(res.body).not.toContain('access_token');
    }
  });

  it('uses a challenge once, only from the browser that asked, for five minutes', async () => {
    await added();
    const { res, response, jar } = await passkeySignIn(t, key);
    expect(res.statusCode).toBe(200);
    // the same answer again, with the cookie put back: the challenge is gone
    jar.take({ cookies: [{ name: 'pas_passkey', value: 'replayed', path: '/api/auth/passkey' }] });
    const replay = await sendSignIn(t, jar, response);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.response).toEqual([PASSKEY_MESSAGES.expired]);
    // an old answer to a new challenge
    const fresh = cookieJar();
    await signInOptions(t, fresh);
    expect((await sendSignIn(t, fresh, response)).json().error.response).toEqual([PASSKEY_MESSAGES.notVerified]);
    // another browser (no cookie, or another one) cannot answer this browser's challenge
    const asker = cookieJar();
    const options = (await signInOptions(t, asker)).json().data.options;
    const answer = key.answer(options);
    expect((await sendSignIn(t, cookieJar(), answer)).json().error.response).toEqual([PASSKEY_MESSAGES.expired]);
    const thief = cookieJar();
    await signInOptions(t, thief);
    expect((await sendSignIn(t, thief, answer)).json().error.response).toEqual([PASSKEY_MESSAGES.notVerified]);
    // past five minutes
    const slow = cookieJar();
    const late = key.answer((await signInOptions(t, slow)).json().data.options);
    t.clock.advance(5 * 60_000 + 1);
    expect((await sendSignIn(t, slow, late)).json().error.response).toEqual([PASSKEY_MESSAGES.expired]);
    // a browser asking again keeps one live challenge: the newer one
    const twice = cookieJar();
    const first = (await signInOptions(t, twice)).json().data.options;
    const second = (await signInOptions(t, twice)).json().data.options;
    expect(second.challenge).not.toBe(first.challenge);
    expect((await sendSignIn(t, twice, key.answer(first))).statusCode).toBe(422);
  });

  it('refuses a counter that goes back or stands still, and keeps the stored one', async () => {
    const info = await added();
    expect((await passkeySignIn(t, key, { overrides: { counter: 5 } })).res.statusCode).toBe(200);
    for (const counter of [5, 3]) {
      const { res } = await passkeySignIn(t, key, { overrides: { counter } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.response).toEqual([PASSKEY_MESSAGES.counterBack]);
    }
    expect((await stored(info.id))!.counter).toBe(5);
    expect((await passkeySignIn(t, key, { overrides: { counter: 6 } })).res.statusCode).toBe(200);
    // an authenticator that keeps no counter (0 every time) is not refused for it
    const synced = softAuthenticator({ origin: TEST_ORIGIN, counterStep: 0 });
    expect((await addPasskey(t, client.auth, synced, { name: 'Synced' })).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await passkeySignIn(t, synced)).res.statusCode).toBe(200);
  });

  it("refuses another tenant's passkey, another user's handle, and a passkey made for another host", async () => {
    await added();
    await buildTenant(t.database.db, 901, 'Elsewhere Coaching', 'support@elsewhere.test');
    await buildUser(t.database.db, { tenantId: 901, email: 'client@elsewhere.test', password: DEMO_PASSWORD });
    const elsewhere = await signIn(t, 'client@elsewhere.test', DEMO_PASSWORD, { 'x-tenant-id': '901' });
    const theirs = softAuthenticator({ origin: TEST_ORIGIN });
    expect((await addPasskey(t, elsewhere.auth, theirs)).statusCode).toBe(201);

    // client@'s passkey at tenant 901, and tenant 901's passkey at the default tenant: unknown there
    for (const [authenticator, tenant] of [[key, '901'], [theirs, String(t.demo.tenantId)]] as const) {
      const { res } = await passkeySignIn(t, authenticator, { headers: { 'x-tenant-id': tenant } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.response).toEqual([PASSKEY_MESSAGES.unknown]);
    }
    // a tenant that does not exist is no 500
    expect((await passkeySignIn(t, key, { headers: { 'x-tenant-id': '999999' } })).res.statusCode).toBe(422);
    // the credential of client@ with another user's handle
    const peer = await signIn(t, 'peer@demo.test');
    const peerKey = softAuthenticator({ origin: TEST_ORIGIN });
    expect((await addPasskey(t, peer.auth, peerKey)).statusCode).toBe(201);
    const jar = cookieJar();
    const answer = key.answer((await signInOptions(t, jar)).json().data.options);
    answer.response.userHandle = [...peerKey.credentials.values()][0]!.userHandle;
    expect((await sendSignIn(t, jar, answer)).json().error.response).toEqual([PASSKEY_MESSAGES.unknown]);
    // served on another host (a forged Host): the passkey made for localhost is not one of its passkeys
    const forged = await passkeySignIn(t, key, { headers: { host: 'evil.test' }, overrides: { origin: 'http://evil.test', rpId: 'evil.test' } });
    expect(forged.options.rpId).toBe('evil.test');
    expect(forged.res.json().error.response).toEqual([PASSKEY_MESSAGES.unknown]);
    // a challenge asked on one host is not answered on another
    const hop = cookieJar();
    const there = key.answer((await signInOptions(t, hop, { host: 'evil.test' })).json().data.options, { rpId: 'localhost' });
    expect((await sendSignIn(t, hop, there)).json().error.response).toEqual([PASSKEY_MESSAGES.expired]);
  });

  it('takes the RP ID from the host without its port, and refuses an address that cannot have passkeys (400)', async () => {
    const at = async (host: string) => t.app.inject({ method: 'POST', url: '/api/auth/passkey/options', headers: { host }, payload: {} });
    expect((await at('Portal.Example.com:8443')).json().data.options.rpId).toBe('portal.example.com');
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'a b', 'evil.test/x', 'user@evil.test', 'localhost:99999']) {
      const res = await at(host);
      expect(res.statusCode, host).toBe(400);
      expect(res.json().message).toBe(PASSKEY_MESSAGES.unavailable);
    }
    // the registration options too
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/me/passkeys/options', headers: { ...client.auth, host: '10.0.0.1' } })).statusCode).toBe(400);
  });

  it('removes a passkey only with the password or a fresh mailed code; a removed passkey signs in no more', async () => {
    const info = await added();
    const second = await added('Phone');
    const remove = (id: number, proof: object) => post(`/api/v1/me/passkeys/${id}/remove`, client.auth, proof);
    expect((await remove(info.id, {})).statusCode).toBe(422);
    const wrong = await remove(info.id, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.password).toEqual([WRONG_PASSWORD]);
    expect((await remove(info.id, { otp: '000000' })).json().error.otp).toBeDefined();
    expect(await list(client.auth)).toHaveLength(2);

    expect((await remove(info.id, { password: DEMO_PASSWORD })).json()).toMatchObject({ status: 200, data: { removed: true } });
    expect((await remove(info.id, { password: DEMO_PASSWORD })).statusCode).toBe(404);
    // the code mailed to this session
    expect((await post('/api/v1/me/confirm-code', client.auth)).statusCode).toBe(200);
    const code = codeFrom((await t.lastMailTo('client@demo.test', 'Your confirmation code'))?.text);
    expect((await remove(second.id, { otp: code })).statusCode).toBe(200);
    expect(await list(client.auth)).toEqual([]);

    const credentialIds = [...key.credentials.keys()];
    for (const credentialId of credentialIds) {
      const { res } = await passkeySignIn(t, key, { overrides: { credentialId } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.response).toEqual([PASSKEY_MESSAGES.unknown]);
    }
    // the password and code path is there still
    expect((await signIn(t, 'client@demo.test')).token).toBeTruthy();
  });

  it('refuses a deactivated account, and says so only to the passkey holder', async () => {
    await added();
    const coach = await signIn(t, 'coach@demo.test');
    expect((await post(`/api/v1/coach/clients/${t.demo.client.id}/deactivate`, coach.auth)).statusCode).toBe(200);
    const sessionsOf = async () => (await t.database.db.select().from(authSessions).where(eq(authSessions.userId, t.demo.client.id))).length;
    const before = await sessionsOf();
    const { res } = await passkeySignIn(t, key);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.email).toEqual([MESSAGES.accountDeactivated]);
    expect(res.body).not.toContain('access_token');
    expect(await sessionsOf()).toBe(before);
    // someone without the passkey learns nothing of it
    // an answer that does not verify learns nothing of the account
    const unverified = (await passkeySignIn(t, key, { overrides: { userVerified: false } })).res.json();
    expect(unverified.error).toEqual({ response: [PASSKEY_MESSAGES.notVerified] });
  });

  it('limits passkey sign-ins per account as the code path: 10 failed answers, then 429 for both ways in', async () => {
    await added();
    for (let i = 0; i < 10; i++) {
      expect((await passkeySignIn(t, key, { overrides: { origin: 'https://evil.test' } })).res.statusCode).toBe(422);
    }
    // the eleventh try of the account is refused even with a right answer
    const locked = (await passkeySignIn(t, key)).res;
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // the code path's account counter is the same one
    expect((await post('/api/auth/loginotp', {}, { email: 'client@demo.test', password: DEMO_PASSWORD })).statusCode).toBe(429);
  });

  it('limits passkey sign-ins per address with the code path: 60 tries in all; 300 option requests', async () => {
    await added();
    let tries = 0;
    // each try names another unknown account: only the address's count fills
    while ((await post('/api/auth/loginotp', {}, { email: `nobody${tries}@demo.test`, password: 'x' })).statusCode === 422) tries += 1;
    expect(tries).toBeLessThan(60);
    // the address's password tries are spent: a right passkey answer from it is refused too
    expect((await passkeySignIn(t, key)).res.statusCode).toBe(429);
    // option requests have their own count (each visit of /login asks): one above, then up to 300
    let asked = 1;
    while ((await signInOptions(t, cookieJar())).statusCode === 200) asked += 1;
    expect(asked).toBe(300);
  });

  it('sweeps challenges nobody answered', async () => {
    for (let i = 0; i < 3; i++) await signInOptions(t, cookieJar());
    t.clock.advance(6 * 60_000);
    await signInOptions(t, cookieJar());
    const left = await t.database.db.select().from(passkeyChallenges);
    expect(left).toHaveLength(1);
  });
});
