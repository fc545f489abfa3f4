import type { ChangeBus } from './change-bus.ts';
import { readCache } from './read-cache.ts';

// A read cache whose entries belong to an owner (a coach's free times, a user's bell), each owner
// with many keys (ranges, pages). Announcing an owner on the bus moves that owner to a new
// generation on every server, so none of their entries read before is served after it; old ones
// age out (read-cache.ts: TTL, size, nothing served while this server cannot hear the others).

export interface OwnerReadCache<V> {
  get(owner: number, key: string, load: () => Promise<V>): Promise<V>;
}

export function ownerReadCache<V>(bus: ChangeBus, topic: string, o: { ttlMs: number; maxKeys: number }): OwnerReadCache<V> {
  const generation = new Map<number, number>();
  // Subscribed before the cache, so a forget has moved the generation by the time the cache hears it.
  bus.subscribe(topic, (keys) => {
    if (keys === 'all') generation.clear();
    else for (const k of keys) generation.set(Number(k), (generation.get(Number(k)) ?? 0) + 1);
  });
  const held = readCache<V>(bus, topic, o);
  return { get: (owner, key, load) => held.get(`${owner}.${generation.get(owner) ?? 0}|${key}`, load) };
}

/** These owners' entries changed: every server reads them afresh. */
export const forgetOwners = (bus: ChangeBus, topic: string, owners: readonly number[]) => {
  if (owners.length) bus.publish(topic, owners);
};
