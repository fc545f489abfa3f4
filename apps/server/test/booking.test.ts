import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Booking, BOOKING_MESSAGES, SessionType, SlotsReply } from '@portal/contract';
import { bookings, dueWork, sessionTypes, users } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';
import { SESSION_REMINDER } from '../src/modules/booking/session-reminders.ts';

// Issue 20, the client's wire: types, free times in the client's zone, booking, moving and
// cancelling until the coach's cut-off, the allowance, and no overlap however many requests race.
// The demo coach works Monday to Friday 9:00–17:00 America/Denver, 15-minute buffer, 12 hours'
// notice, 24 hours' cut-off; client@ is in Denver, peer@ in New York.

/** A Monday in a month with no demo booking: every test's clock starts here. */
const MONDAY = new Date('2027-02-01T15:00:00Z'); // 08:00 in Denver

describe.each(backends())('booking sessions (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
    t.clock.now = MONDAY;
  });
  afterEach(async () => { await t.close(); });

  const get = (url: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, auth: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const typesOf = async (auth: Record<string, string>) => SessionType.array().parse((await get('/api/v1/booking/types', auth)).json().data);
  const typeNamed = async (auth: Record<string, string>, name: string) => (await typesOf(auth)).find((x) => x.name === name)!;
  const slotsOf = async (auth: Record<string, string>, typeId: number, from: string, to: string) => {
    const res = await get(`/api/v1/booking/slots?type_id=${typeId}&from=${from}&to=${to}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return SlotsReply.parse(res.json().data);
  };
  const book = (auth: Record<string, string>, typeId: number, start: string, note?: string) =>
    post('/api/v1/bookings', auth, { type_id: typeId, start, ...(note ? { note } : {}) });
  const activeAt = (start: string) => t.database.db.select().from(bookings)
    .where(and(eq(bookings.startsAt, new Date(start)), ne(bookings.status, 'cancelled')));

  it('lists the types a client may book, with this month\'s allowance, and none for a client not chosen', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const types = await typesOf(auth);
    expect(types.map((x) => [x.name, x.minutes, x.location_kind, x.allowance])).toEqual([
      ['Strategy session', 60, 'video_room', { per_month: 4, used: 0 }],
      ['Quick check-in', 20, 'phone', null],
    ]);
    const flash = await signIn(t, 'flash@demo.test');
    expect(await typesOf(flash.auth)).toEqual([]);
    const coach = await signIn(t, 'coach@demo.test');
    expect(await typesOf(coach.auth)).toEqual([]);
  });

  it('offers free times in the client\'s own zone, with the coach\'s zone beside them', async () => {
    const { auth } = await signIn(t, 'peer@demo.test');
    const check = await typeNamed(auth, 'Quick check-in');
    const reply = await slotsOf(auth, check.id, '2027-02-03', '2027-02-03');
    expect(reply.time_zone).toBe('America/New_York');
    expect(reply.coach_time_zone).toBe('America/Denver');
    // 9:00–17:00 in Denver is 11:00–19:00 in New York; 20-minute sessions every 15 minutes.
    expect(reply.slots[0]).toEqual({ start: '2027-02-03T11:00:00-05:00', end: '2027-02-03T11:20:00-05:00' });
    expect(reply.slots.at(-1)).toEqual({ start: '2027-02-03T18:30:00-05:00', end: '2027-02-03T18:50:00-05:00' });
    expect(reply.slots).toHaveLength(31);
  });

  it('keeps the coach\'s wall-clock hours across a daylight-saving change, in the client\'s zone', async () => {
    await t.database.db.update(users).set({ timeZone: 'Europe/Warsaw' }).where(eq(users.id, t.demo.peer.id));
    t.clock.now = new Date('2027-03-08T15:00:00Z');
    const { auth } = await signIn(t, 'peer@demo.test');
    const check = await typeNamed(auth, 'Quick check-in');
    // US clocks go forward on 14 March 2027, Warsaw's on 28 March.
    const reply = await slotsOf(auth, check.id, '2027-03-12', '2027-03-29');
    expect(reply.time_zone).toBe('Europe/Warsaw');
    // The first time of the client's afternoon: the coach's 9:00, an hour apart across each change.
    const firstAfternoon = (day: string) => reply.slots.find((s) => s.start.startsWith(day) && s.start.slice(11, 13) >= '12')?.start;
    expect(firstAfternoon('2027-03-12')).toBe('2027-03-12T17:00:00+01:00'); // 9:00 MST = 16:00Z
    expect(firstAfternoon('2027-03-15')).toBe('2027-03-15T16:00:00+01:00'); // 9:00 MDT = 15:00Z
    expect(firstAfternoon('2027-03-29')).toBe('2027-03-29T17:00:00+02:00'); // 15:00Z, Warsaw on summer time
    // The coach's Friday ends at 00:30 on Saturday in Warsaw; Sunday there has nothing.
    expect(reply.slots.filter((s) => s.start.startsWith('2027-03-13')).at(-1)?.start).toBe('2027-03-13T00:30:00+01:00');
    expect(reply.slots.some((s) => s.start.startsWith('2027-03-14'))).toBe(false);
  });

  it('books once when 50 requests race for one time: one 201, every other a 409', async () => {
    const client = await signIn(t, 'client@demo.test');
    const peer = await signIn(t, 'peer@demo.test');
    const check = await typeNamed(client.auth, 'Quick check-in');
    const start = '2027-02-03T10:00:00-07:00';
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => book(i % 2 ? peer.auth : client.auth, check.id, start)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of replies.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(BOOKING_MESSAGES.taken);
    expect(await activeAt(start)).toHaveLength(1);
    // The buffer keeps the next 15 minutes free as well; the time after it is offered.
    const slots = (await slotsOf(client.auth, check.id, '2027-02-03', '2027-02-03')).slots.map((s) => s.start);
    expect(slots).not.toContain('2027-02-03T10:15:00-07:00');
    expect(slots).toContain('2027-02-03T10:45:00-07:00');
    expect((await book(client.auth, check.id, '2027-02-03T10:30:00-07:00')).statusCode).toBe(409);
  });

  it('books with a note and a video room of its own, and lists it for the client', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const strategy = await typeNamed(auth, 'Strategy session');
    const res = await book(auth, strategy.id, '2027-02-04T13:00:00-07:00', 'Zażółć gęślą jaźń — 日本語 — مرحبا');
    expect(res.statusCode, res.body).toBe(201);
    const booked = Booking.parse(res.json().data);
    expect(booked).toMatchObject({
      type_id: strategy.id, type_name: 'Strategy session', start: '2027-02-04T13:00:00-07:00', end: '2027-02-04T14:00:00-07:00',
      status: 'booked', location_kind: 'video_room', location: null, note: 'Zażółć gęślą jaźń — 日本語 — مرحبا',
      coach: { first_name: 'Grace', last_name: 'Hopper', time_zone: 'America/Denver' }, client: { id: t.demo.client.id },
      changeable_until: '2027-02-03T13:00:00-07:00',
    });
    expect(booked.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/Session-[a-z0-9]{24}$/);
    const second = Booking.parse((await book(auth, strategy.id, '2027-02-05T13:00:00-07:00')).json().data);
    expect(second.meeting_url).not.toBe(booked.meeting_url);
    const list = Booking.array().parse((await get('/api/v1/bookings?from=2027-02-01&to=2027-02-28', auth)).json().data);
    expect(list.map((b) => b.id)).toEqual([booked.id, second.id]);
    expect((await typeNamed(auth, 'Strategy session')).allowance).toEqual({ per_month: 4, used: 2 });
  });

  it('refuses a time not offered with a field message: past, inside the notice, outside hours, misaligned', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const check = await typeNamed(auth, 'Quick check-in');
    const cases: [string, string][] = [
      ['2027-01-29T10:00:00-07:00', BOOKING_MESSAGES.past],
      ['2027-02-01T13:00:00-07:00', BOOKING_MESSAGES.notice],
      ['2027-02-06T10:00:00-07:00', BOOKING_MESSAGES.notFree], // a Saturday
      ['2027-02-03T08:30:00-07:00', BOOKING_MESSAGES.notFree],
      ['2027-02-03T10:05:00-07:00', BOOKING_MESSAGES.notFree],
      ['2027-06-03T10:00:00-06:00', BOOKING_MESSAGES.notFree], // beyond the 60 days ahead
    ];
    for (const [start, message] of cases) {
      const res = await book(auth, check.id, start);
      expect(res.statusCode, start).toBe(422);
      expect(res.json().error.start, start).toEqual([message]);
    }
    expect(await t.database.db.select().from(bookings).where(eq(bookings.typeId, check.id))).toEqual([]);
  });

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const check = await typeNamed(auth, 'Quick check-in');
    const [flashOnly] = await t.database.db.insert(sessionTypes).values({
      tenantId: t.demo.tenantId, coachId: t.demo.coach.id, name: 'Flash only', minutes: 30, locationKind: 'video_room', audience: 'chosen', clientIds: [t.demo.flash.id],
    }).returning();
    const tenYears = await get(`/api/v1/booking/slots?type_id=${check.id}&from=2027-02-01&to=2037-02-01`, auth);
    expect(tenYears.statusCode).toBe(422);
    expect(tenYears.json().error.to).toEqual(['Ask for at most 62 days at a time.']);
    expect((await get(`/api/v1/booking/slots?type_id=${check.id}&from=2027-02-10&to=2027-02-01`, auth)).statusCode).toBe(422);
    expect((await get(`/api/v1/booking/slots?type_id=${check.id}&from=2027-02-30&to=2027-03-01`, auth)).statusCode).toBe(422);
    expect((await get(`/api/v1/booking/slots?type_id=${flashOnly!.id}&from=2027-02-01&to=2027-02-07`, auth)).statusCode).toBe(404);
    const notMine = await book(auth, flashOnly!.id, '2027-02-03T10:00:00-07:00');
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().error.type_id).toEqual([BOOKING_MESSAGES.notBookable]);
    // 02:30 on 14 March does not exist in Denver: the instant it names is 03:30, a Sunday, and not offered.
    expect((await book(auth, check.id, '2027-03-14T02:30:00-07:00')).statusCode).toBe(422);
    for (const start of ['tomorrow', '2027-02-03 10:00', '2027-02-03T10:00:00', 12]) {
      const res = await book(auth, check.id, start as string);
      expect(res.statusCode, String(start)).toBe(422);
      expect(res.json().error.start).toBeDefined();
    }
    expect((await post('/api/v1/bookings/2147483000/cancel', auth)).statusCode).toBe(404);
    expect((await post('/api/v1/bookings/not-an-id/cancel', auth)).statusCode).toBe(422);
    expect((await get('/api/v1/bookings?from=2027-01-01&to=2037-01-01', auth)).statusCode).toBe(422);
  });

  it('moves and cancels until the cut-off, then refuses with the coach message sentence', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const check = await typeNamed(auth, 'Quick check-in');
    const first = Booking.parse((await book(auth, check.id, '2027-02-03T10:00:00-07:00')).json().data);
    const moved = await post(`/api/v1/bookings/${first.id}/reschedule`, auth, { start: '2027-02-04T11:00:00-07:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Booking.parse(moved.json().data)).toMatchObject({ id: first.id, start: '2027-02-04T11:00:00-07:00', end: '2027-02-04T11:20:00-07:00', status: 'booked' });
    expect((await book(auth, check.id, '2027-02-03T10:00:00-07:00')).statusCode).toBe(201); // the old time is free again
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(row!.sequence).toBe(1);

    const cancelled = await post(`/api/v1/bookings/${first.id}/cancel`, auth, { reason: 'A supplier visit.' });
    expect(Booking.parse(cancelled.json().data)).toMatchObject({ status: 'cancelled', cancel_reason: 'A supplier visit.' });
    expect((await post(`/api/v1/bookings/${first.id}/cancel`, auth)).statusCode).toBe(200); // a repeat changes nothing
    expect((await post(`/api/v1/bookings/${first.id}/reschedule`, auth, { start: '2027-02-04T12:00:00-07:00' })).statusCode).toBe(422);

    const late = Booking.parse((await book(auth, check.id, '2027-02-05T10:00:00-07:00')).json().data);
    t.clock.now = new Date('2027-02-04T18:00:00Z'); // 11:00 the day before: inside the 24 hours
    const later = await signIn(t, 'client@demo.test');
    for (const res of [
      await post(`/api/v1/bookings/${late.id}/reschedule`, later.auth, { start: '2027-02-08T10:00:00-07:00' }),
      await post(`/api/v1/bookings/${late.id}/cancel`, later.auth, { reason: 'Too late' }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(BOOKING_MESSAGES.cutOff);
    }
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, late.id));
    expect(still).toMatchObject({ status: 'booked', startsAt: new Date('2027-02-05T17:00:00Z') });
  });

  it('keeps the monthly allowance: the fifth Strategy session of a month is refused, the next month is open', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const strategy = await typeNamed(auth, 'Strategy session');
    for (const day of ['03', '04', '05', '08']) {
      expect((await book(auth, strategy.id, `2027-02-${day}T10:00:00-07:00`)).statusCode).toBe(201);
    }
    const fifth = await book(auth, strategy.id, '2027-02-09T10:00:00-07:00');
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().error.type_id).toEqual([BOOKING_MESSAGES.allowance]);
    expect((await typeNamed(auth, 'Strategy session')).allowance).toEqual({ per_month: 4, used: 4 });
    expect((await slotsOf(auth, strategy.id, '2027-02-09', '2027-02-12')).slots).toEqual([]);
    expect((await slotsOf(auth, strategy.id, '2027-03-01', '2027-03-01')).slots.length).toBeGreaterThan(0);
    expect((await book(auth, strategy.id, '2027-03-01T10:00:00-07:00')).statusCode).toBe(201);
    // Moving one of February's within February keeps the count; another client's allowance is their own.
    const [feb] = Booking.array().parse((await get('/api/v1/bookings?from=2027-02-01&to=2027-02-28', auth)).json().data);
    expect((await post(`/api/v1/bookings/${feb!.id}/reschedule`, auth, { start: '2027-02-10T10:00:00-07:00' })).statusCode).toBe(200);
    const peer = await signIn(t, 'peer@demo.test');
    expect((await book(peer.auth, strategy.id, '2027-02-11T10:00:00-07:00')).statusCode).toBe(201);
  });

  it('keeps another client\'s booking out of reach: 404, and nothing changes', async () => {
    const client = await signIn(t, 'client@demo.test');
    const peer = await signIn(t, 'peer@demo.test');
    const check = await typeNamed(client.auth, 'Quick check-in');
    const mine = Booking.parse((await book(client.auth, check.id, '2027-02-03T10:00:00-07:00')).json().data);
    for (const res of [
      await post(`/api/v1/bookings/${mine.id}/reschedule`, peer.auth, { start: '2027-02-04T10:00:00-07:00' }),
      await post(`/api/v1/bookings/${mine.id}/cancel`, peer.auth),
    ]) expect(res.statusCode).toBe(404);
    const theirs = Booking.array().parse((await get('/api/v1/bookings?from=2027-02-01&to=2027-02-28', peer.auth)).json().data);
    expect(theirs).toEqual([]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, mine.id));
    expect(row).toMatchObject({ status: 'booked', sequence: 0 });
  });

  it('plans the reminders with the booking, moves them with it and drops them on cancel', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const check = await typeNamed(auth, 'Quick check-in');
    const b = Booking.parse((await book(auth, check.id, '2027-02-03T10:00:00-07:00')).json().data);
    const pending = async () => (await t.database.db.select().from(dueWork)
      .where(and(eq(dueWork.kind, SESSION_REMINDER), eq(dueWork.subjectId, b.id), isNull(dueWork.doneAt)))).map((r) => r.dueAt.toISOString()).sort();
    expect(await pending()).toEqual(['2027-02-02T17:00:00.000Z', '2027-02-03T16:00:00.000Z']);
    await post(`/api/v1/bookings/${b.id}/reschedule`, auth, { start: '2027-02-04T10:00:00-07:00' });
    expect(await pending()).toEqual(['2027-02-03T17:00:00.000Z', '2027-02-04T16:00:00.000Z']);
    await post(`/api/v1/bookings/${b.id}/cancel`, auth);
    expect(await pending()).toEqual([]);
  });
});
