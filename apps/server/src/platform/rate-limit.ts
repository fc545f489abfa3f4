// Fixed-window counters for rate limits (DESIGN §7). Memory by default, Redis when REDIS_URL is set
// so several servers share one count. Windows always end, so nobody is locked out for good.
export interface HitResult { allowed: boolean; count: number; retryAfterS: number }
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /** Gives one hit back (a reserved try that turned out fine); never below 0, never a new window. */
  undo(key: string): Promise<void>;
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
    async undo(key) {
      const w = windows.get(key);
      if (w && w.endsAt > now() && w.count > 0) w.count -= 1;
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
    async undo(key) {
      // One script, so a window that ends meanwhile is not recreated without its expiry.
      await redis.eval("if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0", 1, `rl:${key}`);
    },
    async reset(key) { await redis.del(`rl:${key}`); },
    async close() { redis.disconnect(); },
  };
}
