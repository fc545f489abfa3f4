import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { loadConfig, type Config } from '../src/config.ts';
import { dueWork } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { OPERATOR_PATH } from '../src/modules/tenants/operator-routes.ts';
import { tenantCommand } from '../src/tenant-cli.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// Issue 23: `npm run tenant -- …` against a running deployment. On the embedded database the
// command asks the server through the operator's route; on PostgreSQL with Redis it works on the
// database and the servers hear of it on Redis.
const ADMIN = 'owner@second.test';
const PASSWORD = 'Second-Portal-Owner-1!';
const REDIS_URL = process.env.REDIS_URL;

interface Run { code: number; out: string[]; err: string[] }

describe.each(backends())('the operator\'s tenant command (%s)', (backend) => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  beforeEach(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    env = { OPERATOR_URL: `http://127.0.0.1:${port}` };
  });
  afterEach(async () => { await t.close(); });

  async function tenant(args: string[], config: Config = t.deps.config): Promise<Run> {
    const run: Run = { code: 0, out: [], err: [] };
    run.code = await tenantCommand(args, config, { out: (l) => run.out.push(l), err: (l) => run.err.push(l) }, env);
    return run;
  }
  const create = (...more: string[]) =>
    tenant(['create', '--name', 'Second Coaching', '--host', 'second.portal.test', '--host', 'Coach.Second.TEST.', '--admin-email', ADMIN, '--admin-name', 'Olive Owner', ...more]);
  const on = (host: string, headers: Record<string, string> = {}) => ({ host, ...headers });
  const loginPage = (host: string) => t.app.inject({ method: 'GET', url: '/api/auth/loginotp', headers: on(host) });

  /** The first admin sets a password from the mailed link, on the tenant's host. */
  async function ownerSignsIn(host = 'second.portal.test') {
    const mail = await t.lastMailTo(ADMIN, 'Set your password');
    const link = /http:\/\/second\.portal\.test\/reset\/([\w-]{43})/.exec(mail?.text ?? '');
    expect(link, mail?.text).not.toBeNull();
    const set = await t.app.inject({ method: 'POST', url: '/api/password/create', headers: on(host),
      payload: { token: link![1], email: ADMIN, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(set.statusCode, set.body).toBe(200);
    return signIn(t, ADMIN, PASSWORD, on(host));
  }

  it('create makes the tenant, its hosts, its theme and its first admin, and prints its id', async () => {
    const made = await create();
    expect(made.code, made.err.join('\n')).toBe(0);
    expect(made.out).toHaveLength(1);
    const id = Number(made.out[0]);
    expect(id).toBeGreaterThan(t.demo.tenantId);
    expect(made.err.join('\n')).toContain('http://second.portal.test');

    // Its theme is the default's colours under its own name, served on its host.
    const page = await t.app.inject({ method: 'GET', url: `/themes/${id}/theme.json`, headers: on('second.portal.test') });
    const theme = page.json();
    expect(theme).toMatchObject({ title: 'Second Coaching', footerText: 'Second Coaching', colors: { primary: '#14143f' } });
    expect(theme.assets.logo).toBeUndefined();
    expect(theme.assets.favicon).toBe(`/themes/${id}/favicon.svg`);
    expect((await t.app.inject({ method: 'GET', url: theme.assets.favicon })).statusCode).toBe(200);

    // The admin chooses a password from the mail, signs in on the tenant's host and adds a coach.
    const owner = await ownerSignsIn();
    expect(owner.user).toMatchObject({ first_name: 'Olive', last_name: 'Owner', role_id: 1 });
    const mailed = await t.lastMailTo(ADMIN, 'Set your password');
    expect(mailed?.text).toContain('Second Coaching');
    const coach = await t.app.inject({ method: 'POST', url: '/api/v1/admin/staff', headers: on('coach.second.test', owner.auth),
      payload: { email: 'coach@second.test', first_name: 'Cora', last_name: 'Coach', role_id: 2 } });
    expect(coach.statusCode).toBe(201);
    expect((await t.lastMailTo('coach@second.test', 'Set your password'))?.text).toMatch(/http:\/\/second\.portal\.test\/reset\//);
    // …and nobody of the demo tenant is there, nor the new admin on the deployment's own address.
    await expect(signIn(t, ADMIN, PASSWORD, on('localhost'))).rejects.toThrow(/loginotp 422/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/staff', headers: on('localhost', owner.auth) })).statusCode).toBe(401);
  });

  it('list shows id, name, hosts, people and when each was made', async () => {
    const id = Number((await create()).out[0]);
    const listed = await tenant(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out[0]).toMatch(/^ID\s+NAME\s+HOSTS\s+PEOPLE\s+CREATED\s+STATE$/);
    const row = listed.out.find((l) => l.startsWith(`${id} `));
    expect(row).toMatch(new RegExp(`^${id}\\s+Second Coaching\\s+second\\.portal\\.test,coach\\.second\\.test\\s+1\\s+\\d{4}-\\d{2}-\\d{2}\\s+enabled$`));
    expect(listed.out.find((l) => l.startsWith(`${t.demo.tenantId} `))).toMatch(/Summit Coaching\s+-\s+\d+/);
  });

  it('mail-from lets the tenant\'s mail come from its own address, under its sender name, and --clear takes it back', async () => {
    const id = t.demo.tenantId;
    const set = await tenant(['mail-from', String(id), '--address', 'Hello@Summit-Coaching.example']);
    expect(set.code, set.err.join('\n')).toBe(0);
    expect(set.out[0]).toContain('mail from hello@summit-coaching.example');
    const resetMail = async () => {
      await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: 'client@demo.test' } });
      await t.lastMailTo('client@demo.test', 'Reset');
      const mails = (await t.app.inject({ url: '/dev/mail.json' })).json().data as { to: string; subject: string; from: string }[];
      return mails.find((m) => m.to === 'client@demo.test' && m.subject.startsWith('Reset'))!;
    };
    expect((await resetMail()).from).toBe('"Summit Coaching" <hello@summit-coaching.example>');
    expect((await tenant(['mail-from', String(id), '--address', 'not an address'])).code).toBe(1);
    expect((await tenant(['mail-from', String(id)])).code).toBe(2);
    const cleared = await tenant(['mail-from', String(id), '--clear']);
    expect(cleared.code, cleared.err.join('\n')).toBe(0);
    expect(cleared.out[0]).not.toContain('mail from');
    expect((await resetMail()).from).toBe(`"Summit Coaching" <${t.deps.config.mailFrom.replace(/^.*<|>$/g, '')}>`);
  });

  it('hosts adds and removes hosts, and every request follows at once', async () => {
    const id = Number((await create()).out[0]);
    const changed = await tenant(['hosts', String(id), '--add', 'portal.second-coaching.example', '--remove', 'coach.second.test']);
    expect(changed.code, changed.err.join('\n')).toBe(0);
    expect(changed.out[0]).toContain('second.portal.test, portal.second-coaching.example');
    const { user } = await ownerSignsIn('portal.second-coaching.example');
    expect(user.email).toBe(ADMIN);
    // The removed host is the deployment's own address again: the default tenant answers there.
    await expect(signIn(t, ADMIN, PASSWORD, on('coach.second.test'))).rejects.toThrow(/loginotp 422/);
    await signIn(t, 'client@demo.test', DEMO_PASSWORD, on('coach.second.test'));
  });

  it('refuses clearly: a taken host, an unknown id, a bad host name, the last host, bad usage', async () => {
    const id = Number((await create()).out[0]);
    const taken = await create();
    expect(taken).toMatchObject({ code: 1, err: [`The host second.portal.test is already tenant ${id}'s.\nThe host coach.second.test is already tenant ${id}'s.`] });
    const unknown = await tenant(['disable', '9999']);
    expect(unknown).toMatchObject({ code: 1, err: ['No tenant has the id 9999.'] });
    const bad = await tenant(['hosts', String(id), '--add', 'https://x.example', '--add', 'y.example:8443']);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('without http:// or https://');
    expect(bad.err.join('\n')).toContain('without a port');
    const last = await tenant(['hosts', String(id), '--remove', 'second.portal.test', '--remove', 'coach.second.test']);
    expect(last).toMatchObject({ code: 1, err: ['A tenant keeps one host at least: add another first, or disable the tenant.'] });
    expect((await tenant(['hosts', String(id), '--remove', 'not.mine.test'])).err).toEqual([`not.mine.test is not a host of tenant ${id}.`]);
    expect((await tenant(['disable', String(t.demo.tenantId)])).code).toBe(1);
    const noEmail = await tenant(['create', '--name', 'X', '--host', 'x.portal.test']);
    expect(noEmail).toMatchObject({ code: 1, err: ['Enter a valid email address.'] });
    for (const usage of [['frobnicate'], [], ['disable'], ['disable', 'abc'], ['create', '--nmae', 'X'], ['list', '--all']]) {
      expect((await tenant(usage)).code, usage.join(' ')).toBe(2);
    }
  });

  it('disable: its hosts answer 403 and its sessions end, nothing is deleted; enable turns it on again', async () => {
    const id = Number((await create()).out[0]);
    const owner = await ownerSignsIn();
    const disabled = await tenant(['disable', String(id)]);
    expect(disabled.code).toBe(0);
    expect(disabled.out[0]).toContain('disabled since');
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'second.portal.test', accept: 'text/html' } });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(MESSAGES.portalUnavailable);
    expect((await loginPage('coach.second.test')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: on('second.portal.test', owner.auth) })).statusCode).toBe(403);
    expect((await tenant(['list'])).out.find((l) => l.startsWith(`${id} `))).toMatch(/\s1\s.*disabled$/);

    // Work that would tell its people something waits; other work (an erasure) is done.
    const ran: string[] = [];
    t.dueWork.handle('test-notice', async () => { ran.push('notice'); }, { pausedWhileTenantDisabled: true });
    t.dueWork.handle('test-erase', async () => { ran.push('erase'); });
    const past = new Date(t.clock.now.getTime() - 60_000);
    await t.database.db.insert(dueWork).values(['test-notice', 'test-erase'].map((kind) => ({ tenantId: id, kind, subjectId: 1, dueAt: past })));
    await t.dueWork.runDue();
    expect(ran).toEqual(['erase']);

    expect((await tenant(['enable', String(id)])).code).toBe(0);
    // Its session ended for good; its people and data are there: the owner signs in again.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/students/me', headers: on('second.portal.test', owner.auth) })).statusCode).toBe(401);
    const again = await signIn(t, ADMIN, PASSWORD, on('second.portal.test'));
    expect(again.user.email).toBe(ADMIN);
    await t.dueWork.runDue();
    expect(ran).toEqual(['erase', 'notice']);
  });

  it('the operator\'s route takes only the secret of DATA_DIR, from this machine', async () => {
    const url = `${env.OPERATOR_URL}${OPERATOR_PATH}`;
    for (const authorization of [undefined, 'Operator wrong', 'Bearer x']) {
      const res = await fetch(url, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(404);
    }
    const fs = await import('node:fs');
    const secret = fs.readFileSync(`${t.dataDir}/secrets/operator`, 'utf8').trim();
    expect((await fetch(url, { headers: { authorization: `Operator ${secret}` } })).status).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: OPERATOR_PATH, headers: { authorization: `Operator ${secret}` }, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const elsewhere = await tenant(['list'], loadConfig({ NODE_ENV: 'test', DATA_DIR: `${t.dataDir}/nowhere`, LOG_LEVEL: 'silent' }));
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.err[0]).toContain('DATA_DIR');
  });

  // PostgreSQL and Redis: the command works on the database, and the server hears of it on Redis.
  it.runIf(backend === 'postgres' && REDIS_URL)('on PostgreSQL with Redis it works on the database, and every server follows', async () => {
    const shared = await createTestApp(backend, { REDIS_URL: REDIS_URL! });
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: shared.databaseUrl!, REDIS_URL: REDIS_URL!, DATA_DIR: shared.dataDir, PUBLIC_URL: 'http://portal.test', LOG_LEVEL: 'silent' });
      env = {};
      // (an address of its own each run: Redis, which keeps rate limits, is shared with other runs)
      const owner = `owner-${Math.random().toString(36).slice(2, 10)}@direct.test`;
      const made = await tenant(['create', '--name', 'Direct Coaching', '--host', 'direct.portal.test', '--admin-email', owner], config);
      expect(made.code, made.err.join('\n')).toBe(0);
      const id = Number(made.out[0]);
      await vi.waitFor(() => expect(shared.deps.tenants.tenantOfHost('direct.portal.test')).toBe(id), { timeout: 5_000, interval: 50 });
      expect((await shared.app.inject({ method: 'GET', url: `/themes/${id}/theme.json` })).json().title).toBe('Direct Coaching');
      // The command queued the mail; the server's worker sends it (on the test's clock, once it is due).
      shared.clock.advance(60_000);
      expect((await shared.lastMailTo(owner, 'Set your password'))?.text).toContain('http://direct.portal.test/reset/');
      expect((await tenant(['disable', String(id)], config)).code).toBe(0);
      await vi.waitFor(async () => {
        expect((await shared.app.inject({ method: 'GET', url: '/api/auth/loginotp', headers: on('direct.portal.test') })).statusCode).toBe(403);
      }, { timeout: 5_000, interval: 50 });
    } finally {
      await shared.close();
    }
  });
});
