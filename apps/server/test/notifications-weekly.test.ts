import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitments, demoMailbox, dueWork, users } from '../src/db/schema/index.ts';
import { WEEKLY_BEHIND } from '../src/modules/notifications/digest-schedule.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { secondServer } from './support/second-server.ts';
import { signIn } from './support/sign-in.ts';

// Issue 21 "the coach gets a weekly 'who is behind' digest": Monday at the coach's digest hour, in
// their zone, the clients their clients page counts as behind, most behind first; once with two
// servers; nothing when nobody is behind; next Monday planned either way.

const COACH = 'coach@demo.test';
const WEDNESDAY = new Date('2027-03-10T12:00:00Z');
const MONDAY_9_WARSAW = new Date('2027-03-15T08:00:00Z'); // CET, UTC+1

describe.each(backends())('weekly "who is behind" (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });
  const servers = secondServer(() => t);

  const weeklies = async () => {
    await t.app.settle();
    await t.deps.mailer.flush();
    return t.database.db.select().from(demoMailbox).where(and(eq(demoMailbox.to, COACH), like(demoMailbox.subject, '%behind this week'))).orderBy(asc(demoMailbox.id));
  };
  const waiting = async (userId: number) => (await t.database.db.select({ dueAt: dueWork.dueAt }).from(dueWork)
    .where(and(eq(dueWork.kind, WEEKLY_BEHIND), eq(dueWork.subjectId, userId), isNull(dueWork.doneAt))))[0]?.dueAt.toISOString();
  /** The coach in Warsaw with their digest at 09:00: saving plans Monday's. */
  async function coachAtNine() {
    t.clock.now = WEDNESDAY;
    const coach = await signIn(t, COACH);
    await t.database.db.update(users).set({ timeZone: 'Europe/Warsaw' }).where(eq(users.id, coach.user.id));
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: coach.auth, payload: { deliveries: {}, digest_hour: 9 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.deliveries.clients_behind).toBe('now');
    expect(await waiting(coach.user.id)).toBe(MONDAY_9_WARSAW.toISOString());
    return coach;
  }

  it('mails the coach on Monday at their hour who is behind and on what, once with two servers, and shows it in the bell', async () => {
    const coach = await coachAtNine();
    const client = t.demo.client;
    await t.database.db.insert(commitments).values({
      tenantId: client.tenantId, userId: client.id, title: 'Price the new offer', deadline: new Date('2027-03-01T12:00:00Z'),
    });
    t.clock.now = new Date('2027-03-14T23:00:00Z'); // Monday 00:00 in Warsaw: not yet
    await servers.runDueOnBoth();
    expect(await weeklies()).toEqual([]);

    t.clock.now = new Date(MONDAY_9_WARSAW.getTime() + 30_000);
    await servers.runDueOnBoth();
    await servers.runDueOnBoth();
    const [mail, ...more] = await weeklies();
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^\d+ clients? (is|are) behind this week$/);
    expect(mail!.text).toContain('Alex Morgan');
    expect(mail!.text).toMatch(/Alex Morgan[\s\S]*\d+ overdue commitments?/);
    expect(mail!.html).toContain(`http://portal.test/coach/clients/${client.id}`);
    expect(mail!.html).toContain('http://portal.test/coach/clients?sort=behind');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Days went by: a new sign-in.
    const back = await signIn(t, COACH);
    const bell = await t.app.inject({ url: '/api/v1/notifications', headers: back.auth });
    expect(bell.statusCode, bell.body).toBe(200);
    const told = bell.json().data.items.filter((n: { kind: string }) => n.kind === 'clients_behind');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: mail!.subject, url: '/coach/clients?sort=behind', read_at: null });
    expect(told[0].body).toMatch(/^.*Alex Morgan: .*overdue commitment/m);
    expect(await waiting(coach.user.id)).toBe('2027-03-22T08:00:00.000Z');
  });

  it('says nothing when nobody is behind, mails nothing when turned off, and plans next Monday either way', async () => {
    const coach = await coachAtNine();
    // No clients of their own any more: nobody can be behind.
    const theirs = await t.database.db.update(users).set({ coachId: null }).where(eq(users.coachId, coach.user.id)).returning({ id: users.id });
    t.clock.now = new Date(MONDAY_9_WARSAW.getTime() + 30_000);
    await servers.runDueOnBoth();
    expect(await weeklies()).toEqual([]);
    const back = await signIn(t, COACH);
    const bell = await t.app.inject({ url: '/api/v1/notifications', headers: back.auth });
    expect(bell.json().data.items.filter((n: { kind: string }) => n.kind === 'clients_behind')).toEqual([]);
    expect(await waiting(coach.user.id)).toBe('2027-03-22T08:00:00.000Z');

    // Their clients back, and the weekly mail turned off: the bell tells, no mail goes.
    await t.database.db.update(users).set({ coachId: coach.user.id }).where(eq(users.id, theirs[0]!.id));
    await t.database.db.insert(commitments).values({
      tenantId: t.demo.client.tenantId, userId: theirs[0]!.id, title: 'Overdue', deadline: new Date('2027-03-01T12:00:00Z'),
    });
    const off = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: back.auth, payload: { deliveries: { clients_behind: 'off' }, digest_hour: 9 } });
    expect(off.statusCode, off.body).toBe(200);
    t.clock.now = new Date('2027-03-22T08:00:30Z');
    await servers.runDueOnBoth();
    expect(await weeklies()).toEqual([]);
    const later = await t.app.inject({ url: '/api/v1/notifications', headers: (await signIn(t, COACH)).auth });
    expect(later.json().data.items.filter((n: { kind: string }) => n.kind === 'clients_behind')).toHaveLength(1);
    expect(await waiting(coach.user.id)).toBe('2027-03-29T07:00:00.000Z'); // CEST from 2027-03-28
  });

  it('is not planned for a client', async () => {
    t.clock.now = WEDNESDAY;
    const client = await signIn(t, 'client@demo.test');
    await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: client.auth, payload: { deliveries: {}, digest_hour: 9 } });
    await t.app.settle();
    expect(await waiting(client.user.id)).toBeUndefined();
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: client.auth, payload: { deliveries: { clients_behind: 'now' }, digest_hour: 9 } });
    expect(bad.statusCode).toBe(422);
  });
});
