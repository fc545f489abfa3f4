import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScheduleReply } from '@portal/contract';
import { buildTenant, buildUser } from '../src/db/seed/builders.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { buildScheduleEntry } from '../src/db/seed/demo-schedule.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

const URL_ = '/api/v1/clientportal/schedule/';
const DAY = 86_400_000;

describe.each(backends())('schedule (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const schedule = async (auth: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: URL_, headers: auth, payload });
  const times = (list: { starts_at: string }[]) => list.map((e) => Date.parse(e.starts_at));

  it('gives client@ upcoming sessions soonest first and past ones latest first', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await schedule(auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(200);
    const { upcoming, past } = ScheduleReply.parse(res.json().data);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(3);
    const now = t.clock.now.getTime();
    expect(times(upcoming)).toEqual([...times(upcoming)].sort((a, b) => a - b));
    expect(times(past)).toEqual([...times(past)].sort((a, b) => b - a));
    expect(times(upcoming).every((s) => s > now)).toBe(true);
    expect(past.every((e) => Date.parse(e.ends_at ?? e.starts_at) < now)).toBe(true);
    for (const e of [...upcoming, ...past]) {
      expect(new Date(e.starts_at).toISOString()).toBe(e.starts_at);
      expect(e.meeting_url).toMatch(/^https:\/\/meet\.summit-coaching\.test\//);
      expect(['America/Denver', 'America/New_York', 'Europe/London']).toContain(e.time_zone);
      expect(e.coach_name).toBe('Grace Hopper');
    }
    expect(upcoming.some((e) => /1:1/.test(e.title))).toBe(true);
    expect(upcoming.some((e) => /group call/i.test(e.title))).toBe(true);
  });

  it('moves a session to the past once it has ended', async () => {
    const { auth } = await signIn(t, 'flash@demo.test');
    const first = ScheduleReply.parse((await schedule(auth)).json().data);
    expect(first.upcoming).toHaveLength(1);
    t.clock.advance(6 * DAY);
    const again = await signIn(t, 'flash@demo.test'); // the first session has idled out by now
    const later = ScheduleReply.parse((await schedule(again.auth)).json().data);
    expect(later.upcoming).toHaveLength(0);
    expect(later.past[0]!.id).toBe(first.upcoming[0]!.id);
  });

  it('keeps a call in progress among the upcoming ones', async () => {
    const { user, auth } = await signIn(t, 'peer@demo.test');
    const now = t.clock.now.getTime();
    const live = await buildScheduleEntry(t.database.db, {
      tenantId: t.demo.tenantId, coachId: t.demo.coach.id, userId: user.id, title: 'Live now', timeZone: 'UTC',
      startsAt: new Date(now - 10 * 60_000), endsAt: new Date(now + 50 * 60_000),
    });
    const { upcoming } = ScheduleReply.parse((await schedule(auth)).json().data);
    expect(upcoming[0]!.id).toBe(live.id);
  });

  it('lists at most 50 past sessions', async () => {
    const { user, auth } = await signIn(t, 'flash@demo.test');
    const now = t.clock.now.getTime();
    for (let i = 1; i <= 60; i++) {
      await buildScheduleEntry(t.database.db, {
        tenantId: t.demo.tenantId, userId: user.id, title: `Old session ${i}`, timeZone: 'Europe/London',
        startsAt: new Date(now - (i + 30) * DAY), endsAt: null,
      });
    }
    const { past } = ScheduleReply.parse((await schedule(auth)).json().data);
    expect(past).toHaveLength(50);
    expect(past[0]!.title).toMatch(/^Flash coaching session/);
    expect(past.at(-1)!.coach_name).toBeNull();
  });

  it('refuses another user\'s schedule with 403, existing or not', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    for (const id of [t.demo.peer.id, t.demo.coach.id, 987654]) {
      const res = await schedule(auth, { user_id: id });
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(403);
    }
    expect((await schedule(auth, { user_id: 'abc' })).statusCode).toBe(422);
    // beyond the database's integer ids: a field message, not a failed query
    const huge = await schedule(auth, { user_id: 99_999_999_999 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.user_id).toBeDefined();
  });

  it('lets the coach read a client\'s schedule, and an admin anyone\'s in the tenant only', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const forClient = await schedule(coach.auth, { user_id: t.demo.client.id });
    expect(forClient.statusCode).toBe(200);
    expect(forClient.json().data.upcoming.length).toBeGreaterThanOrEqual(3);
    expect((await schedule(coach.auth, { user_id: t.demo.admin.id })).statusCode).toBe(403);
    expect(ScheduleReply.parse((await schedule(coach.auth)).json().data)).toEqual({ upcoming: [], past: [] });

    const other = await buildTenant(t.database.db, 9001, 'Other Coaching', 'help@other.test');
    const stranger = await buildUser(t.database.db, { tenantId: other.id, email: 'stranger@other.test', password: DEMO_PASSWORD });
    await buildScheduleEntry(t.database.db, {
      tenantId: other.id, userId: stranger.id, title: 'Not yours', timeZone: 'UTC', startsAt: new Date(t.clock.now.getTime() + DAY),
    });
    const admin = await signIn(t, 'admin@demo.test');
    expect((await schedule(admin.auth, { user_id: t.demo.peer.id })).statusCode).toBe(200);
    expect((await schedule(admin.auth, { user_id: stranger.id })).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    expect((await schedule({})).statusCode).toBe(401);
  });
});
