import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINK_LOGIN_TTL_S, LoginLinkReply, MESSAGES } from '@portal/contract';
import { issueLoginLinkFor } from '../src/cli.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

describe.each(backends())('sign-in links (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const issue = (auth: Record<string, string>, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-links', headers: auth, payload: { email } });
  const useLink = (token: string) => t.app.inject({
    method: 'POST', url: '/api/auth/loginotpfbs', payload: { token, browser: { name: 'Firefox', version: '140' } },
  });
  const tokenOf = (url: string) => url.split('/fbslogin/')[1]!;

  it('lets a coach issue a link for their own client; it signs in once', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const res = await issue(coach.auth, 'client@demo.test');
    expect(res.statusCode).toBe(201);
    const link = LoginLinkReply.parse(res.json().data);
    expect(link.url).toMatch(/^http:\/\/portal\.test\/fbslogin\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expires_at) - t.clock.now.getTime()).toBe(LINK_LOGIN_TTL_S * 1000);
    expect((await t.lastMailTo('client@demo.test'))?.text).toContain(link.url);

    const first = await useLink(tokenOf(link.url));
    expect(first.statusCode).toBe(200);
    const user = first.json().data;
    expect(user).toMatchObject({ email: 'client@demo.test', otp: true });
    expect(user.pas_token).toBe(user.access_token);
    const sessions = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization: `Bearer ${user.access_token}` } });
    expect(sessions.statusCode).toBe(200);

    const second = await useLink(tokenOf(link.url));
    expect(second.statusCode).toBe(422);
    expect(second.json().error.token).toEqual([MESSAGES.invalidLoginLink]);
  });

  it('answers 404 for someone who is not the coach\'s client and 403 for a client', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    expect((await issue(coach.auth, 'admin@demo.test')).statusCode).toBe(404);
    expect((await issue(coach.auth, 'nobody@demo.test')).statusCode).toBe(404);
    const client = await signIn(t, 'client@demo.test');
    expect((await issue(client.auth, 'peer@demo.test')).statusCode).toBe(403);
    const admin = await signIn(t, 'admin@demo.test');
    expect((await issue(admin.auth, 'flash@demo.test')).statusCode).toBe(201);
  });

  it('expires a link after 15 minutes', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const { url } = (await issue(coach.auth, 'peer@demo.test')).json().data;
    t.clock.advance(LINK_LOGIN_TTL_S * 1000 + 1000);
    expect((await useLink(tokenOf(url))).statusCode).toBe(422);
  });

  it('issues a working link from the command line code path, without mailing it', async () => {
    const link = await issueLoginLinkFor(t.deps.config, t.database, 'Flash@Demo.test', { now: () => t.clock.now });
    expect(link?.user.email).toBe('flash@demo.test');
    expect(link?.url).toMatch(/^http:\/\/portal\.test\/fbslogin\//);
    expect(await t.lastMailTo('flash@demo.test')).toBeUndefined();
    const res = await useLink(tokenOf(link!.url));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('flash@demo.test');
    expect(await issueLoginLinkFor(t.deps.config, t.database, 'nobody@demo.test')).toBeNull();
  });
});
