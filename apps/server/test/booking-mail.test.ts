import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Booking, SessionType } from '@portal/contract';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { demoMailbox } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';
import { parseIcal } from './support/parse-ical.ts';

// Issue 20 "Invitations and reminders": both sides get a mail with an iCalendar invitation that a
// calendar application keeps as one event (one UID, SEQUENCE raised on each move, METHOD:CANCEL on
// cancel), read here with an independent parser (ical.js); reminders 24 h and 1 h before go out
// once per booking with two servers on one database, and never after a cancel.

const MONDAY = new Date('2027-02-01T15:00:00Z'); // 08:00 in Denver
const CLIENT = 'client@demo.test';
const COACH = 'coach@demo.test';

describe.each(backends())('session mails (%s)', (backend) => {
  let t: TestApp;
  let second: BuiltApp | undefined;
  beforeEach(async () => {
    t = await createTestApp(backend);
    t.clock.now = MONDAY;
  });
  afterEach(async () => {
    await second?.app.close();
    second = undefined;
    await t.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, auth: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const checkIn = async (auth: Record<string, string>) =>
    SessionType.array().parse((await inject('GET', '/api/v1/booking/types', auth)).json().data).find((x) => x.name === 'Quick check-in')!;
  const book = async (auth: Record<string, string>, start: string) => {
    const res = await inject('POST', '/api/v1/bookings', auth, { type_id: (await checkIn(auth)).id, start, note: 'Cash flow, "Q1" — Zażółć' });
    expect(res.statusCode, res.body).toBe(201);
    return Booking.parse(res.json().data);
  };
  /** The demo-mailbox mails to `to` whose subject starts with `prefix`, oldest first. */
  const mails = async (to: string, prefix: string) => {
    await t.app.settle();
    await t.deps.mailer.flush();
    return t.database.db.select().from(demoMailbox).where(and(eq(demoMailbox.to, to), like(demoMailbox.subject, `${prefix}%`))).orderBy(demoMailbox.id);
  };
  const inviteOf = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/mail/${id}/invite.ics` });
    expect(res.statusCode).toBe(200);
    const { calendar, events } = parseIcal(res.body);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    return { method: calendar.getFirstPropertyValue('method'), sequence: Number(vevent.getFirstPropertyValue('sequence')), event: events[0]! };
  };

  it('sends both sides an invitation that moves and disappears with the booking', async () => {
    const { auth } = await signIn(t, CLIENT);
    const booked = await book(auth, '2027-02-03T10:00:00-07:00');
    const [toClient] = await mails(CLIENT, 'Session booked');
    const [toCoach] = await mails(COACH, 'Session booked');
    expect(toClient?.text).toContain('Cash flow, "Q1" — Zażółć');
    const client = await inviteOf(toClient!.id);
    const coach = await inviteOf(toCoach!.id);
    expect(client).toMatchObject({ method: 'REQUEST', sequence: 0, event: { uid: `booking-${booked.id}@portal.test`, start: '2027-02-03T17:00:00.000Z', end: '2027-02-03T17:20:00.000Z' } });
    expect(coach.event.uid).toBe(client.event.uid);
    expect(client.event.description).not.toMatch(/<[a-z]/i);

    await inject('POST', `/api/v1/bookings/${booked.id}/reschedule`, auth, { start: '2027-02-04T11:00:00-07:00' });
    const [moved] = await mails(CLIENT, 'Session moved');
    expect(await inviteOf(moved!.id)).toMatchObject({ method: 'REQUEST', sequence: 1, event: { uid: client.event.uid, start: '2027-02-04T18:00:00.000Z' } });

    await inject('POST', `/api/v1/bookings/${booked.id}/cancel`, auth, { reason: 'A supplier visit.' });
    const [cancelled] = await mails(COACH, 'Session cancelled');
    expect(cancelled!.text).toContain('A supplier visit.');
    expect(await inviteOf(cancelled!.id)).toMatchObject({ method: 'CANCEL', sequence: 2, event: { uid: client.event.uid } });
  });

  it('delivers the mails of a booking as soon as it commits, not at the mail worker\'s next look (5 s)', async () => {
    const { auth } = await signIn(t, CLIENT);
    await t.deps.mailer.flush();
    await book(auth, '2027-02-03T11:00:00-07:00');
    // No flush here: only the wake-up after the booking's transaction can deliver this soon.
    await expect.poll(async () => (await t.database.db.select({ id: demoMailbox.id }).from(demoMailbox)
      .where(and(eq(demoMailbox.to, COACH), like(demoMailbox.subject, 'Session booked%')))).length, { timeout: 2_000, interval: 50 }).toBe(1);
  });

  it('reminds both sides once per booking with two servers on one database, and not after a cancel', async () => {
    const { auth } = await signIn(t, CLIENT);
    await book(auth, '2027-02-03T10:00:00-07:00');
    const gone = await book(auth, '2027-02-03T14:00:00-07:00');
    await inject('POST', `/api/v1/bookings/${gone.id}/cancel`, auth, {});
    second = await buildApp(t.deps.config, t.database, { now: () => t.clock.now });
    const bothServers = () => Promise.all([t.dueWork.runDue(), second!.dueWork.runDue(), t.dueWork.runDue(), second!.dueWork.runDue()]);

    await bothServers();
    expect(await mails(CLIENT, 'Reminder')).toEqual([]);
    t.clock.now = new Date('2027-02-02T17:00:30Z'); // 24 hours before the first
    await bothServers();
    await bothServers();
    expect((await mails(CLIENT, 'Reminder')).map((m) => m.subject)).toEqual(['Reminder: your session with Grace Hopper starts in 24 hours']);
    expect((await mails(COACH, 'Reminder')).map((m) => m.subject)).toEqual(['Reminder: your session with Alex Morgan starts in 24 hours']);

    t.clock.now = new Date('2027-02-03T16:00:30Z'); // the first's 1-hour reminder; the cancelled one's never comes
    await bothServers();
    expect((await mails(CLIENT, 'Reminder')).map((m) => m.subject)).toEqual([
      'Reminder: your session with Grace Hopper starts in 24 hours', 'Reminder: your session with Grace Hopper starts in 1 hour',
    ]);
    expect(await mails(COACH, 'Reminder')).toHaveLength(2);
  });
});
