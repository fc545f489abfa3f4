import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { MESSAGES, type SessionInfo } from '@portal/contract';
import { authSessions, users, type UserRow } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { readerOf, replyCacheOf } from '../../lib/reply-cache.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { invalid } from '../../http/errors.ts';
import { opensAccount } from '../users/access-valid.ts';

export interface ClientInfo { browser: string | null; ip: string | null; location: string | null }
export interface Authenticated { user: UserRow; sessionId: number }

// Token → session lookups are cached briefly so hot calls (analytics every 5 s) skip the database;
// a revocation on any server drops the entry on every server at once (the change bus), the cache
// is not used while this server cannot hear the others, and a look-up that was under way while a
// revocation ran does not put its (now stale) answer in the cache (issue 8 finding 7). Last use is
// written at most once a minute, on a cache miss (TOUCH_MS is longer than CACHE_MS, so a cached
// entry never needs a write). Concurrent calls with one token share one look-up: when an entry
// expires under load, the calls of that token then in flight (an open app's page reads, 50 at once in
// bench:api) make one read and at most one write, not one each queued behind the others
// (bench/README.md, "The embedded first load").
const CACHE_MS = 10_000;
/** Each entry lives between half of CACHE_MS and all of it, at random: sessions cached together (every open app after a restart) do not all expire together and queue their look-ups behind each other. */
const cacheLife = () => CACHE_MS * (0.5 + Math.random() * 0.5);
const TOUCH_MS = 60_000;
const TOPIC = 'sessions';

export function sessionService(deps: Deps) {
  const { db, config } = deps;
  // The /sessions page's read (spec §7 GET /api/auth/sessions): prepared once (bench/README.md).
  const now = sql.placeholder('now');
  const liveSessions = db.select({
    id: authSessions.id, browser: authSessions.browser, location: authSessions.location, ip: authSessions.ip,
    createdAt: authSessions.createdAt, lastUsedAt: authSessions.lastUsedAt,
  }).from(authSessions)
    .where(and(eq(authSessions.userId, sql.placeholder('userId')), isNull(authSessions.revokedAt),
      sql`${authSessions.expiresAt} > ${now}`, sql`${authSessions.idleExpiresAt} > ${now}`))
    .orderBy(desc(authSessions.lastUsedAt))
    .prepare('live_sessions_of_user');
  // Entries go in with `until` between now + CACHE_MS / 2 and now + CACHE_MS, so the map's order is
  // nearly expiry order: a sweep that stops at the first live entry leaves nothing older than CACHE_MS.
  const cache = new Map<string, { auth: Authenticated; until: number; idleExpiresAt: number; expiresAt: number }>();
  /** Counts revocations and user changes; a look-up caches its answer only if none ran meanwhile. */
  let generation = 0;
  /** Look-ups under way, by token hash; a revocation or user change forgets them (later calls read afresh). */
  const inFlight = new Map<string, Promise<Authenticated | null>>();

  /** Drops expired entries (oldest first), so tokens never used again do not stay for long. */
  function sweep(now: number) {
    for (const [k, v] of cache) {
      if (v.until > now) break;
      cache.delete(k);
    }
  }

  async function create(user: UserRow, client: ClientInfo, remember: boolean) {
    const token = newToken();
    const now = deps.now().getTime();
    const idleMs = remember ? config.sessionIdleMs * 14 : config.sessionIdleMs;
    const maxMs = remember ? config.sessionMaxMs * 4 : config.sessionMaxMs;
    // Deactivated means out, whatever path signs in (user-status.ts): no session is made for a
    // deactivated account. One that slips past this in a race with a deactivation is older than the
    // account's access_valid_after, so it never resolves, now or after a reactivation.
    const active = await db.update(users).set({ lastSeenAt: new Date(now) })
      .where(and(eq(users.id, user.id), isNull(users.deactivatedAt))).returning({ id: users.id });
    if (active.length === 0) throw invalid({ email: [MESSAGES.accountDeactivated] }, MESSAGES.accountDeactivated);
    await db.insert(authSessions).values({
      userId: user.id, tokenHash: sha256(token), createdAt: new Date(now), lastUsedAt: new Date(now), browser: client.browser, ip: client.ip, location: client.location,
      idleExpiresAt: new Date(now + idleMs), expiresAt: new Date(now + maxMs),
    });
    // A sign-in comes before any session: its new session is in the user's kept session list.
    replyCacheOf(deps).wrote(readerOf(user));
    return token;
  }

  async function resolve(token: string): Promise<Authenticated | null> {
    const key = sha256(token);
    const now = deps.now().getTime();
    const hit = cache.get(key);
    if (hit && hit.until > now && hit.idleExpiresAt > now && hit.expiresAt > now && deps.changes.live()) return hit.auth;
    cache.delete(key);
    sweep(now);
    const running = inFlight.get(key);
    if (running) return running;
    const lookUp = look(key, now).finally(() => { if (inFlight.get(key) === lookUp) inFlight.delete(key); });
    inFlight.set(key, lookUp);
    return lookUp;
  }

  async function look(key: string, now: number): Promise<Authenticated | null> {
    const startedAt = generation;
    const [row] = await db.select({ session: authSessions, user: users }).from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.tokenHash, key), isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date(now)), gt(authSessions.idleExpiresAt, new Date(now)), opensAccount(authSessions.createdAt)))
      .limit(1);
    if (!row) return null;
    const auth = { user: row.user, sessionId: row.session.id };
    if (now - row.session.lastUsedAt.getTime() > TOUCH_MS) await touch(row.session.id, row.user.id, now);
    if (startedAt === generation) cache.set(key, { auth, until: now + cacheLife(), idleExpiresAt: row.session.idleExpiresAt.getTime(), expiresAt: row.session.expiresAt.getTime() });
    return auth;
  }

  /** Records a use: last use now, and the idle deadline moved by the same idle window. */
  async function touch(id: number, userId: number, now: number) {
    const at = new Date(now);
    await db.update(authSessions).set({
      lastUsedAt: at,
      idleExpiresAt: sql`${at}::timestamptz + (${authSessions.idleExpiresAt} - ${authSessions.lastUsedAt})`,
    }).where(eq(authSessions.id, id));
    // "last seen" on the coach's client list (issue 12), at the same pace as the session's last use
    await db.update(users).set({ lastSeenAt: at }).where(eq(users.id, userId));
  }

  function forget(predicate: (a: Authenticated) => boolean) {
    generation += 1;
    inFlight.clear();
    for (const [k, v] of cache) if (predicate(v.auth)) cache.delete(k);
  }
  // Every server drops its cached copies when a session ends or a user changes anywhere (issue 11:
  // the token cache across servers), through the change bus: `u:{userId}` or `s:{sessionId}`.
  deps.changes.subscribe(TOPIC, (keys) => {
    if (keys === 'all') { forget(() => true); return; }
    for (const key of keys) {
      const id = Number(key.slice(2));
      forget(key.startsWith('u:') ? (a) => a.user.id === id : (a) => a.sessionId === id);
    }
  });
  const forgetUser = (userId: number) => deps.changes.publish(TOPIC, [`u:${userId}`]);
  const forgetSession = (sessionId: number) => deps.changes.publish(TOPIC, [`s:${sessionId}`]);

  return {
    create,
    resolve,
    /** Drops cached copies of a user after their record changed. */
    refreshUser: forgetUser,
    async revoke(sessionId: number) {
      await db.update(authSessions).set({ revokedAt: deps.now() }).where(eq(authSessions.id, sessionId));
      forgetSession(sessionId);
    },
    /** Ends one of the user's own sessions ("end this session"); false when it is not theirs or gone. */
    async revokeOwn(userId: number, sessionId: number) {
      const ended = await db.update(authSessions).set({ revokedAt: deps.now() })
        .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      forgetSession(sessionId);
      return ended.length === 1;
    },
    async revokeOthers(userId: number, keepSessionId: number) {
      const ended = await db.update(authSessions).set({ revokedAt: deps.now() })
        .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      forgetUser(userId);
      return ended.length;
    },
    async revokeAll(userId: number) {
      await db.update(authSessions).set({ revokedAt: deps.now() })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
      forgetUser(userId);
    },
    async list(userId: number, currentSessionId: number): Promise<SessionInfo[]> {
      const rows = await liveSessions.execute({ userId, now: deps.now().toISOString() });
      return rows.map((r) => ({
        id: r.id, current: r.id === currentSessionId, browser: r.browser, location: r.location, ip: r.ip,
        created_at: r.createdAt.toISOString(), last_used_at: r.lastUsedAt.toISOString(),
      }));
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
