import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ANALYTICS_MAX_ENTRIES } from '@portal/contract';
import { flashAnalysisItems, trainingAnalyticsEntries } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
const ROUTES = [
  ['/api/v1/training-analytics/', trainingAnalyticsEntries],
  ['/api/v1/flashcoaching', flashAnalysisItems],
] as const;

describe.each(backends())('lesson-page analytics (%s)', (backend) => {
  let t: TestApp;
  let flash: Session; let peer: Session;
  beforeAll(async () => {
    t = await createTestApp(backend);
    flash = await signIn(t, 'flash@demo.test');
    peer = await signIn(t, 'peer@demo.test');
  });
  afterAll(async () => { await t.close(); });

  const send = (s: Session, url: string, data: unknown, userId: unknown = s.user.id) =>
    t.app.inject({ method: 'POST', url, headers: s.auth, payload: { data, user_id: userId } });

  describe.each(ROUTES)('%s', (url, table) => {
    const rows = (userId: number, prefix: string) => t.database.db.select().from(table)
      .where(and(eq(table.userId, userId))).orderBy(asc(table.entryId))
      .then((r) => r.filter((x) => x.entryId.startsWith(prefix)));

    it('merges fields by id (spec §4) and replies with the count received', async () => {
      const first = await send(flash, url, [{ id: 'm-1', lesson_id: 7, watched_seconds: 30 }, { id: 'm-2', step: 'pricing' }]);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 200, data: { received: 2 } });
      await send(flash, url, [{ id: 'm-1', watched_seconds: 95, completed: true }]);
      const [m1, m2] = await rows(flash.user.id, 'm-');
      expect(m1).toMatchObject({ entryId: 'm-1', fields: { lesson_id: 7, watched_seconds: 95, completed: true }, receivedCount: 2 });
      expect(m2).toMatchObject({ entryId: 'm-2', fields: { step: 'pricing' }, receivedCount: 1 });
    });

    it('takes a resent batch without double-counting, and merges duplicates inside one batch', async () => {
      const batch = [{ id: 'r-1', a: 1 }, { id: 'r-2', b: 'x' }, { id: 'r-3', c: true }];
      for (let i = 0; i < 2; i++) expect((await send(flash, url, batch)).json().data.received).toBe(3);
      const saved = await rows(flash.user.id, 'r-');
      expect(saved.map((r) => [r.entryId, r.fields, r.receivedCount])).toEqual([['r-1', { a: 1 }, 2], ['r-2', { b: 'x' }, 2], ['r-3', { c: true }, 2]]);
      await send(flash, url, [{ id: 'd-1', a: 1 }, { id: 'd-1', b: 2 }, { id: 'd-1', a: 3 }]);
      expect((await rows(flash.user.id, 'd-')).map((r) => [r.fields, r.receivedCount])).toEqual([[{ a: 3, b: 2 }, 3]]);
    });

    it('keeps every entry of many concurrent requests, in order per user', async () => {
      const calls = Array.from({ length: 60 }, (_, i) => send(i % 2 ? peer : flash, url, [{ id: `c-${i % 10}`, [`k${i}`]: i, last: i }]));
      const replies = await Promise.all(calls);
      expect(replies.every((r) => r.statusCode === 200)).toBe(true);
      const mine = await rows(flash.user.id, 'c-');
      expect(mine).toHaveLength(5);
      for (const r of mine) {
        const sent = Array.from({ length: 60 }, (_, i) => i).filter((i) => i % 2 === 0 && `c-${i % 10}` === r.entryId);
        expect(r.receivedCount).toBe(sent.length);
        expect(r.fields.last).toBe(sent.at(-1)); // the last one sent wins
        for (const i of sent) expect(r.fields[`k${i}`]).toBe(i);
      }
      expect(await rows(peer.user.id, 'c-')).toHaveLength(5);
    });

    it("refuses another user's id with 403 and writes nothing", async () => {
      const res = await send(peer, url, [{ id: 'x-1', a: 1 }], flash.user.id);
      expect(res.statusCode).toBe(403);
      expect(await rows(flash.user.id, 'x-')).toHaveLength(0);
      expect((await t.app.inject({ method: 'POST', url, payload: { data: [], user_id: flash.user.id } })).statusCode).toBe(401);
    });

    it('answers bad batches with 422 field errors', async () => {
      const tooMany = Array.from({ length: ANALYTICS_MAX_ENTRIES + 1 }, (_, i) => ({ id: `t-${i}` }));
      const manyFields = { id: 'f', ...Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, i])) };
      for (const [data, userId] of [
        [tooMany, flash.user.id], [[{ a: 1 }], flash.user.id], [[{ id: 'x'.repeat(65) }], flash.user.id],
        [[{ id: 'n', nested: { a: 1 } }], flash.user.id], [[manyFields], flash.user.id], [[{ id: 'v', note: 'x'.repeat(2001) }], flash.user.id],
        ['nope', flash.user.id], [[{ id: 'u' }], null], [[{ id: 'b', 'bad key': 1 }], flash.user.id],
      ] as const) {
        const res = await send(flash, url, data, userId);
        expect(res.statusCode, JSON.stringify(data).slice(0, 60)).toBe(422);
        expect(typeof res.json().error).toBe('object');
      }
      expect((await send(flash, url, [])).json().data.received).toBe(0);
      expect((await send(flash, url, [{ id: 12, a: 1 }], String(flash.user.id))).json().data.received).toBe(1);
    });
  });
});
