import { ANALYTICS_FLUSH_MS, ANALYTICS_MAX_ENTRIES } from '@portal/contract';
import { SYNC_KINDS, type PendingEntry, type PendingQueue, type SyncEntry, type SyncKind } from './pending-queue.ts';

// spec §4 Analytics syncing, §7 Analytics, §8: while a lesson page is open, every 5 s each
// non-empty list is sent as {data, user_id}; a successful send empties it; a failure is logged and
// sets the error flag; a cancelled request clears it; the user sees no message. Beyond the spec:
// unsent entries stay queued (and persisted) for the next tick, and on page hide what remains goes
// out with a keepalive request.

export interface SyncBody {
  data: SyncEntry[];
  user_id: number;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** The page is being hidden or closed: the request must outlive it. */
  keepalive?: boolean;
}

export interface SyncTransport {
  send(kind: SyncKind, body: SyncBody, options: SendOptions): Promise<unknown>;
}

export interface SyncState {
  running: boolean;
  /** spec §8: set by a failed send, cleared by a cancelled one (and by the next success). */
  error: Record<SyncKind, boolean>;
  /** The last failure's message per list (the group lesson page shows it; spec §8 lists show nothing). */
  message: Record<SyncKind, string>;
  sending: Record<SyncKind, boolean>;
}

export interface SyncEngineOptions {
  queue: PendingQueue;
  transport: SyncTransport;
  /** The lists this engine sends; the others stay queued for their own page. */
  kinds?: readonly SyncKind[];
  /** spec §7: the user id comes from the decoded stored session; null stops sending. */
  getUserId: () => number | null;
  intervalMs?: number;
  /** spec §8: the failure's message is logged, nowhere shown. */
  log?: (message: string) => void;
  describeError?: (error: unknown) => string;
  /** Called first on page hide, so the lesson page can add its last figures to what is sent. */
  beforeHide?: () => void;
}

export interface SyncEngine {
  start(): void;
  /** Leaving the lesson page: no more ticks; a request under way is cancelled. */
  stop(): void;
  /** One tick: sends each non-empty list that has no send under way. */
  flush(): Promise<void>;
  /** pagehide / hidden tab: sends what remains with keepalive; acknowledged entries are removed. */
  flushOnHide(): void;
  /** Before logout: the page's last figures, then every list, after any send under way. */
  drain(): Promise<void>;
  getState(): SyncState;
  subscribe(listener: () => void): () => void;
}

/**
 * Keepalive bodies share a 64 KiB budget per page; each list gets a part of it. Whatever does not
 * fit stays stored and goes with the next lesson page.
 */
export const KEEPALIVE_BYTES_PER_KIND = 30_000;

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { queue, transport, getUserId } = options;
  const intervalMs = options.intervalMs ?? ANALYTICS_FLUSH_MS;
  const log = options.log ?? ((message: string) => console.error(message));
  const describe = options.describeError ?? describeError;
  const kinds = options.kinds ?? SYNC_KINDS;

  let timer: ReturnType<typeof setInterval> | null = null;
  const underway: Record<SyncKind, Promise<void> | null> = { training: null, flash: null, lesson: null };
  const inFlight: Record<SyncKind, AbortController | null> = { training: null, flash: null, lesson: null };
  // pagehide and visibilitychange usually fire together on close: each change goes out once
  const keptAlive: Record<SyncKind, Set<string>> = { training: new Set(), flash: new Set(), lesson: new Set() };
  const noFlags = { training: false, flash: false, lesson: false };
  let state: SyncState = { running: false, error: noFlags, message: { training: '', flash: '', lesson: '' }, sending: noFlags };
  const listeners = new Set<() => void>();

  const update = (next: Partial<SyncState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };
  const setError = (kind: SyncKind, value: boolean, message = '') => {
    if (state.error[kind] !== value || state.message[kind] !== message) {
      update({ error: { ...state.error, [kind]: value }, message: { ...state.message, [kind]: message } });
    }
  };
  const setSending = (kind: SyncKind, value: boolean) => update({ sending: { ...state.sending, [kind]: value } });

  const settle = (kind: SyncKind, batch: PendingEntry[], controller: AbortController | null) =>
    (outcome: { ok: true } | { ok: false; error: unknown }) => {
      if (outcome.ok) {
        // spec §4: the list is emptied after a successful send — of exactly what was sent
        queue.acknowledge(kind, batch);
        setError(kind, false);
      } else if (controller?.signal.aborted || isAbortError(outcome.error)) {
        setError(kind, false);
      } else {
        const message = describe(outcome.error);
        log(message);
        setError(kind, true, message);
      }
    };

  async function sendKind(kind: SyncKind): Promise<void> {
    if (inFlight[kind]) return; // the next tick sends what this one could not
    const userId = getUserId();
    if (userId === null) return;
    const batch = queue.peek(kind, ANALYTICS_MAX_ENTRIES);
    if (batch.length === 0) return;
    const controller = new AbortController();
    inFlight[kind] = controller;
    setSending(kind, true);
    const done = settle(kind, batch, controller);
    const sending = (async () => {
      try {
        await transport.send(kind, { data: batch.map((p) => p.entry), user_id: userId }, { signal: controller.signal });
        done({ ok: true });
      } catch (error) {
        done({ ok: false, error });
      } finally {
        inFlight[kind] = null;
        setSending(kind, false);
      }
    })();
    underway[kind] = sending;
    await sending;
  }

  const flush = async () => {
    await Promise.all(kinds.map(sendKind));
  };

  return {
    start() {
      if (timer !== null) return;
      timer = setInterval(() => void flush(), intervalMs);
      update({ running: true });
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      for (const kind of kinds) inFlight[kind]?.abort();
      update({ running: false });
    },
    flush,
    flushOnHide() {
      options.beforeHide?.();
      const userId = getUserId();
      if (userId === null) return;
      for (const kind of kinds) {
        const tag = (p: PendingEntry) => `${p.entry.id}@${p.version}`;
        const batch = queue.peek(kind, ANALYTICS_MAX_ENTRIES, KEEPALIVE_BYTES_PER_KIND).filter((p) => !keptAlive[kind].has(tag(p)));
        if (batch.length === 0) continue;
        batch.forEach((p) => keptAlive[kind].add(tag(p)));
        // a send under way may carry the same entries: the server merges by id, so that is harmless
        const done = settle(kind, batch, null);
        transport.send(kind, { data: batch.map((p) => p.entry), user_id: userId }, { keepalive: true })
          .then(() => done({ ok: true }), (error: unknown) => done({ ok: false, error }))
          .finally(() => batch.forEach((p) => keptAlive[kind].delete(tag(p))));
      }
    },
    async drain() {
      options.beforeHide?.();
      await Promise.all(kinds.map((kind) => underway[kind]));
      await flush();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
