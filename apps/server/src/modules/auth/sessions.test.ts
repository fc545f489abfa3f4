import { memoryChangeBus } from '../../platform/change-bus.ts';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../lib/deps.ts';
import { sessionService } from './sessions.ts';

// Issue 8 finding 7: a look-up that read the session before a revocation must not put that stale
// answer in the token cache afterwards. The database is a stand-in whose reads we release by hand.
function heldDatabase() {
  const reads: Array<(rows: unknown[]) => void> = [];
  const query = (result: () => Promise<unknown[]>): unknown => new Proxy({}, {
    get(_t, prop) {
      if (prop === 'then') return (ok: (v: unknown) => void, fail: (e: unknown) => void) => result().then(ok, fail);
      return () => query(result);
    },
  });
  const db = {
    select: () => query(() => new Promise((resolve) => { reads.push(resolve); })),
    update: () => query(async () => []),
  };
  return { db, reads };
}

describe('session token cache', () => {
  it('does not cache a look-up that was under way while the session was revoked', async () => {
    const { db, reads } = heldDatabase();
    const now = new Date('2026-11-25T10:00:00Z');
    const deps = { db, now: () => now, changes: memoryChangeBus(), config: { sessionIdleMs: 3_600_000, sessionMaxMs: 86_400_000 } } as unknown as Deps;
    const sessions = sessionService(deps);
    const row = {
      user: { id: 7 }, session: { id: 3, lastUsedAt: now, idleExpiresAt: new Date(now.getTime() + 3_600_000), expiresAt: new Date(now.getTime() + 86_400_000) },
    };

    const inFlight = sessions.resolve('token-a');
    await Promise.resolve();
    await sessions.revoke(3);
    reads.shift()!([row]); // the read had seen the session before the revocation
    expect(await inFlight).toMatchObject({ sessionId: 3 });

    const after = sessions.resolve('token-a');
    await Promise.resolve();
    expect(reads).toHaveLength(1); // not served from the cache: the database is asked again
    reads.shift()!([]);
    expect(await after).toBeNull();
  });
});
