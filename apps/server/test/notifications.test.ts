import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationPreferencesReply, NotificationsReply } from '@portal/contract';
import { demoMailbox, notifications } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { secondServer } from './support/second-server.ts';
import { signIn } from './support/sign-in.ts';

// Issue 21 "In the portal" and "By mail, as each user chooses": each event makes its notification
// in the bell and, per the user's choice, its mail; one mail per kind per minute at most, the rest
// in one mail when the minute is over (exactly once with two servers); one-click unsubscribe from
// the mail's own List-Unsubscribe header; another user's notifications out of reach.

type Auth = Record<string, string>;
const CLIENT = 'client@demo.test';

describe.each(backends())('notifications (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });
  const servers = secondServer(() => t);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const bell = async (auth: Auth, before?: number) =>
    NotificationsReply.parse((await call('GET', `/api/v1/notifications${before ? `?before=${before}` : ''}`, auth)).json().data);
  const write = async (from: Auth, to: number, subject: string) => {
    const res = await call('POST', '/send/mail', from, { to_user_id: to, subject, body: `<p>About ${subject}</p>` });
    expect(res.statusCode, res.body).toBe(201);
  };
  const mailsTo = async (to: string, prefix = '') => {
    await t.app.settle();
    await t.deps.mailer.flush();
    const rows = await t.database.db.select().from(demoMailbox).where(eq(demoMailbox.to, to)).orderBy(asc(demoMailbox.id));
    // Sign-in codes and daily digests (whose hour the moved clock may pass) are not what these tests count.
    return rows.filter((m) => m.subject.startsWith(prefix) && !m.subject.startsWith('Your sign-in code') && !m.subject.startsWith('Your day:'));
  };
  const people = async () => ({ client: await signIn(t, CLIENT), coach: await signIn(t, 'coach@demo.test') });

  it('tells the client of the coach\'s message in the bell and by mail, with a one-click unsubscribe', async () => {
    const { client, coach } = await people();
    expect(await bell(client.auth)).toEqual({ unread: 0, items: [] });
    await write(coach.auth, client.user.id, 'Your forecast, "Q1" — Zażółć');

    const { unread, items } = await bell(client.auth);
    expect(unread).toBe(1);
    expect(items).toMatchObject([{ kind: 'coach_replied', title: 'New message from Grace Hopper', read_at: null }]);
    expect(items[0]!.url).toMatch(/^\/messages\/thread\/\d+$/);
    expect(items[0]!.body).toContain('Your forecast, "Q1" — Zażółć');

    const [mail] = await mailsTo(CLIENT, 'New message from Grace Hopper');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/portal\.test\/api\/v1\/notifications\/unsubscribe\?token=[^>]+>$/);
  });

  it('marks one or all read, and keeps another user\'s notifications out of reach (404, nothing marked)', async () => {
    const { client, coach } = await people();
    const peer = await signIn(t, 'peer@demo.test');
    await write(coach.auth, client.user.id, 'One');
    await write(coach.auth, client.user.id, 'Two');
    await write(coach.auth, peer.user.id, 'For the peer');
    const [newest, older] = (await bell(client.auth)).items;
    const theirs = (await bell(peer.auth)).items[0]!;

    expect((await call('POST', '/api/v1/notifications/read', client.auth, { ids: [theirs.id] })).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/notifications/read', client.auth, { ids: [older!.id, theirs.id] })).statusCode).toBe(404);
    expect((await bell(peer.auth)).unread).toBe(1);
    expect((await bell(client.auth)).unread).toBe(2);

    const one = await call('POST', '/api/v1/notifications/read', client.auth, { ids: [older!.id] });
    expect(one.json().data).toEqual({ unread: 1 });
    expect((await bell(client.auth)).items.map((n) => [n.id, n.read_at !== null])).toEqual([[newest!.id, false], [older!.id, true]]);
    expect((await call('POST', '/api/v1/notifications/read', client.auth, { all: true })).json().data).toEqual({ unread: 0 });

    for (const bad of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { all: true, ids: [1] }]) {
      const res = await call('POST', '/api/v1/notifications/read', client.auth, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });

  it('pages 30 at a time, newest first', async () => {
    const { client } = await people();
    await t.database.db.insert(notifications).values(Array.from({ length: 35 }, (_, i) => ({
      tenantId: t.demo.client.tenantId, userId: client.user.id, kind: 'file_shared' as const, title: `File ${i + 1}`, url: '/resources',
    })));
    const first = await bell(client.auth);
    expect(first.unread).toBe(35);
    expect(first.items).toHaveLength(30);
    expect(first.items[0]!.title).toBe('File 35');
    const rest = await bell(client.auth, first.items.at(-1)!.id);
    expect(rest.items.map((n) => n.title)).toEqual(['File 5', 'File 4', 'File 3', 'File 2', 'File 1']);
  });

  it('mails a burst of one kind once at once and the rest in one mail after the minute, once with two servers', async () => {
    const { client, coach } = await people();
    await write(coach.auth, client.user.id, 'First');
    await write(coach.auth, client.user.id, 'Second');
    await write(coach.auth, client.user.id, 'Third');
    expect((await mailsTo(CLIENT)).map((m) => m.subject)).toEqual(['New message from Grace Hopper: First']);
    expect((await bell(client.auth)).unread).toBe(3);

    await servers.runDueOnBoth();
    expect(await mailsTo(CLIENT)).toHaveLength(1);
    t.clock.advance(61_000);
    await servers.runDueOnBoth();
    await servers.runDueOnBoth();
    const sent = await mailsTo(CLIENT);
    expect(sent.map((m) => m.subject)).toEqual(['New message from Grace Hopper: First', '2 new: replies from your coach']);
    expect(sent[1]!.text).toMatch(/New message from Grace Hopper[\s\S]*Second[\s\S]*New message from Grace Hopper[\s\S]*Third/);
    expect(sent[1]!.headers!['List-Unsubscribe']).toContain('/api/v1/notifications/unsubscribe?token=');

    // The minute after that summary, the next message mails at once again.
    t.clock.advance(61_000);
    await write(coach.auth, client.user.id, 'Fourth');
    expect((await mailsTo(CLIENT)).map((m) => m.subject).at(-1)).toBe('New message from Grace Hopper: Fourth');
  });

  it('keeps each user\'s choices: off still shows in the bell, but mails nothing; bad choices are 422 with the field', async () => {
    const { client, coach } = await people();
    const defaults = NotificationPreferencesReply.parse((await call('GET', '/api/v1/notifications/preferences', client.auth)).json().data);
    expect(defaults).toEqual({
      deliveries: {
        coach_replied: 'now', file_shared: 'now', lesson_opened: 'now', group_joined: 'now', work_due: 'digest', reminder_due: 'digest',
        session: 'now', ticket_answered: 'now',
      },
      digest_hour: 7, time_zone: 'America/Denver',
    });
    const saved = await call('PUT', '/api/v1/notifications/preferences', client.auth, { deliveries: { coach_replied: 'off', session: 'digest' }, digest_hour: 18 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ deliveries: { coach_replied: 'off', session: 'digest', file_shared: 'now' }, digest_hour: 18 });
    const again = await call('PUT', '/api/v1/notifications/preferences', client.auth, { deliveries: { file_shared: 'digest' }, digest_hour: 18 });
    expect(again.json().data.deliveries).toMatchObject({ coach_replied: 'off', file_shared: 'digest' });

    await write(coach.auth, client.user.id, 'Quietly');
    expect((await bell(client.auth)).unread).toBe(1);
    expect(await mailsTo(CLIENT, 'New message')).toEqual([]);

    const cases: [object, string][] = [
      [{ deliveries: { coach_replied: 'sometimes' }, digest_hour: 7 }, 'deliveries.coach_replied'],
      [{ deliveries: {}, digest_hour: 24 }, 'digest_hour'],
      [{ deliveries: {}, digest_hour: 7.5 }, 'digest_hour'],
      [{ deliveries: { client_file: 'now' }, digest_hour: 7 }, 'deliveries.client_file'],
      [{ deliveries: {} }, 'digest_hour'],
    ];
    for (const [body, field] of cases) {
      const res = await call('PUT', '/api/v1/notifications/preferences', client.auth, body);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().error ?? {}), `${field}: ${res.body}`).toContain(field);
    }
    expect((await call('GET', '/api/v1/notifications/preferences', client.auth)).json().data).toMatchObject({ digest_hour: 18 });
  });

  it('turns a kind off from the mail\'s one-click link without signing in; a guessed, edited or other user\'s link does nothing', async () => {
    const { client, coach } = await people();
    await write(coach.auth, client.user.id, 'Hello');
    const [mail] = await mailsTo(CLIENT, 'New message');
    const oneClick = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const token = oneClick.searchParams.get('token')!;
    const path = `${oneClick.pathname}?token=${encodeURIComponent(token)}`;

    const look = await t.app.inject({ method: 'GET', url: path });
    expect(look.json().data).toEqual({ kind: 'coach_replied', label: 'Replies from your coach' });
    expect((await call('GET', '/api/v1/notifications/preferences', client.auth)).json().data.deliveries.coach_replied).toBe('now');

    const [userId, , signature] = token.split('.');
    const tampered = [
      `${userId}.file_shared.${signature}`, `${t.demo.peer.id}.coach_replied.${signature}`,
      `${userId}.coach_replied.${'A'.repeat(43)}`, 'nonsense', `${userId}.coach_replied.${signature!.slice(1)}x`,
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ method: 'POST', url: `${oneClick.pathname}?token=${encodeURIComponent(bad)}`, payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode, bad).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: oneClick.pathname })).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/notifications/preferences', client.auth)).json().data.deliveries).toMatchObject({ coach_replied: 'now', file_shared: 'now' });

    const done = await t.app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ kind: 'coach_replied', label: 'Replies from your coach' });
    expect((await call('GET', '/api/v1/notifications/preferences', client.auth)).json().data.deliveries).toMatchObject({ coach_replied: 'off', file_shared: 'now' });
    // Posting it again (a mail program's retry) answers the same.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
  });

  it('tells a client they were added to a group and that a lesson was opened for them', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const peer = await signIn(t, 'peer@demo.test');
    const group = (await call('POST', '/api/v1/coach/groups', coach.auth, { title: 'Cash Flow Clinic — Łódź' })).json().data as { id: number };
    const lesson = (await call('POST', `/api/v1/coach/groups/${group.id}/lessons`, coach.auth, { title: 'Build a 13-week forecast' })).json().data as { id: number };
    expect((await call('POST', `/api/v1/coach/groups/${group.id}/members`, coach.auth, { user_id: peer.user.id })).statusCode).toBe(201);
    expect((await call('POST', `/api/v1/coach/groups/${group.id}/lessons/${lesson.id}/access`, coach.auth, { open: true })).statusCode).toBe(200);
    // Opening it again tells nobody twice.
    expect((await call('POST', `/api/v1/coach/groups/${group.id}/lessons/${lesson.id}/access`, coach.auth, { open: true })).statusCode).toBe(200);

    const { items } = await bell(peer.auth);
    expect(items.map((n) => [n.kind, n.title])).toEqual([
      ['lesson_opened', 'A lesson was opened for you: Build a 13-week forecast'],
      ['group_joined', 'You were added to Cash Flow Clinic — Łódź'],
    ]);
    expect(items[0]!.url).toMatch(new RegExp(`^/groups/${group.id}/\\d+/lesson/${lesson.id}$`));
    expect((await mailsTo('peer@demo.test')).map((m) => m.subject)).toEqual([
      'You were added to Cash Flow Clinic — Łódź', 'A lesson was opened for you: Build a 13-week forecast',
    ]);
  });

  it('tells the coach of a client\'s mail and the other side of a booking, never the one who acted', async () => {
    t.clock.now = new Date('2027-02-01T15:00:00Z');
    const { client, coach } = await people();
    await write(client.auth, coach.user.id, 'A question');
    const types = (await call('GET', '/api/v1/booking/types', client.auth)).json().data as { id: number; name: string }[];
    const booked = await call('POST', '/api/v1/bookings', client.auth, { type_id: types.find((x) => x.name === 'Quick check-in')!.id, start: '2027-02-03T10:00:00-07:00' });
    expect(booked.statusCode, booked.body).toBe(201);

    const coachBell = await bell(coach.auth);
    expect(coachBell.items.map((n) => [n.kind, n.url])).toEqual([['session', '/coach/sessions'], ['client_mail', expect.stringMatching(/^\/messages\/thread\/\d+$/)]]);
    expect(coachBell.items[0]!.title).toMatch(/^Session booked: /);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, client.user.id))).toEqual([]);
    // Both sides still get the booking's invitation by mail.
    expect(await mailsTo(CLIENT, 'Session booked')).toHaveLength(1);
    expect(await mailsTo('coach@demo.test', 'Session booked')).toHaveLength(1);
  });
});
