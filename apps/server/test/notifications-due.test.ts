import { and, asc, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationsReply } from '@portal/contract';
import { boardCards, commitments, demoMailbox } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { secondServer } from './support/second-server.ts';
import { signIn } from './support/sign-in.ts';

// Issue 21 "a commitment is due tomorrow or overdue, a reminder is due": work falling due tells its
// owner once per due time, whichever of two servers looks; a dated reminder card mails at its time
// even though reminders go in the digest by default; due work waits for the digest.

const CLIENT = 'client@demo.test';
const SATURDAY = new Date('2027-03-13T12:00:00Z');

describe.each(backends())('work falling due (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });
  const servers = secondServer(() => t);

  it('tells of a commitment due tomorrow and then overdue, and of a reminder at its time, once each', async () => {
    t.clock.now = SATURDAY;
    const client = await signIn(t, CLIENT);
    const [commitment] = await t.database.db.insert(commitments).values({
      tenantId: t.demo.client.tenantId, userId: client.user.id, title: 'Send the Q2 forecast', deadline: new Date('2027-03-14T18:00:00Z'),
    }).returning();
    const [card] = await t.database.db.select().from(boardCards).where(eq(boardCards.userId, client.user.id)).orderBy(asc(boardCards.id)).limit(1);
    await t.database.db.update(boardCards).set({ board: 'reminders', title: 'Call the bank — Zażółć', status: 0, dueAt: new Date('2027-03-13T16:00:00Z') })
      .where(eq(boardCards.id, card!.id));
    const bell = async () => NotificationsReply.parse((await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: client.auth })).json().data)
      .items.filter((n) => n.kind === 'work_due' || n.kind === 'reminder_due').map((n) => [n.kind, n.title]);

    await servers.runDueOnBoth();
    expect(await bell()).toEqual([]);

    t.clock.now = new Date('2027-03-13T18:30:00Z');
    await servers.runDueOnBoth();
    await servers.runDueOnBoth();
    expect(await bell()).toEqual(expect.arrayContaining([
      ['work_due', 'Due tomorrow: Send the Q2 forecast'], ['reminder_due', 'Reminder: Call the bank — Zażółć'],
    ]));
    expect(await bell()).toHaveLength(2);
    await t.app.settle();
    await t.deps.mailer.flush();
    const mailed = await t.database.db.select().from(demoMailbox).where(and(eq(demoMailbox.to, CLIENT), like(demoMailbox.subject, '%: %')));
    // The reminder mails at its time; the commitment waits for the digest (work_due's default).
    expect(mailed.map((m) => m.subject).filter((s) => s.startsWith('Reminder') || s.startsWith('Due'))).toEqual(['Reminder: Call the bank — Zażółć']);

    t.clock.now = new Date('2027-03-14T18:01:00Z');
    await servers.runDueOnBoth();
    expect((await bell()).map((x) => x[1])).toContain('Overdue: Send the Q2 forecast');
    expect(await bell()).toHaveLength(3);

    // A new deadline is a new due time: told of again when it comes near.
    await t.database.db.update(commitments).set({ deadline: new Date('2027-03-16T12:00:00Z') }).where(eq(commitments.id, commitment!.id));
    t.clock.now = new Date('2027-03-15T13:00:00Z');
    await servers.runDueOnBoth();
    await servers.runDueOnBoth();
    expect((await bell()).filter((x) => x[1] === 'Due tomorrow: Send the Q2 forecast')).toHaveLength(2);
    expect(await bell()).toHaveLength(4);
  });
});
