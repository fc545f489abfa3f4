import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitments, demoMailbox, dueWork } from '../src/db/schema/index.ts';
import { DAILY_DIGEST } from '../src/modules/notifications/digest-schedule.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { secondServer } from './support/second-server.ts';
import { signIn } from './support/sign-in.ts';

// Issue 21 "the daily digest": at the user's chosen local hour (07:00 by default) it lists due and
// overdue work, today's and tomorrow's sessions and meetings, unread mail and what they chose to
// hear of in the digest; it is sent only when it has something, once with two servers, and keeps
// the local hour across a daylight-saving change (US clocks spring forward on 2027-03-14).

const CLIENT = 'client@demo.test';
const SATURDAY = new Date('2027-03-13T12:00:00Z'); // 05:00 in Denver, the day before the change

describe.each(backends())('daily digest (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });
  const servers = secondServer(() => t);

  const digests = async (to: string) => {
    await t.app.settle();
    await t.deps.mailer.flush();
    return t.database.db.select().from(demoMailbox).where(and(eq(demoMailbox.to, to), like(demoMailbox.subject, 'Your day:%'))).orderBy(asc(demoMailbox.id));
  };
  const waitingDigest = async (userId: number) => (await t.database.db.select({ dueAt: dueWork.dueAt }).from(dueWork)
    .where(and(eq(dueWork.kind, DAILY_DIGEST), eq(dueWork.subjectId, userId), isNull(dueWork.doneAt))))[0]?.dueAt.toISOString();

  it('sends the digest at 07:00 local, once with two servers, and at 07:00 again after the clocks change', async () => {
    t.clock.now = SATURDAY;
    const client = await signIn(t, CLIENT);
    const coach = await signIn(t, 'coach@demo.test');
    // Saving the choices plans the next digest from now: 07:00 in Denver is 14:00Z today.
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: client.auth, payload: { deliveries: {}, digest_hour: 7 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await waitingDigest(client.user.id)).toBe('2027-03-13T14:00:00.000Z');

    await t.database.db.insert(commitments).values({
      tenantId: t.demo.client.tenantId, userId: client.user.id, title: 'Send the Q2 forecast — Zażółć', deadline: new Date('2027-03-14T18:00:00Z'),
    });
    await t.app.inject({ method: 'POST', url: '/send/mail', headers: coach.auth, payload: { to_user_id: client.user.id, subject: 'Forecast', body: '<p>Due Sunday.</p>' } });

    await servers.runDueOnBoth();
    expect(await digests(CLIENT)).toEqual([]); // 05:00: not yet
    t.clock.now = new Date('2027-03-13T14:00:30Z');
    await servers.runDueOnBoth();
    await servers.runDueOnBoth();
    const [first, ...more] = await digests(CLIENT);
    expect(more).toEqual([]);
    expect(first!.subject).toBe('Your day: Saturday, March 13');
    expect(first!.text).toContain('Send the Q2 forecast — Zażółć — due Sun, Mar 14');
    expect(first!.text).toMatch(/\d+ unread messages?/);
    expect(first!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The next day's 07:00 is MDT (UTC−6): 13:00Z, not 14:00Z.
    expect(await waitingDigest(client.user.id)).toBe('2027-03-14T13:00:00.000Z');
    t.clock.now = new Date('2027-03-14T13:00:30Z');
    await servers.runDueOnBoth();
    expect((await digests(CLIENT)).map((m) => m.subject)).toEqual(['Your day: Saturday, March 13', 'Your day: Sunday, March 14']);
    expect(await waitingDigest(client.user.id)).toBe('2027-03-15T13:00:00.000Z');
  });

  it('puts a kind chosen for the digest in it instead of mailing it at once, once; and sends nothing on a day with nothing', async () => {
    t.clock.now = SATURDAY;
    const client = await signIn(t, CLIENT);
    const chose = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: client.auth, payload: { deliveries: { coach_replied: 'digest' }, digest_hour: 8 } });
    expect(chose.statusCode, chose.body).toBe(200);
    const coach = await signIn(t, 'coach@demo.test');
    await t.app.inject({ method: 'POST', url: '/send/mail', headers: coach.auth, payload: { to_user_id: client.user.id, subject: 'Kept for the morning', body: '<p>Hi</p>' } });
    await t.app.settle();
    await t.deps.mailer.flush();
    expect(await t.database.db.select().from(demoMailbox).where(and(eq(demoMailbox.to, CLIENT), like(demoMailbox.subject, 'New message%')))).toEqual([]);
    t.clock.now = new Date('2027-03-13T15:00:30Z'); // 08:00 in Denver
    await servers.runDueOnBoth();
    const [digest] = await digests(CLIENT);
    expect(digest!.text).toContain('New message from Grace Hopper — Kept for the morning');
    expect(digest!.html).toMatch(/<a href="http:\/\/portal\.test\/messages\/thread\/\d+">New message from Grace Hopper — Kept for the morning<\/a>/);
    // Carried once: the next digest does not list it again.
    t.clock.now = new Date('2027-03-14T14:00:30Z');
    await servers.runDueOnBoth();
    const all = await digests(CLIENT);
    expect(all.map((m) => m.subject)).toEqual(['Your day: Saturday, March 13', 'Your day: Sunday, March 14']);
    expect(all[1]!.text).not.toContain('Kept for the morning');

    // The admin has no zone of their own (UTC) and nothing due, no mail, no meetings: no digest.
    const admin = await signIn(t, 'admin@demo.test');
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: admin.auth, payload: { deliveries: {}, digest_hour: 6 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await waitingDigest(admin.user.id)).toBe('2027-03-15T06:00:00.000Z');
    t.clock.now = new Date('2027-03-15T06:00:30Z');
    await servers.runDueOnBoth();
    expect(await digests('admin@demo.test')).toEqual([]);
    expect(await waitingDigest(admin.user.id)).toBe('2027-03-16T06:00:00.000Z');
  });
});
