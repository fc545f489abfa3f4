// Fixed-window counters for rate limits (DESIGN §7). Memory by default, Redis when REDIS_URL is set
// so several servers share one count. Windows always end, so nobody is locked out for good.
export interface HitResult { allowed: boolean; count: number; retryAfterS: number }
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /** The current count without adding to it. */
  peek(key: string): Promise<{ count: number; retryAfterS: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.endsAt <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.endsAt <= t) { w = { count: 0, endsAt: t + windowMs }; windows.set(key, w); }
      w.count += 1;
      return { allowed: w.count <= limit, count: w.count, retryAfterS: Math.ceil((w.endsAt - t) / 1000) };
    },
    async peek(key) {
      const w = windows.get(key);
      const t = now();
      return !w || w.endsAt <= t ? { count: 0, retryAfterS: 0 } : { count: w.count, retryAfterS: Math.ceil((w.endsAt - t) / 1000) };
    },
    async reset(key) { windows.delete(key); },
    async close() { clearInterval(sweep); },
  };
}

export async function redisRateLimitStore(url: string): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return {
    async hit(key, limit, windowMs) {
      const k = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      let remaining = ttl;
      if (ttl < 0) { await redis.pexpire(k, windowMs); remaining = windowMs; }
      return { allowed: count <= limit, count, retryAfterS: Math.ceil(remaining / 1000) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(`rl:${key}`).pttl(`rl:${key}`).exec()) as [[null, string | null], [null, number]];
      return { count: Number(count ?? 0), retryAfterS: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    },
    async reset(key) { await redis.del(`rl:${key}`); },
    async close() { redis.disconnect(); },
  };
}
