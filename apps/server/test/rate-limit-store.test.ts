import { afterEach, describe, expect, it } from 'vitest';
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from '../src/platform/rate-limit.ts';

// The counters behind the sign-in limits (DESIGN §7): a hit is one atomic step, an undo gives one
// back without opening a new window. Redis is covered when REDIS_URL is set (CI sets it when a
// Redis server answers, as it does DATABASE_URL).
const kinds: Array<[string, () => Promise<RateLimitStore>]> = [['memory', async () => memoryRateLimitStore()]];
if (process.env.REDIS_URL) kinds.push(['redis', () => redisRateLimitStore(process.env.REDIS_URL!)]);

describe.each(kinds)('rate-limit store (%s)', (kind, open) => {
  let store: RateLimitStore;
  afterEach(async () => { await store.close(); });
  const key = () => `test:${process.pid}:${Math.random().toString(36).slice(2)}`;

  it('answers a readiness ping: "memory" in one process, "ok" from Redis', async () => {
    store = await open();
    expect(await store.ping()).toBe(kind === 'memory' ? 'memory' : 'ok');
  });

  it('counts parallel hits exactly and refuses past the limit', async () => {
    store = await open();
    const k = key();
    const hits = await Promise.all(Array.from({ length: 25 }, () => store.hit(k, 10, 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect(hits.every((h) => h.retryAfterS > 0 && h.retryAfterS <= 60)).toBe(true);
  });

  it('gives a try back with undo, never below zero, and reset clears the window', async () => {
    store = await open();
    const k = key();
    await store.hit(k, 2, 60_000);
    await store.hit(k, 2, 60_000);
    await store.undo(k);
    expect((await store.hit(k, 2, 60_000)).allowed).toBe(true);
    expect((await store.hit(k, 2, 60_000)).allowed).toBe(false);
    await store.reset(k);
    await store.undo(k);
    await store.undo(k);
    expect((await store.hit(k, 2, 60_000)).count).toBe(1);
  });
});
