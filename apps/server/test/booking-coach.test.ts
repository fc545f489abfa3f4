import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Availability, Booking, ClientListReply, CoachSessionType, SessionType, SlotsReply } from '@portal/contract';
import { bookings, groups } from '../src/db/schema/index.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// Issue 20, the coach's side: availability and session types shape what clients are offered; the
// agenda lists the coach's sessions with each client's zone; the coach books, moves, cancels and
// marks sessions, for their own clients only.

const MONDAY = new Date('2027-02-01T15:00:00Z'); // 08:00 in Denver
type Auth = Record<string, string>;

describe.each(backends())('coach sessions (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
    t.clock.now = MONDAY;
  });
  afterEach(async () => { await t.close(); });

  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
  const send = (method: 'POST' | 'PUT', url: string, auth: Auth, payload: object = {}) => t.app.inject({ method, url, headers: auth, payload });
  const availabilityOf = async (auth: Auth) => Availability.parse((await get('/api/v1/coach/availability', auth)).json().data);
  const slotsOn = async (auth: Auth, typeId: number, day: string) =>
    SlotsReply.parse((await get(`/api/v1/booking/slots?type_id=${typeId}&from=${day}&to=${day}`, auth)).json().data).slots.map((s) => s.start);
  const clientType = async (auth: Auth, name: string) =>
    SessionType.array().parse((await get('/api/v1/booking/types', auth)).json().data).find((x) => x.name === name)!;

  it('reads the demo availability and saves a change that clients see at once', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const client = await signIn(t, 'client@demo.test');
    const rules = await availabilityOf(coach.auth);
    expect(rules).toMatchObject({ time_zone: 'America/Denver', buffer_minutes: 15, min_notice_minutes: 720, cutoff_hours: 24, reminder_minutes: [1440, 60] });
    expect(rules.weekly['1']).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(rules.weekly['6']).toBeUndefined();
    const check = await clientType(client.auth, 'Quick check-in');
    // Read once before the change: what the server kept of the old hours must not be offered after it.
    expect(await slotsOn(client.auth, check.id, '2027-02-04')).toContain('2027-02-04T09:00:00-07:00');

    const changed = {
      ...rules,
      weekly: { ...rules.weekly, 3: [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '15:00' }] },
      dates_off: ['2027-02-04'], extra_dates: [{ date: '2027-02-06', ranges: [{ start: '10:00', end: '11:00' }] }],
    };
    const saved = await send('PUT', '/api/v1/coach/availability', coach.auth, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await availabilityOf(coach.auth)).toEqual(Availability.parse(changed));
    const wednesday = await slotsOn(client.auth, check.id, '2027-02-03');
    expect(wednesday[0]).toBe('2027-02-03T08:00:00-07:00');
    expect(wednesday).not.toContain('2027-02-03T12:00:00-07:00');
    expect(wednesday).toContain('2027-02-03T13:00:00-07:00');
    expect(await slotsOn(client.auth, check.id, '2027-02-04')).toEqual([]);
    expect(await slotsOn(client.auth, check.id, '2027-02-06')).toEqual(['2027-02-06T10:00:00-07:00', '2027-02-06T10:15:00-07:00', '2027-02-06T10:30:00-07:00']);
  });

  it('refuses an availability it cannot keep, naming the field, and keeps the old one', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const rules = await availabilityOf(coach.auth);
    const cases: [object, string][] = [
      [{ ...rules, time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ ...rules, weekly: { 1: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] } }, 'weekly.1'],
      [{ ...rules, weekly: { 1: [{ start: '17:00', end: '09:00' }] } }, 'weekly.1.0.end'],
      [{ ...rules, weekly: { 8: [] } }, 'weekly'],
      [{ ...rules, buffer_minutes: -5 }, 'buffer_minutes'],
      [{ ...rules, dates_off: ['2027-02-30'] }, 'dates_off.0'],
    ];
    for (const [body, field] of cases) {
      const res = await send('PUT', '/api/v1/coach/availability', coach.auth, body);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().error ?? {}).some((k) => k.startsWith(field)), `${field}: ${res.body}`).toBe(true);
    }
    expect(await availabilityOf(coach.auth)).toEqual(rules);
  });

  it('makes and edits session types for chosen clients and groups, and clients see only theirs', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const flash = await signIn(t, 'flash@demo.test');
    const missing = await send('POST', '/api/v1/coach/session-types', coach.auth, { name: ' ', minutes: 10, location_kind: 'phone' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({ name: ['Name is required.'], minutes: ['At least 15 minutes.'] });
    const noLink = await send('POST', '/api/v1/coach/session-types', coach.auth, { name: 'Room', minutes: 30, location_kind: 'video_link', location: 'javascript:alert(1)' });
    expect(noLink.json().error.location).toEqual(['Enter your video room address (https://…).']);

    const other = await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    const [theirGroup] = await t.database.db.select().from(groups).where(eq(groups.coachId, other.coach.id));
    const foreign = await send('POST', '/api/v1/coach/session-types', coach.auth, { name: 'Deep dive', minutes: 90, location_kind: 'address', location: '1 Main St', audience: 'chosen', client_ids: [other.client.id] });
    expect(foreign.json().error.client_ids).toEqual(['Choose from your own clients.']);
    const foreignGroup = await send('POST', '/api/v1/coach/session-types', coach.auth, { name: 'Deep dive', minutes: 90, location_kind: 'address', location: '1 Main St', audience: 'chosen', group_ids: [theirGroup!.id] });
    expect(foreignGroup.json().error.group_ids).toEqual(['Choose from your own groups.']);

    const made = await send('POST', '/api/v1/coach/session-types', coach.auth, { name: 'Deep dive', minutes: 90, location_kind: 'address', location: '1 Main St, Denver', audience: 'chosen', client_ids: [t.demo.flash.id], per_month: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const type = CoachSessionType.parse(made.json().data);
    expect(type).toMatchObject({ name: 'Deep dive', minutes: 90, location: '1 Main St, Denver', client_ids: [t.demo.flash.id], per_month: 1, archived: false });
    expect(await clientType(flash.auth, 'Deep dive')).toMatchObject({ minutes: 90, location_kind: 'address', allowance: { per_month: 1, used: 0 } });

    const archived = await send('POST', `/api/v1/coach/session-types/${type.id}`, coach.auth, { ...type, archived: true });
    expect(CoachSessionType.parse(archived.json().data).archived).toBe(true);
    expect(await clientType(flash.auth, 'Deep dive')).toBeUndefined();
    const otherCoach = await signIn(t, 'coach2@demo.test');
    expect((await send('POST', `/api/v1/coach/session-types/${type.id}`, otherCoach.auth, { ...type, archived: false })).statusCode).toBe(404);
    expect(CoachSessionType.array().parse((await get('/api/v1/coach/session-types', otherCoach.auth)).json().data)).toEqual([]);
  });

  it('lists the agenda with each client\'s zone, books for a client inside the notice, and marks attendance', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const peer = await signIn(t, 'peer@demo.test');
    const check = await clientType(peer.auth, 'Quick check-in');
    expect(await slotsOn(peer.auth, check.id, '2027-02-03')).toContain('2027-02-03T13:00:00-05:00');
    const byPeer = Booking.parse((await send('POST', '/api/v1/bookings', peer.auth, { type_id: check.id, start: '2027-02-03T13:00:00-05:00', note: 'Hiring plan' })).json().data);
    expect(await slotsOn(peer.auth, check.id, '2027-02-03')).not.toContain('2027-02-03T13:00:00-05:00');
    // 10:00 today is inside the 12 hours' notice a client must give; the coach may book it.
    const made = await send('POST', '/api/v1/coach/bookings', coach.auth, { client_id: t.demo.client.id, type_id: check.id, start: '2027-02-01T10:00:00-07:00' });
    expect(made.statusCode, made.body).toBe(201);
    const forClient = Booking.parse(made.json().data);
    expect(forClient).toMatchObject({ client: { id: t.demo.client.id, time_zone: 'America/Denver' }, start: '2027-02-01T10:00:00-07:00' });

    const agenda = Booking.array().parse((await get('/api/v1/coach/agenda?from=2027-02-01&to=2027-02-07', coach.auth)).json().data);
    expect(agenda.map((b) => [b.id, b.start, b.client.first_name, b.client.time_zone])).toEqual([
      [forClient.id, '2027-02-01T10:00:00-07:00', 'Alex', 'America/Denver'],
      [byPeer.id, '2027-02-03T11:00:00-07:00', 'Jordan', 'America/New_York'],
    ]);

    const early = await send('POST', `/api/v1/coach/bookings/${forClient.id}/attendance`, coach.auth, { status: 'attended' });
    expect(early.statusCode).toBe(422);
    t.clock.now = new Date('2027-02-01T17:30:00Z');
    const attended = await send('POST', `/api/v1/coach/bookings/${forClient.id}/attendance`, coach.auth, { status: 'no_show' });
    expect(Booking.parse(attended.json().data).status).toBe('no_show');

    const cancelled = await send('POST', `/api/v1/coach/bookings/${byPeer.id}/cancel`, coach.auth, { reason: 'Ill today — sorry!' });
    expect(Booking.parse(cancelled.json().data)).toMatchObject({ status: 'cancelled', cancel_reason: 'Ill today — sorry!' });
    // The coach's cancel, on the coach's routes, frees the time the client's read had kept as taken.
    expect(await slotsOn(peer.auth, check.id, '2027-02-03')).toContain('2027-02-03T13:00:00-05:00');
    const seenByPeer = Booking.array().parse((await get('/api/v1/bookings?from=2027-02-01&to=2027-02-07', peer.auth)).json().data);
    expect(seenByPeer).toMatchObject([{ id: byPeer.id, status: 'cancelled', cancel_reason: 'Ill today — sorry!' }]);
  });

  it('keeps another coach\'s bookings and clients out of reach, and clients off the coach routes', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const client = await signIn(t, 'client@demo.test');
    const other = await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    const otherCoach = await signIn(t, 'coach2@demo.test');
    const check = await clientType(client.auth, 'Quick check-in');
    const mine = Booking.parse((await send('POST', '/api/v1/bookings', client.auth, { type_id: check.id, start: '2027-02-03T10:00:00-07:00' })).json().data);
    for (const [path, body] of [['cancel', {}], ['reschedule', { start: '2027-02-04T10:00:00-07:00' }], ['attendance', { status: 'attended' }]] as const) {
      expect((await send('POST', `/api/v1/coach/bookings/${mine.id}/${path}`, otherCoach.auth, body)).statusCode, path).toBe(404);
    }
    const forTheirClient = await send('POST', '/api/v1/coach/bookings', coach.auth, { client_id: other.client.id, type_id: check.id, start: '2027-02-03T11:00:00-07:00' });
    expect(forTheirClient.statusCode).toBe(422);
    expect(forTheirClient.json().error.client_id).toEqual(['Choose one of your clients.']);
    for (const url of ['/api/v1/coach/availability', '/api/v1/coach/session-types', '/api/v1/coach/agenda?from=2027-02-01&to=2027-02-07']) {
      expect((await get(url, client.auth)).statusCode, url).toBe(403);
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, mine.id));
    expect(row).toMatchObject({ status: 'booked', sequence: 0 });
  });

  it('flags clients with no session booked in the coach\'s N days as behind, and stops when the coach turns it off', async () => {
    t.clock.now = new Date();
    const coach = await signIn(t, 'coach@demo.test');
    const clients = async () => ClientListReply.parse((await get('/api/v1/coach/clients?per_page=100', coach.auth)).json().data).clients;
    const byEmail = async () => new Map((await clients()).map((c) => [c.email, c]));
    let seen = await byEmail();
    // client@ has a session next week; peer@ and flash@ have none.
    expect(seen.get('client@demo.test')).toMatchObject({ no_session_days: null });
    expect(Date.parse(seen.get('client@demo.test')!.last_session_at!)).toBeGreaterThan(t.clock.now.getTime());
    const peer = seen.get('peer@demo.test')!;
    expect(peer).toMatchObject({ no_session_days: 30, last_session_at: null });
    expect(peer.behind).toBe(peer.lessons_open_not_done + peer.overdue_action_steps + peer.overdue_commitments + 1);

    await send('PUT', '/api/v1/coach/availability', coach.auth, { ...(await availabilityOf(coach.auth)), behind_after_days: null });
    seen = await byEmail();
    expect(seen.get('peer@demo.test')).toMatchObject({ no_session_days: null, behind: peer.behind - 1 });
  });
});
