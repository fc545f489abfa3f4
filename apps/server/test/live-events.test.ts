import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openEventStream } from './support/event-stream.ts';
import { openSession, signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 11: live events. An open app holds GET /api/v1/events; a mail sent to its user shows there
// at once (the menu's badge asks again), on whichever server the stream is open (decision 017).
const send = (t: TestApp, auth: Record<string, string>, to: number, subject: string) =>
  t.app.inject({ method: 'POST', url: '/send/mail', headers: auth, payload: { to_user_id: to, subject, body: '<p>Live?</p>' } });

describe.each(backends())('live events (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t?.close(); });

  it('refuses a caller without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(res.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/events', headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.statusCode).toBe(401);
  });

  it('tells the recipient of a mail (its bell, then its mailbox), and not another user', async () => {
    const client = await signIn(t, 'client@demo.test');
    const coach = await signIn(t, 'coach@demo.test');
    const peer = await signIn(t, 'peer@demo.test');
    const coachStream = await openEventStream(t.app, coach.auth);
    const peerStream = await openEventStream(t.app, peer.auth);
    expect(coachStream.status).toBe(200);
    expect(coachStream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(coachStream.headers['cache-control']).toBe('no-store, no-transform');
    await expect.poll(() => coachStream.events).toEqual(['ready']);

    expect((await send(t, client.auth, coach.user.id, 'Live one')).statusCode).toBe(201);
    await expect.poll(() => coachStream.events).toEqual(['ready', 'notifications', 'mail']);
    expect(peerStream.events).toEqual(['ready']);
    coachStream.close();
    peerStream.close();
  });

  it('closes the oldest stream of a user who opens more than five', async () => {
    const flash = await signIn(t, 'flash@demo.test');
    const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
    for (let i = 0; i < 6; i++) streams.push(await openEventStream(t.app, flash.auth));
    await expect.poll(() => streams[0]!.ended()).toBe(true);
    expect(streams[0]!.events).toEqual(['ready', 'replaced']);
    expect(streams.slice(1).every((s) => !s.ended())).toBe(true);
    for (const s of streams) s.close();
  });

  it('ends the stream when its session is signed out', async () => {
    const client = await signIn(t, 'client@demo.test');
    const stream = await openEventStream(t.app, client.auth);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: client.auth })).statusCode).toBe(200);
    await expect.poll(() => stream.ended()).toBe(true);
  });
});

describe('live events when the server stops', () => {
  it('forgets a stream whose reader went away', async () => {
    const t = await createTestApp('embedded');
    try {
      const client = await signIn(t, 'client@demo.test');
      const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const held = [];
      for (let i = 0; i < 4; i++) held.push(await openEventStream(t.app, client.auth));
      // a reader whose connection drops (a closed tab, a lost network)
      const gone = http.get(`${origin}/api/v1/events`, { headers: client.auth });
      await new Promise((resolve) => gone.on('response', (res) => res.once('data', resolve)));
      gone.destroy();
      await new Promise((r) => setTimeout(r, 100));
      // four held and a fifth new one: within the limit only if the aborted stream was let go
      held.push(await openEventStream(t.app, client.auth));
      await new Promise((r) => setTimeout(r, 100));
      expect(held.map((s) => s.events)).toEqual(held.map(() => ['ready']));
      for (const h of held) h.close();
    } finally {
      await t.close();
    }
  });

  it('ends every stream when the app stops, and stops at once', async () => {
    const t = await createTestApp('embedded');
    const client = await signIn(t, 'client@demo.test');
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${origin}/api/v1/events`, { headers: client.auth });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: ready\ndata: {}\n\n');
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await reader.read()).done).toBe(true);
  });
});

const REDIS_URL = process.env.REDIS_URL;
const withRedis = REDIS_URL ? describe : describe.skip;

withRedis(`live events across servers${REDIS_URL ? '' : ' (needs REDIS_URL)'}`, () => {
  it('carries a mail sent through one server to a stream open on the other', async () => {
    const t = await createTestApp('embedded', { REDIS_URL: REDIS_URL! });
    const other = await buildApp(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', REDIS_URL: REDIS_URL! }), t.database);
    try {
      const client = await openSession(t, 'client@demo.test');
      const coach = await openSession(t, 'coach@demo.test');
      const onOther = await openEventStream(other.app, coach.auth);
      await expect.poll(() => onOther.events).toEqual(['ready']);
      expect((await send(t, client.auth, coach.user.id, 'Across servers')).statusCode).toBe(201);
      await expect.poll(() => onOther.events, { timeout: 2_000, interval: 20 }).toEqual(['ready', 'notifications', 'mail']);
      // the count read on the other server right after the event already counts the new mail
      const count = await other.app.inject({ method: 'POST', url: '/gapi', headers: coach.auth,
        payload: { query: 'query($id: ID!) { emails(user_id: $id) { subject } }', variables: { id: String(coach.user.id) } } });
      expect(count.json().data.emails[0].subject).toBe('Across servers');
      onOther.close();
    } finally {
      await other.close();
      await t.close();
    }
  });
});
