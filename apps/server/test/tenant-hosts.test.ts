import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarFeed, MESSAGES } from '@portal/contract';
import { tenantHosts, tenants } from '../src/db/schema/index.ts';
import { buildTenant, buildTenantHost, buildUser } from '../src/db/seed/builders.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { writeThemeFiles } from '../src/db/seed/theme.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { secondServer } from './support/second-server.ts';
import { signIn } from './support/sign-in.ts';

// Issue 23, DESIGN §6: the request's host picks its tenant (http/request-tenant.ts, decision 037).
const SECOND = 950;
const HOST = 'second.portal.test';
const SAME_EMAIL = 'same@both.test';
const SECOND_PASSWORD = 'Harbour-Lights-950!';

let webDist: string;
beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  for (const file of ['index.html', 'app.html']) {
    fs.writeFileSync(path.join(webDist, file), '<!doctype html><html><head><title>Client Portal</title></head><body></body></html>');
  }
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe.each(backends())('tenants by host (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend, { WEB_DIST: webDist });
    const db = t.database.db;
    await buildTenant(db, SECOND, 'Second Coaching', 'help@second.test');
    await buildTenantHost(db, SECOND, HOST);
    await writeThemeFiles(t.deps.themes, SECOND, { title: 'Second Coaching Portal', footerText: 'Second Coaching' }, 'Second Coaching');
    // The same address, an account in each tenant: two people, two passwords.
    await buildUser(db, { tenantId: t.demo.tenantId, email: SAME_EMAIL, password: DEMO_PASSWORD, firstName: 'Demo' });
    await buildUser(db, { tenantId: SECOND, email: SAME_EMAIL, password: SECOND_PASSWORD, firstName: 'Second' });
    await buildUser(db, { tenantId: SECOND, email: 'client@second.test', password: SECOND_PASSWORD, firstName: 'Sam' });
    await t.deps.tenants.refresh();
  });
  const servers = secondServer(() => t);
  afterEach(async () => { await t.close(); });

  const on = (host: string, headers: Record<string, string> = {}) => ({ host, ...headers });
  const me = (host: string, auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: on(host, auth) });
  const page = (host: string, url = '/login') =>
    t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it.each([
    ['the host as stored', HOST],
    ['with a port', `${HOST}:8443`],
    ['in upper case', 'SECOND.Portal.TEST'],
    ['with a trailing dot', `${HOST}.`],
    ['all of these', 'Second.PORTAL.test.:3000'],
  ])('a tenant\'s host %s picks that tenant', async (_what, host) => {
    const { user } = await signIn(t, 'client@second.test', SECOND_PASSWORD, on(host));
    expect(user.first_name).toBe('Sam');
    // …and the demo tenant's people are not there
    await expect(signIn(t, 'client@demo.test', DEMO_PASSWORD, on(host))).rejects.toThrow(/loginotp 422/);
  });

  it.each(['localhost', 'portal.test', 'nobody.portal.test:3000', '127.0.0.1', '[::1]:3000', 'exa mple', ''])(
    'a host no tenant claims (%j) is the default tenant\'s', async (host) => {
      const { user } = await signIn(t, 'client@demo.test', DEMO_PASSWORD, on(host));
      expect(user.email).toBe('client@demo.test');
      await expect(signIn(t, 'client@second.test', SECOND_PASSWORD, on(host))).rejects.toThrow(/loginotp 422/);
    });

  it('X-Tenant-Id names no tenant that has a host, on any host', async () => {
    await expect(signIn(t, 'client@second.test', SECOND_PASSWORD, on('localhost', { 'x-tenant-id': String(SECOND) }))).rejects.toThrow(/loginotp 422/);
    // On a tenant's host it is ignored: that host's tenant answers.
    const { user } = await signIn(t, 'client@second.test', SECOND_PASSWORD, on(HOST, { 'x-tenant-id': String(t.demo.tenantId) }));
    expect(user.first_name).toBe('Sam');
  });

  it('the same email is two accounts in two tenants, each with its own password', async () => {
    const demo = await signIn(t, SAME_EMAIL, DEMO_PASSWORD, on('localhost'));
    const second = await signIn(t, SAME_EMAIL, SECOND_PASSWORD, on(HOST));
    expect(demo.user.first_name).toBe('Demo');
    expect(second.user.first_name).toBe('Second');
    expect(demo.user.id).not.toBe(second.user.id);
    await expect(signIn(t, SAME_EMAIL, SECOND_PASSWORD, on('localhost'))).rejects.toThrow(/loginotp 422/);
    await expect(signIn(t, SAME_EMAIL, DEMO_PASSWORD, on(HOST))).rejects.toThrow(/loginotp 422/);
    expect((await me(HOST, second.auth)).json().data.first_name).toBe('Second');
  });

  it('a token made on one host is refused on another tenant\'s host, and on the deployment\'s own address', async () => {
    const demo = await signIn(t, 'client@demo.test', DEMO_PASSWORD, on('localhost'));
    const second = await signIn(t, 'client@second.test', SECOND_PASSWORD, on(HOST));
    expect((await me('localhost', demo.auth)).statusCode).toBe(200);
    expect((await me(HOST, second.auth)).statusCode).toBe(200);
    expect((await me(HOST, demo.auth)).statusCode).toBe(401);
    expect((await me('localhost', second.auth)).statusCode).toBe(401);
    expect((await me('localhost', { ...second.auth, 'x-tenant-id': String(SECOND) })).statusCode).toBe(401);
    const gql = await t.app.inject({ method: 'POST', url: '/gapi', headers: on(HOST, demo.auth), payload: { query: '{ __typename }' } });
    expect(gql.statusCode).toBe(401);
  });

  it('the page a host\'s visitor gets names its tenant and carries its theme\'s title', async () => {
    const second = await page(HOST);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`<meta name="portal-tenant" content="${SECOND}">`);
    expect(second.body).toContain('<title>Second Coaching Portal</title>');
    expect(second.body).toContain(`<link rel="manifest" href="/themes/${SECOND}/manifest.json">`);
    const demo = await page('localhost', '/schedule');
    expect(demo.body).toContain(`<meta name="portal-tenant" content="${t.demo.tenantId}">`);
    expect(demo.body).toContain('<title>Summit Coaching | Client Portal</title>');
  });

  it('links in mail lead to the tenant\'s own host', async () => {
    await t.app.inject({ method: 'POST', url: '/api/password/reset', headers: on(HOST), payload: { email: 'client@second.test' } });
    expect((await t.lastMailTo('client@second.test', 'Reset'))?.text).toMatch(/http:\/\/second\.portal\.test\/reset\/[\w-]{43}/);
    await t.app.inject({ method: 'POST', url: '/api/password/reset', headers: on('localhost'), payload: { email: 'client@demo.test' } });
    expect((await t.lastMailTo('client@demo.test', 'Reset'))?.text).toMatch(/http:\/\/portal\.test\/reset\/[\w-]{43}/);
  });

  it('a calendar feed is on its tenant\'s host and answers there only', async () => {
    const { auth } = await signIn(t, 'client@second.test', SECOND_PASSWORD, on(HOST));
    const feed = CalendarFeed.parse((await t.app.inject({ method: 'POST', url: '/api/v1/clientportal/calendar/feed', headers: on(HOST, auth), payload: {} })).json().data);
    const url = new URL(feed.url!);
    expect(url.host).toBe(HOST);
    expect((await t.app.inject({ method: 'GET', url: url.pathname, headers: on(HOST) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url.pathname, headers: on('localhost') })).statusCode).toBe(404);
  });

  it('a disabled tenant\'s host answers 403, as a page and to its API, and the others carry on', async () => {
    const second = await signIn(t, 'client@second.test', SECOND_PASSWORD, on(HOST));
    await t.database.db.update(tenants).set({ disabledAt: new Date() }).where(eq(tenants.id, SECOND));
    t.deps.tenants.announce([SECOND]);
    await t.deps.tenants.refresh();
    const html = await page(HOST);
    expect(html.statusCode).toBe(403);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(MESSAGES.portalUnavailable);
    const api = await me(HOST, second.auth);
    expect(api.statusCode).toBe(403);
    expect(api.json()).toMatchObject({ status: 403, message: MESSAGES.portalUnavailable });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', headers: on(HOST), payload: { email: 'client@second.test', password: SECOND_PASSWORD } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: on(HOST) })).statusCode).toBe(200);
    expect((await page('localhost')).statusCode).toBe(200);
  });

  it('a host added on one server picks its tenant on the other at once, without a restart', async () => {
    const other = await servers.get();
    const fresh = 'fresh.portal.test';
    const before = await other.app.inject({ method: 'GET', url: '/login', headers: { host: fresh, accept: 'text/html' } });
    expect(before.body).toContain(`content="${t.demo.tenantId}"`);
    await t.database.db.insert(tenantHosts).values({ tenantId: SECOND, hostname: fresh });
    t.deps.tenants.announce([SECOND]);
    await vi.waitFor(async () => {
      const after = await other.app.inject({ method: 'GET', url: '/login', headers: { host: fresh, accept: 'text/html' } });
      expect(after.body).toContain(`content="${SECOND}"`);
    }, { timeout: 2_000, interval: 20 });
  });
});
