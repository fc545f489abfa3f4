import type { Deps } from '../../lib/deps.ts';
import type { ChangeBus } from '../../platform/change-bus.ts';
import { forgetOwners, ownerReadCache } from '../../platform/owner-read-cache.ts';
import type { Db } from '../../db/client.ts';
import { readSlotFacts, type SlotFacts, type SlotFactsAsk } from './slot-facts-sql.ts';

// The facts of a free-times read (issue 20: the booking page's slots, ≥ 2,000 req/s on PostgreSQL),
// kept by each server for a few seconds. Every change of a coach's bookings, hours or session types
// announces the coach on the change bus; each server then moves that coach to a new generation, so
// nothing read before the change is served after it. What else a read depends on (a client joining
// a group a type is open to, a coach deactivated) is seen within TTL_MS; a booking itself is always
// checked afresh, and the exclusion constraint has the last word.
const TOPIC = 'slot-facts';
const TTL_MS = 10_000;
const MAX_KEYS = 5_000;

export interface SlotFactsCache {
  read(db: Db, ask: SlotFactsAsk, bookableOnly: boolean): Promise<SlotFacts | null>;
}

function slotFactsCache(bus: ChangeBus): SlotFactsCache {
  const held = ownerReadCache<SlotFacts | null>(bus, TOPIC, { ttlMs: TTL_MS, maxKeys: MAX_KEYS });
  return {
    read(db, a, bookableOnly) {
      const key = [a.tenantId, a.clientId, a.typeId, bookableOnly ? 1 : 0,
        a.windowFrom.getTime(), a.busyFrom.getTime(), a.busyTo.getTime(), a.mineFrom.getTime(), a.mineTo.getTime()].join('|');
      return held.get(a.coachId, key, () => readSlotFacts(db, a, bookableOnly));
    },
  };
}

const perApp = new WeakMap<ChangeBus, SlotFactsCache>();

/** The one slot-facts cache of this app (its change bus names it). */
export function slotFactsCacheOf(deps: Pick<Deps, 'changes'>): SlotFactsCache {
  let cache = perApp.get(deps.changes);
  if (!cache) perApp.set(deps.changes, (cache = slotFactsCache(deps.changes)));
  return cache;
}

/** What these coaches offer changed: every server reads their free times afresh. */
export function forgetSlotFacts(deps: Pick<Deps, 'changes'>, coachIds: readonly number[]): void {
  forgetOwners(deps.changes, TOPIC, coachIds);
}
