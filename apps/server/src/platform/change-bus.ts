import type { WarnLog } from './rate-limit.ts';

// Tells every portal server that some cached reads went stale (issue 11: a server-side read cache
// and its invalidation; docs/operations.md). One process: a memory bus. With REDIS_URL: Redis
// pub/sub, so a write on one server is seen on every other at once. While the link to Redis is
// down a server cannot hear the others, so its caches stop serving (`live()` is false) and, when the
// link is back, every subscriber drops everything it holds (changes may have been missed meanwhile);
// if its own changes could not be published meanwhile, every other server's subscribers do too.

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
  /** The subscriber has (re)subscribed since it last connected. */
  let subscribed = false;
  /** Both connections are up: this server hears the others, and they hear it. */
  let listening = false;
  let everListened = false;
  /** A publish of this server failed: other servers may keep reads it made stale. */
  let unheard = false;
  let heard = () => {};
  const firstListen = new Promise<void>((resolve) => { heard = resolve; });

  /** Stopping: the connections close on purpose, nothing to report. */
  let closing = false;

  const deaf = (why: string) => {
    if (!listening || closing) return;
    listening = false;
    log.warn({ reason: why }, 'Redis unavailable: read caches are bypassed until this server hears the others again');
  };
  // Back only once both connections are: a server that hears the others but cannot yet publish
  // would say "answers again" while its writes still go unheard (the two reconnect up to 2 s apart).
  const answers = () => {
    if (listening || !subscribed || pub.status !== 'ready') return;
    if (everListened) log.warn({}, 'Redis answers again: read caches start afresh');
    local.deliverAll();
    // Changes this server published while Redis was away reached no one: the others (which may
    // have heard Redis all along, or came back first and kept new reads) start afresh too.
    if (unheard) {
      unheard = false;
      pub.publish(CHANNEL, JSON.stringify({ origin, reset: true })).catch(() => { unheard = true; });
    }
    listening = true;
    everListened = true;
    heard();
  };
  pub.on('error', () => {});
  pub.on('close', () => deaf('connection closed'));
  pub.on('ready', answers);
  sub.on('error', (err: Error) => deaf(err.message));
  sub.on('close', () => { subscribed = false; deaf('connection closed'); });
  sub.on('ready', () => {
    // (Re)subscribing is idempotent, and needed when Redis was away at start.
    sub.subscribe(CHANNEL).then(() => { subscribed = true; answers(); }, (err: Error) => deaf(err.message));
  });
  sub.on('message', (_channel: string, text: string) => {
    try {
      const m = JSON.parse(text) as { origin: string; topic: string; keys: string[]; reset?: true };
      if (m.origin === origin) return;
      if (m.reset) local.deliverAll();
      else local.deliver(m.topic, m.keys);
    } catch { /* not one of ours */ }
  });
  const connected = await Promise.all([pub.connect(), sub.connect()]).then(() => true, () => false);
  // Redis away at start: caches stay off until it answers. Otherwise start once subscribed.
  if (connected) await Promise.race([firstListen, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);

  return {
    publish(topic, keys) {
      const list = keys.map(String);
      local.deliver(topic, list);
      // A failed publish means Redis is away (the connections report it, deaf above); the others
      // are told to start afresh once it answers (answers above).
      pub.publish(CHANNEL, JSON.stringify({ origin, topic, keys: list })).catch(() => { unheard = true; });
    },
    subscribe: local.subscribe,
    live: () => listening,
    async close() { closing = true; pub.disconnect(); sub.disconnect(); },
  };
}
