import type { ClientSort, CoachClient, SortDirection } from '@portal/contract';
import type { Deps } from '../../lib/deps.ts';
import type { ClientScope } from './client-scope.ts';
import { comparator } from './client-list-query.ts';

// The client list's counts take one statement of some tens of milliseconds for a coach with 2,000
// clients (docs/domain.md "Coach: clients", bench/README.md); paging, sorting and searching them
// again for every click would repeat it. So the clients of a scope are read once and kept in this
// process for at most FRESH_MS: every page, order and search of that coach (or admin) in that time
// is answered from memory. A read older than REFRESH_AFTER_MS starts the next one in the background
// while it is still served, so a busy scope never waits and nothing older than FRESH_MS is served;
// one read at a time per scope. A change the list shows (programmes, deactivation, a new or
// accepted invitation) calls `forgetClientLists`, which drops the tenant's snapshots on every
// server at once through the change bus (deps.changes); while a server cannot hear the others, it
// keeps nothing.

const FRESH_MS = 5_000;
const REFRESH_AFTER_MS = 4_000;
/** Scopes kept per process (oldest read dropped first). */
const MAX_SCOPES = 64;
/** A scope this large is read for each call and not kept (an admin of a very large tenant). */
const MAX_KEPT_CLIENTS = 20_000;

export interface Snapshot {
  at: number;
  clients: CoachClient[];
  /** The clients in each order asked for so far. */
  sorted: Map<string, CoachClient[]>;
}

interface Entry { snapshot: Snapshot | null; loading: Promise<Snapshot> | null }

type ListDeps = Pick<Deps, 'changes'>;
const TOPIC = 'client-lists';

interface Cache { entries: Map<string, Entry>; generation: number }
const caches = new WeakMap<ListDeps['changes'], Cache>();
const cacheOf = ({ changes }: ListDeps) => {
  let c = caches.get(changes);
  if (!c) {
    const cache: Cache = (c = { entries: new Map(), generation: 0 });
    caches.set(changes, cache);
    changes.subscribe(TOPIC, (tenants) => {
      cache.generation += 1;
      if (tenants === 'all') { cache.entries.clear(); return; }
      for (const key of [...cache.entries.keys()]) if (tenants.includes(key.slice(0, key.indexOf(':')))) cache.entries.delete(key);
    });
  }
  return c;
};

/** Drops the kept client lists of a tenant (all its coaches' and its admins'), on every server. */
export function forgetClientLists(deps: ListDeps, tenantId: number): void {
  deps.changes.publish(TOPIC, [tenantId]);
}

/** The clients in `s`'s order, sorted once per snapshot. */
export function sortedClients(s: Snapshot, sort: ClientSort, dir: SortDirection): CoachClient[] {
  const key = `${sort}:${dir}`;
  let list = s.sorted.get(key);
  if (!list) s.sorted.set(key, (list = [...s.clients].sort(comparator(sort, dir))));
  return list;
}

/**
 * The snapshot of a scope: kept (see above), or read by `read` at `now` (ms). A read that fails
 * is not kept; the next call tries again.
 */
export function clientSnapshot(deps: ListDeps, scope: ClientScope, now: number, read: () => Promise<CoachClient[]>, onError: (err: unknown) => void): Promise<Snapshot> {
  const c = cacheOf(deps);
  const key = `${scope.tenantId}:${scope.coachId ?? 'all'}`;
  const entry = c.entries.get(key) ?? { snapshot: null, loading: null };
  const load = () => {
    const startedAt = c.generation;
    const loading = read().then((clients) => {
      const snapshot: Snapshot = { at: now, clients, sorted: new Map() };
      if (startedAt === c.generation && clients.length <= MAX_KEPT_CLIENTS && deps.changes.live()) {
        entry.snapshot = snapshot;
        c.entries.delete(key);
        c.entries.set(key, entry);
        while (c.entries.size > MAX_SCOPES) c.entries.delete(c.entries.keys().next().value!);
      }
      return snapshot;
    }).finally(() => { if (entry.loading === loading) entry.loading = null; });
    entry.loading = loading;
    if (!c.entries.has(key)) c.entries.set(key, entry);
    return loading;
  };
  const kept = entry.snapshot;
  if (kept && now - kept.at < FRESH_MS && now >= kept.at && deps.changes.live()) {
    if (now - kept.at >= REFRESH_AFTER_MS && !entry.loading) load().catch(onError);
    return Promise.resolve(kept);
  }
  return entry.loading ?? load();
}
