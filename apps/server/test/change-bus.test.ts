import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { memoryChangeBus, redisChangeBus, type ChangeBus } from '../src/platform/change-bus.ts';
import { mailboxCacheOf } from '../src/modules/mail/mailbox-cache.ts';
import type { Email } from '@portal/contract';
import { openSession } from './support/sign-in.ts';
import { tcpProxy } from './support/tcp-proxy.ts';
import { createTestApp } from './support/test-app.ts';

// Issue 11: a server-side read cache and its invalidation. Each server keeps mailboxes in memory;
// a write announces itself on the change bus, and every server forgets the stale copy at once.
const mail = (id: string) => ({ id }) as Email;

describe('the mailbox cache on one server', () => {
  it('loads once, serves from memory, and loads again after a change', async () => {
    const deps = { changes: memoryChangeBus() };
    const cache = mailboxCacheOf(deps);
    let loads = 0;
    const load = async () => { loads += 1; return [mail(String(loads))]; };
    expect(await cache.get(7, load)).toEqual([mail('1')]);
    expect(await cache.get(7, load)).toEqual([mail('1')]);
    expect(loads).toBe(1);
    cache.changed([7]);
    expect(await cache.get(7, load)).toEqual([mail('2')]);
    expect(loads).toBe(2);
  });

  it('does not keep a load that was under way while the mailbox changed', async () => {
    const cache = mailboxCacheOf({ changes: memoryChangeBus() });
    let release = () => {};
    const slow = cache.get(7, () => new Promise<Email[]>((resolve) => { release = () => resolve([mail('old')]); }));
    cache.changed([7]);
    release();
    expect(await slow).toEqual([mail('old')]);
    expect(await cache.get(7, async () => [mail('new')])).toEqual([mail('new')]);
  });
});

const REDIS_URL = process.env.REDIS_URL;
const withRedis = REDIS_URL ? describe : describe.skip;

withRedis(`the change bus on Redis${REDIS_URL ? '' : ' (needs REDIS_URL)'}`, () => {
  const target = new URL(REDIS_URL ?? 'redis://127.0.0.1:6379');
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  const buses: ChangeBus[] = [];
  beforeEach(async () => { proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) }); });
  afterEach(async () => {
    for (const b of buses.splice(0)) await b.close();
    await proxy.close();
  });

  it('carries a change to the other server, stops caches while deaf, and starts them afresh after', async () => {
    const lines: string[] = [];
    const a = await redisChangeBus(REDIS_URL!, { warn: () => {} });
    const b = await redisChangeBus(`redis://127.0.0.1:${proxy.port}`, { warn: (_o, msg) => lines.push(msg) });
    buses.push(a, b);
    const heardA: unknown[] = [];
    const heardB: unknown[] = [];
    const topic = `test-${process.pid}-${Math.random().toString(36).slice(2)}`;
    a.subscribe(topic, (keys) => heardA.push(keys));
    b.subscribe(topic, (keys) => heardB.push(keys));
    expect(a.live() && b.live()).toBe(true);

    a.publish(topic, [1, 2]);
    expect(heardA).toEqual([['1', '2']]);
    await expect.poll(() => heardB).toEqual([['1', '2']]);

    await proxy.down();
    await expect.poll(() => b.live()).toBe(false);
    expect(lines).toEqual(['Redis unavailable: read caches are bypassed until this server hears the others again']);
    a.publish(topic, [3]);

    await proxy.up();
    await expect.poll(() => b.live(), { timeout: 10_000 }).toBe(true);
    // the change published while b was deaf is lost; b is told to forget everything instead
    // (other runs on this Redis may tell it so too)
    expect(heardB[0]).toEqual(['1', '2']);
    expect(heardB.slice(1)).toContain('all');
    expect(heardB).not.toContainEqual(['3']);
    expect(lines).toContain('Redis answers again: read caches start afresh');

    // a graceful stop is not an outage (the connections report their end a moment later)
    await b.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.filter((l) => l.startsWith('Redis unavailable'))).toHaveLength(1);
  });

  it('tells the other servers to start afresh when its own changes went unheard', async () => {
    const lines: string[] = [];
    const a = await redisChangeBus(REDIS_URL!, { warn: () => {} });
    const b = await redisChangeBus(`redis://127.0.0.1:${proxy.port}`, { warn: (_o, msg) => lines.push(msg) });
    buses.push(a, b);
    const heardA: unknown[] = [];
    const topic = `test-${process.pid}-${Math.random().toString(36).slice(2)}`;
    a.subscribe(topic, (keys) => heardA.push(keys));
    b.subscribe(topic, () => {});

    await proxy.down();
    await expect.poll(() => b.live()).toBe(false);
    // a write on b while it cannot reach Redis: a, which heard Redis all along, keeps what b made stale
    b.publish(topic, [4]);

    await proxy.up();
    await expect.poll(() => b.live(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => heardA).toContain('all');
    expect(heardA).not.toContainEqual(['4']);
    expect(lines).toEqual(['Redis unavailable: read caches are bypassed until this server hears the others again', 'Redis answers again: read caches start afresh']);
  });

  it('shows a mail sent through one server in the mailbox read from another at once', async () => {
    const t = await createTestApp('embedded', { REDIS_URL: REDIS_URL! });
    const other = await buildApp(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', REDIS_URL: REDIS_URL! }), t.database);
    try {
      const client = await openSession(t, 'client@demo.test');
      const query = { query: 'query($id: ID!) { emails(user_id: $id) { subject } unreademails(user_id: $id) }', variables: { id: String(t.demo.coach.id) } };
      const coach = await openSession(t, 'coach@demo.test');
      const read = async () => (await other.app.inject({ method: 'POST', url: '/gapi', headers: coach.auth, payload: query })).json().data;
      const before = await read();
      expect(await read()).toEqual(before);

      const subject = `Cache check ${Date.now()}`;
      const sent = await t.app.inject({ method: 'POST', url: '/send/mail', headers: client.auth, payload: { to_user_id: t.demo.coach.id, subject, body: '<p>Seen at once?</p>' } });
      expect(sent.statusCode).toBe(201);
      await expect.poll(async () => (await read()).emails[0].subject, { timeout: 1_000, interval: 20 }).toBe(subject);
      expect((await read()).unreademails).toBe(before.unreademails + 1);
    } finally {
      await other.close();
      await t.close();
    }
  });

  it("forgets a group page kept on one server when the coach changes the group on another", async () => {
    const t = await createTestApp('embedded', { REDIS_URL: REDIS_URL! });
    const other = await buildApp(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', REDIS_URL: REDIS_URL! }), t.database);
    try {
      const client = await openSession(t, 'client@demo.test');
      const coach = await openSession(t, 'coach@demo.test');
      const member = await t.app.inject({ method: 'POST', url: '/gapi', headers: client.auth, payload: { query: 'query($u: ID!) { member(user_id: $u) { groups { id user_group_id } } }', variables: { u: String(client.user.id) } } });
      const group = member.json().data.member.groups[0];
      const read = async () => (await other.app.inject({ method: 'POST', url: '/gapi', headers: client.auth, payload: {
        query: 'query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { meets_on } }', variables: { g: group.id, ug: group.user_group_id },
      } })).json().data.usergroup.meets_on;
      await read();
      const meetsOn = `Fridays ${Date.now() % 12 + 1}:00 PM`;
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/coach/groups/${group.id}`, headers: coach.auth, payload: { meets_on: meetsOn } })).statusCode).toBe(200);
      await expect.poll(read, { timeout: 1_000, interval: 20 }).toBe(meetsOn);
    } finally {
      await other.close();
      await t.close();
    }
  });

  it('ends a session on every server at once when it is signed out on one', async () => {
    const t = await createTestApp('embedded', { REDIS_URL: REDIS_URL! });
    const other = await buildApp(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', REDIS_URL: REDIS_URL! }), t.database);
    try {
      const client = await openSession(t, 'client@demo.test');
      const sessions = () => other.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: client.auth });
      expect((await sessions()).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: client.auth })).statusCode).toBe(200);
      // the other server had the token cached for 10 s; the sign-out reaches it through Redis
      await expect.poll(async () => (await sessions()).statusCode, { timeout: 1_000, interval: 20 }).toBe(401);
    } finally {
      await other.close();
      await t.close();
    }
  });
});
