import { describe, expect, it } from 'vitest';
import { memoryChangeBus } from './change-bus.ts';
import { readCachedStorage } from './storage-read-cache.ts';
import type { Storage } from './storage.ts';

/** A store in memory that counts its reads. */
function countingStore() {
  const objects = new Map<string, Buffer>();
  const store = {
    reads: 0,
    async put(key: string, data: Buffer) { objects.set(key, data); },
    async read(key: string) { store.reads += 1; return objects.get(key) ?? null; },
    async remove(key: string) { objects.delete(key); },
    async ping() {},
  };
  return store;
}
const text = (b: Buffer | null) => b?.toString() ?? null;
const json = (key: string) => key.endsWith('.json');

describe('a storage read cache on the change bus', () => {
  it('reads a kept key once, and again on every server after any server writes or removes it', async () => {
    const bus = memoryChangeBus();
    const store = countingStore();
    const a = readCachedStorage(store, bus, 'themes', json);
    const b = readCachedStorage(store, bus, 'themes', json);
    expect(await b.read('1/theme.json')).toBeNull();
    expect(await b.read('1/theme.json')).toBeNull(); // a miss is kept too
    expect(store.reads).toBe(1);
    await a.put('1/theme.json', Buffer.from('v1'));
    expect(text(await b.read('1/theme.json'))).toBe('v1');
    expect(text(await b.read('1/theme.json'))).toBe('v1');
    expect(store.reads).toBe(2);
    await a.remove('1/theme.json');
    expect(await b.read('1/theme.json')).toBeNull();
    // keys it does not keep are read every time
    await a.put('1/logo.svg', Buffer.from('<svg/>'));
    await b.read('1/logo.svg');
    await b.read('1/logo.svg');
    expect(store.reads).toBe(5);
  });

  it('does not keep a read that was under way while the key changed', async () => {
    const store = countingStore();
    await store.put('1/theme.json', Buffer.from('old'));
    let release = () => {};
    let slow = true;
    // the first read sees the old file but answers late, after the write
    const late: Storage = { ...store, async read(key) {
      const seen = await store.read(key);
      if (slow) { slow = false; await new Promise<void>((resolve) => { release = resolve; }); }
      return seen;
    } };
    const cache = readCachedStorage(late, memoryChangeBus(), 'themes', json);
    const reading = cache.read('1/theme.json');
    await new Promise((resolve) => setImmediate(resolve));
    await cache.put('1/theme.json', Buffer.from('new'));
    release();
    expect(text(await reading)).toBe('old');
    expect(text(await cache.read('1/theme.json'))).toBe('new');
  });

  it('serves nothing from memory while the server cannot hear the others, and forgets a copy after a minute', async () => {
    const bus = memoryChangeBus();
    let live = true;
    const deafBus = { ...bus, live: () => live };
    const store = countingStore();
    let clock = 0;
    const cache = readCachedStorage(store, deafBus, 'themes', json, () => clock);
    live = false;
    await cache.read('1/theme.json');
    await cache.read('1/theme.json');
    expect(store.reads).toBe(2);
    await cache.read('1/theme.json');
    live = true;
    await cache.read('1/theme.json'); // the read while deaf was not kept
    expect(store.reads).toBe(4);
    await cache.read('1/theme.json');
    expect(store.reads).toBe(4);
    clock += 60_001;
    await cache.read('1/theme.json');
    expect(store.reads).toBe(5);
  });

  it('tells the other servers of a write that failed midway', async () => {
    const bus = memoryChangeBus();
    const heard: unknown[] = [];
    bus.subscribe('themes', (keys) => heard.push(keys));
    const failing: Storage = { ...countingStore(), put: async () => { throw new Error('store down'); } };
    await expect(readCachedStorage(failing, bus, 'themes', json).put('1/theme.json', Buffer.from('x'))).rejects.toThrow('store down');
    expect(heard).toEqual([['1/theme.json']]);
  });
});
