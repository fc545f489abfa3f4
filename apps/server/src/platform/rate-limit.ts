// Fixed-window counters for rate limits (DESIGN §7). Memory by default, Redis when REDIS_URL is set
// so several servers share one count. Windows always end, so nobody is locked out for good.
export interface HitResult { allowed: boolean; count: number; retryAfterS: number }
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /** Gives one hit back (a reserved try that turned out fine); never below 0, never a new window. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** 'memory', or 'ok' when the shared store answers; throws when it does not (GET /readyz). */
  ping(): Promise<'memory' | 'ok'>;
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
    async ping() { return 'memory'; },
    async close() { clearInterval(sweep); },
  };
}

/**
 * Counters in Redis. Commands fail at once while Redis is away (no offline queue, a 1 s command
 * timeout) so that sharedRateLimitStore can fall back instead of making sign-ins wait.
 */
export async function redisRateLimitStore(url: string, { failFast = false } = {}): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true, maxRetriesPerRequest: failFast ? 0 : 2, enableOfflineQueue: !failFast,
    connectTimeout: 2_000, ...(failFast ? { commandTimeout: 1_000 } : {}),
    // keep trying to reconnect, at most every 2 s
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // ioredis reports connection errors as events; the store's callers see them as failed commands.
  redis.on('error', () => {});
  await redis.connect().catch(() => { /* Redis away at start: sharedRateLimitStore falls back */ });
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
    async ping() { await redis.ping(); return 'ok'; },
    async close() { redis.disconnect(); },
  };
}

export interface WarnLog { warn(obj: object, msg: string): void }

/** While Redis is away, calls go to the process's own counters; Redis is tried again after this. */
const REDIS_RETRY_MS = 5_000;

/**
 * Rate limits shared through Redis by every server (REDIS_URL), and kept in this process while
 * Redis does not answer, so the portal goes on serving (issue 11, docs/operations.md): a limit
 * then counts per server until Redis is back. One log line when Redis goes away, one when it returns.
 */
export async function sharedRateLimitStore(url: string, log: WarnLog, now: () => number = Date.now): Promise<RateLimitStore> {
  const redis = await redisRateLimitStore(url, { failFast: true });
  const local = memoryRateLimitStore(now);
  let awaySince: number | null = null;
  async function use<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (awaySince !== null && now() - awaySince < REDIS_RETRY_MS) return call(local);
    try {
      const result = await call(redis);
      if (awaySince !== null) log.warn({}, 'Redis answers again: rate limits are shared by every server again');
      awaySince = null;
      return result;
    } catch (err) {
      if (awaySince === null) log.warn({ error: (err as Error).message }, 'Redis unavailable: rate limits are counted in this process until it answers');
      awaySince = now();
      return call(local);
    }
  }
  return {
    hit: (key, limit, windowMs) => use((s) => s.hit(key, limit, windowMs)),
    undo: (key) => use((s) => s.undo(key)),
    reset: (key) => use((s) => s.reset(key)),
    // /readyz reports Redis itself: a server on its fallback is serving, but not sharing.
    ping: () => redis.ping(),
    async close() { await Promise.all([redis.close(), local.close()]); },
  };
}
