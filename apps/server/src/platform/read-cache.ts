import type { ChangeBus } from './change-bus.ts';

// A server-side read cache forgotten through the change bus (issue 11, docs/operations.md): what is
// read is kept in this process for at most `ttlMs`; any server publishing a key on `topic` makes
// every server drop it at once, and nothing is served from memory while this server cannot hear the
// others (`bus.live()` false).

export interface ReadCache<V> {
  /** The value of `key`: from memory while fresh, else from `load` (and kept). */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

export function readCache<V>(bus: ChangeBus, topic: string, o: { ttlMs: number; maxKeys: number; now?: () => number }): ReadCache<V> {
  const now = o.now ?? Date.now;
  // Insertion order is expiry order (entries go in with now + ttlMs), so the first entry is the oldest.
  const held = new Map<string, { value: V; until: number }>();
  /** Counts forgets; a load that ran while one happened does not keep its (maybe stale) answer. */
  let generation = 0;
  bus.subscribe(topic, (keys) => {
    generation += 1;
    if (keys === 'all') held.clear();
    else for (const k of keys) held.delete(k);
  });
  return {
    async get(key, load) {
      const t = now();
      const hit = held.get(key);
      if (hit && hit.until > t && bus.live()) return hit.value;
      const startedAt = generation;
      const value = await load();
      if (startedAt === generation && bus.live()) {
        held.delete(key);
        held.set(key, { value, until: t + o.ttlMs });
        if (held.size > o.maxKeys) held.delete(held.keys().next().value!);
      }
      return value;
    },
  };
}
