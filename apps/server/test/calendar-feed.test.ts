import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CalendarFeed } from '@portal/contract';
import { bookings, calendarFeeds, commitments, lessonMeetings, scheduleEntries, userGroups } from '../src/db/schema/index.ts';
import { buildScheduleEntry } from '../src/db/seed/demo-schedule.ts';
import { redactUrl } from '../src/http/log-redaction.ts';
import { sha256 } from '../src/lib/secrets.ts';
import { FEED_FETCHES_PER_IP } from '../src/modules/calendar/calendar-routes.ts';
import { parseIcal, rawLines } from './support/parse-ical.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// Issue 9, beyond the spec (docs/decisions/011): one calendar feed per client under a secret URL.
const FEED = '/api/v1/clientportal/calendar/feed';
const RESET = '/api/v1/clientportal/calendar/feed/reset';

describe.each(backends())('calendar feed (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const post = (url: string, auth: Record<string, string>) => t.app.inject({ method: 'POST', url, headers: auth, payload: {} });
  const feedOf = async (url: string, auth: Record<string, string>) => {
    const res = await post(url, auth);
    expect(res.statusCode).toBe(200);
    return CalendarFeed.parse(res.json().data);
  };
  /** Fetches a feed URL as a calendar app does: no session, only the address. */
  const fetchFeed = (url: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });

  it('makes the feed on the first call, shows its URL once, and keeps it on later calls', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    expect(CalendarFeed.parse((await t.app.inject({ method: 'GET', url: FEED, headers: auth })).json().data)).toEqual({ url: null, created_at: null });
    const first = await feedOf(FEED, auth);
    expect(first.url).toMatch(/^http:\/\/portal\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = /\/calendar\/(.+)\.ics$/.exec(first.url!)![1]!;
    const [stored] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, t.demo.client.id));
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const again = await feedOf(FEED, auth);
    expect(again).toEqual({ url: null, created_at: first.created_at });
    expect((await fetchFeed(first.url!)).statusCode).toBe(200);
  });

  it('serves the feed without a session as text/calendar that ical.js reads, never cached', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const { url } = await feedOf(FEED, auth);
    const res = await fetchFeed(url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('inline; filename="calendar.ics"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(rawLines(res.body).crlfOnly).toBe(true);
    const { calendar, events } = parseIcal(res.body);
    expect(res.body).toContain('X-WR-CALNAME:Summit Coaching\r\n');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Denver');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    // the demo client's group meetings, each at its time in its zone, with the join link
    const groupIds = (await t.database.db.select().from(userGroups).where(eq(userGroups.userId, t.demo.client.id))).map((g) => g.groupId);
    const meetings = await t.database.db.select().from(lessonMeetings).where(inArray(lessonMeetings.groupId, groupIds));
    expect(meetings.length).toBeGreaterThan(0);
    for (const m of meetings) {
      const e = events.find((x) => x.uid === `meeting-${m.id}@portal.test`);
      expect(e, `meeting ${m.id}`).toBeDefined();
      expect(e!.start).toBe(m.meetingTime.toISOString());
      expect(e!.zone).toBe(m.timeZone);
      expect(e!.url).toMatch(/^http:\/\/portal\.test\/groups\/\d+\/\d+\/lesson\/\d+$/);
    }
    // and their schedule, as /schedule lists it
    const entries = await t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.userId, t.demo.client.id));
    expect(entries.length).toBeGreaterThan(0);
    for (const s of entries) {
      const e = events.find((x) => x.uid === `schedule-${s.id}@portal.test`)!;
      expect(e).toMatchObject({ summary: s.title, start: s.startsAt.toISOString(), zone: s.timeZone, location: s.meetingUrl, url: 'http://portal.test/schedule' });
      if (s.endsAt) expect(e.end).toBe(s.endsAt.toISOString());
    }
  });

  it('writes every text as plain text (the coach\'s lists as "- " lines, the HTML only as X-ALT-DESC), folded whole', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const japanese = `日本語の説明、Zażółć gęślą jaźń — “quoted” € ${'価格の見直し。'.repeat(30)}`;
    const s = await buildScheduleEntry(t.database.db, {
      tenantId: t.demo.tenantId, userId: t.demo.client.id, title: `Przegląd cen — 価格 ${'ł'.repeat(60)}`, description: japanese,
      timeZone: 'Europe/Warsaw', startsAt: new Date('2031-02-03T09:00:00Z'),
    });
    const res = await fetchFeed((await feedOf(FEED, auth)).url!);
    for (const line of rawLines(res.body).lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const { calendar, events } = parseIcal(res.body);
    const tag = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;
    expect(events.length).toBeGreaterThan(20);
    for (const e of events) {
      for (const text of [e.summary, e.description, e.location]) expect(text ?? '', e.uid).not.toMatch(tag);
    }
    // the group's description: its list items as "- " lines, its paragraphs apart, the join link after
    const meeting = events.find((e) => e.uid.startsWith('meeting-') && e.description?.startsWith('A six-week group programme'))!;
    expect(meeting.description).toMatch(/^A six-week group programme .+\n\n- Weekly live call, Thursdays 5:00 PM \(Mountain Time\)\n- One focused lesson and worksheet per week\n/);
    const vevent = calendar.getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('uid') === meeting.uid)!;
    const alt = vevent.getFirstProperty('x-alt-desc')!;
    expect(alt.getParameter('fmttype')).toBe('text/html');
    expect(alt.getFirstValue()).toMatch(/^<p>A six-week group programme .*<ul><li>Weekly live call/);
    // a long text in several scripts comes back whole through the folding
    expect(events.find((e) => e.uid === `schedule-${s.id}@portal.test`)).toMatchObject({ summary: `Przegląd cen — 価格 ${'ł'.repeat(60)}`, description: japanese });
    // docs/api.md: the address is the credential, so no page the feed links to learns it
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('writes a 5:00 PM America/Denver session as 00:00Z the next day, and hostile titles intact', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const title = `Pricing, margins; review\nBEGIN:VEVENT 🎉 ${'w'.repeat(200)}`;
    const s = await buildScheduleEntry(t.database.db, {
      tenantId: t.demo.tenantId, userId: t.demo.client.id, title, description: 'Bring: P&L, forecast;\nquestions', timeZone: 'America/Denver',
      startsAt: new Date('2031-01-17T00:00:00Z'), endsAt: new Date('2031-01-17T01:00:00Z'), meetingUrl: 'https://meet.test/x',
    });
    const body = (await fetchFeed((await feedOf(FEED, auth)).url!)).body;
    expect(body).toContain('DTSTART;TZID=America/Denver:20310116T170000\r\n');
    for (const line of rawLines(body).lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const e = parseIcal(body).events.find((x) => x.uid === `schedule-${s.id}@portal.test`)!;
    expect(e).toMatchObject({ summary: title, start: '2031-01-17T00:00:00.000Z', end: '2031-01-17T01:00:00.000Z', zone: 'America/Denver' });
    expect(e.description).toContain('Bring: P&L, forecast;\nquestions');
  });

  it('lists the deadlines of commitments not completed, in the owner\'s zone', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const base = { tenantId: t.demo.tenantId, userId: t.demo.client.id };
    const [todo, progress, done, undated] = await t.database.db.insert(commitments).values([
      { ...base, title: 'Send, the; quotes', status: 0, deadline: new Date('2031-03-04T00:00:00Z') }, // 5:00 PM on 3 March in Denver
      { ...base, title: 'Hire a baker', status: 1, deadline: new Date('2031-03-08T06:59:00Z') }, // 11:59 PM on 7 March
      { ...base, title: 'Done already', status: 2, deadline: new Date('2031-03-05T00:00:00Z') },
      { ...base, title: 'Someday', status: 0, deadline: null },
    ]).returning();
    const { events } = parseIcal((await fetchFeed((await feedOf(FEED, auth)).url!)).body);
    const uid = (id: number) => `commitment-${id}@portal.test`;
    expect(events.find((e) => e.uid === uid(todo!.id))).toMatchObject({
      summary: 'Due: Send, the; quotes', start: '2031-03-04T00:00:00.000Z', end: '2031-03-04T00:15:00.000Z', zone: 'America/Denver',
      url: 'http://portal.test/action-steps',
    });
    expect(events.find((e) => e.uid === uid(progress!.id))).toMatchObject({ summary: 'Due: Hire a baker', allDay: true });
    expect(events.some((e) => e.uid === uid(done!.id) || e.uid === uid(undated!.id))).toBe(false);
  });

  it('never puts another user\'s meetings, sessions or commitments in a feed', async () => {
    const { auth } = await signIn(t, 'flash@demo.test');
    const peer = { tenantId: t.demo.tenantId, userId: t.demo.peer.id };
    await t.database.db.insert(commitments).values({ ...peer, title: 'Peer secret', status: 0, deadline: new Date('2031-01-01T12:00:00Z') });
    await buildScheduleEntry(t.database.db, { ...peer, title: 'Peer session', timeZone: 'UTC', startsAt: new Date('2031-01-02T12:00:00Z') });
    const body = (await fetchFeed((await feedOf(FEED, auth)).url!)).body;
    const { events } = parseIcal(body);
    const { db } = t.database;
    const flash = t.demo.flash.id;
    const groupIds = (await db.select().from(userGroups).where(eq(userGroups.userId, flash))).map((g) => g.groupId);
    const own = [
      ...(await db.select().from(scheduleEntries).where(eq(scheduleEntries.userId, flash))).map((s) => `schedule-${s.id}`),
      ...(await db.select().from(commitments).where(and(eq(commitments.userId, flash), inArray(commitments.status, [0, 1]), isNotNull(commitments.deadline))))
        .map((c) => `commitment-${c.id}`),
      ...(groupIds.length ? await db.select().from(lessonMeetings).where(inArray(lessonMeetings.groupId, groupIds)) : []).map((m) => `meeting-${m.id}`),
    ];
    expect(events.map((e) => e.uid).sort()).toEqual(own.map((id) => `${id}@portal.test`).sort());
    expect(body).not.toMatch(/Peer secret|Peer session/);
  });

  it('carries booked sessions in the client\'s and the coach\'s feeds, with the invitations\' UID, not cancelled ones', async () => {
    const client = await signIn(t, 'client@demo.test');
    const coach = await signIn(t, 'coach@demo.test');
    const { db } = t.database;
    const own = await db.select().from(bookings).where(eq(bookings.clientId, t.demo.client.id));
    expect(own).toHaveLength(2);
    const [upcoming] = own.filter((b) => b.status === 'booked');
    await db.update(bookings).set({ status: 'cancelled' }).where(and(eq(bookings.clientId, t.demo.client.id), eq(bookings.status, 'attended')));
    const clientEvents = parseIcal((await fetchFeed((await feedOf(FEED, client.auth)).url!)).body).events.filter((e) => e.uid.startsWith('booking-'));
    expect(clientEvents).toEqual([expect.objectContaining({
      uid: `booking-${upcoming!.id}@portal.test`, summary: 'Strategy session with Grace Hopper', start: upcoming!.startsAt.toISOString(),
      end: upcoming!.endsAt.toISOString(), location: upcoming!.meetingUrl, url: 'http://portal.test/schedule',
    })]);
    const coachEvents = parseIcal((await fetchFeed((await feedOf(FEED, coach.auth)).url!)).body).events.filter((e) => e.uid.startsWith('booking-'));
    expect(coachEvents.map((e) => [e.uid, e.summary, e.url])).toEqual([
      [`booking-${upcoming!.id}@portal.test`, 'Strategy session with Alex Morgan', 'http://portal.test/coach/sessions'],
    ]);
    expect(coachEvents[0]!.description).not.toMatch(/<[a-z]/i);
  });

  it('reset gives a new URL; the old one answers 404 at once', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const old = await feedOf(FEED, auth);
    expect((await fetchFeed(old.url!)).statusCode).toBe(200);
    const renewed = await feedOf(RESET, auth);
    expect(renewed.url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(renewed.url).not.toBe(old.url);
    expect((await fetchFeed(old.url!)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url!)).statusCode).toBe(200);
    expect(await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, t.demo.client.id))).toHaveLength(1);
  });

  it('reset before any feed makes one', async () => {
    const { auth } = await signIn(t, 'peer@demo.test');
    const made = await feedOf(RESET, auth);
    expect((await fetchFeed(made.url!)).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed addresses, and 401 to the feed calls without a session', async () => {
    for (const path of ['/calendar/' + 'A'.repeat(43) + '.ics', '/calendar/short.ics', '/calendar/' + 'A'.repeat(43), '/calendar/%00.ics', '/calendar/.ics']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    for (const url of [FEED, RESET]) expect((await post(url, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: FEED })).statusCode).toBe(401);
  });

  it('keeps the address out of the logs', () => {
    expect(redactUrl(`/calendar/${'C'.repeat(43)}.ics?x=1`)).toBe('/calendar/[redacted]?x=1');
    expect(redactUrl(RESET)).toBe(RESET);
  });

  it('limits feed fetches per IP address', async () => {
    const unknown = `/calendar/${'B'.repeat(43)}.ics`;
    for (let i = 0; i < FEED_FETCHES_PER_IP; i++) {
      expect((await t.app.inject({ method: 'GET', url: unknown, remoteAddress: '198.51.100.9' })).statusCode).toBe(404);
    }
    const limited = await t.app.inject({ method: 'GET', url: unknown, remoteAddress: '198.51.100.9' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: unknown, remoteAddress: '198.51.100.10' })).statusCode).toBe(404);
  });
});
