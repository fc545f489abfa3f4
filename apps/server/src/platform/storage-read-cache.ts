import type { ChangeBus } from './change-bus.ts';
import { readCache } from './read-cache.ts';
import type { Storage } from './storage.ts';

// Issue 11: with S3, every page load asks for its tenant's theme.json (and the manifest), and every
// branded mail reads theme.json. So each server keeps those small files in memory (platform/
// read-cache.ts). Every write goes through this wrapper and is announced on the change bus
// (deps.changes), and every server drops its copy of that key at once (docs/operations.md). While
// a server cannot hear the others nothing is served from memory. A copy lasts at most TTL_MS, for a
// file changed in the bucket by something other than the portal.
const TTL_MS = 60_000;
const MAX_KEYS = 10_000;

/**
 * `storage` with the reads of keys `keep` accepts held in memory (misses too), forgotten on every
 * server when any server writes or removes the key through its own wrapper of the same `topic`.
 */
export function readCachedStorage(storage: Storage, bus: ChangeBus, topic: string, keep: (key: string) => boolean,
  now: () => number = Date.now): Storage {
  const held = readCache<Buffer | null>(bus, topic, { ttlMs: TTL_MS, maxKeys: MAX_KEYS, now });
  /** Tells every server, this one included, that `key` changed — also when the store failed midway. */
  async function changing(key: string, work: () => Promise<void>) {
    try { await work(); } finally { bus.publish(topic, [key]); }
  }
  return {
    read: (key) => (keep(key) ? held.get(key, () => storage.read(key)) : storage.read(key)),
    put: (key, data) => changing(key, () => storage.put(key, data)),
    remove: (key) => changing(key, () => storage.remove(key)),
    ping: () => storage.ping(),
  };
}
