import type { WarnLog } from './rate-limit.ts';

// Tells every portal server that some cached reads went stale (issue 11: a server-side read cache
// and its invalidation; docs/operations.md). One process: a memory bus. With REDIS_URL: Redis
// pub/sub, so a write on one server is seen on every other at once. While the link to Redis is
// down a server cannot hear the others, so its caches stop serving (`live()` is false) and, when the
// link is back, every subscriber drops everything it holds (changes may have been missed meanwhile).

/** The keys that changed, or 'all' when anything may have. */
export type ChangeHandler = (keys: readonly string[] | 'all') => void;

export interface ChangeBus {
  /** Every server's subscribers of `topic` hear of `keys` (this server's at once, before this returns). */
  publish(topic: string, keys: readonly (string | number)[]): void;
  subscribe(topic: string, handler: ChangeHandler): void;
  /** May a cache serve what it holds? False while changes from other servers could go unheard. */
  live(): boolean;
  close(): Promise<void>;
}

function localDelivery() {
  const handlers = new Map<string, ChangeHandler[]>();
  return {
    subscribe(topic: string, handler: ChangeHandler) { handlers.set(topic, [...(handlers.get(topic) ?? []), handler]); },
    deliver(topic: string, keys: readonly string[] | 'all') { for (const h of handlers.get(topic) ?? []) h(keys); },
    deliverAll() { for (const [, list] of handlers) for (const h of list) h('all'); },
  };
}

export function memoryChangeBus(): ChangeBus {
  const local = localDelivery();
  return {
    publish: (topic, keys) => local.deliver(topic, keys.map(String)),
    subscribe: local.subscribe,
    live: () => true,
    async close() {},
  };
}

const CHANNEL = 'portal:changes';

export async function redisChangeBus(url: string, log: WarnLog): Promise<ChangeBus> {
  const { Redis } = await import('ioredis');
  const options = {
    lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, enableOfflineQueue: false,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const local = localDelivery();
  let listening = false;
  let everListened = false;
  let heard = () => {};
  const firstListen = new Promise<void>((resolve) => { heard = resolve; });

  /** Stopping: the connections close on purpose, nothing to report. */
  let closing = false;

  const deaf = (why: string) => {
    if (!listening || closing) return;
    listening = false;
    log.warn({ reason: why }, 'Redis unavailable: read caches are bypassed until this server hears the others again');
  };
  pub.on('error', () => {});
  sub.on('error', (err: Error) => deaf(err.message));
  sub.on('close', () => deaf('connection closed'));
  sub.on('ready', () => {
    // (Re)subscribing is idempotent, and needed when Redis was away at start.
    sub.subscribe(CHANNEL).then(() => {
      if (everListened) log.warn({}, 'Redis answers again: read caches start afresh');
      local.deliverAll();
      listening = true;
      everListened = true;
      heard();
    }, (err: Error) => deaf(err.message));
  });
  sub.on('message', (_channel: string, text: string) => {
    try {
      const m = JSON.parse(text) as { origin: string; topic: string; keys: string[] };
      if (m.origin !== origin) local.deliver(m.topic, m.keys);
    } catch { /* not one of ours */ }
  });
  const connected = await Promise.all([pub.connect(), sub.connect()]).then(() => true, () => false);
  // Redis away at start: caches stay off until it answers. Otherwise start once subscribed.
  if (connected) await Promise.race([firstListen, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);

  return {
    publish(topic, keys) {
      const list = keys.map(String);
      local.deliver(topic, list);
      // A failed publish means Redis is away, which the subscriber connection reports (deaf above).
      pub.publish(CHANNEL, JSON.stringify({ origin, topic, keys: list })).catch(() => {});
    },
    subscribe: local.subscribe,
    live: () => listening,
    async close() { closing = true; pub.disconnect(); sub.disconnect(); },
  };
}
