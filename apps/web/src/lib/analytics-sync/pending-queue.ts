// The entries waiting to be sent from lesson pages (spec §3 Training analytics entry, flash-coaching
// analysis items), kept per user in localStorage so a reload or a closed tab loses nothing.
// Storage is the shared truth: every operation re-reads it, so the tabs of one user feed one queue.
// A third list, `lesson`, holds what a member types into a group lesson's profit impact and notes
// (spec §3 Lesson analytics), sent with manageAnalytics by the group lesson page (decision 022).

export type SyncKind = 'training' | 'flash' | 'lesson';
export const SYNC_KINDS: readonly SyncKind[] = ['training', 'flash', 'lesson'];

export type EntryValue = string | number | boolean | null;
/** An entry as sent: a client-made id plus flat fields (contract: AnalyticsEntry). */
export type SyncEntry = { id: string } & Record<string, EntryValue>;

/** One pending entry; `version` is unique per change, so an acknowledgement names exactly what was sent. */
export interface PendingEntry {
  entry: SyncEntry;
  version: number;
}

interface QueueState {
  /** The last version handed out; never reused, even after the entry was sent and removed. */
  seq: number;
  training: PendingEntry[];
  flash: PendingEntry[];
  lesson: PendingEntry[];
}

const emptyState = (): QueueState => ({ seq: 0, training: [], flash: [], lesson: [] });

export const pendingKey = (userId: number) => `pas-analytics-pending:${userId}`;

export class PendingQueue {
  private state: QueueState = emptyState();
  /** false after a failed write: memory then holds more than storage and stays the truth. */
  private storageInSync = true;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly key: string,
    private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
  ) {
    this.reload();
  }

  /** spec §4: merged into the pending entry with the same id, otherwise added. */
  add(kind: SyncKind, entry: SyncEntry): void {
    this.reload();
    const version = ++this.state.seq;
    const list = this.state[kind];
    const index = list.findIndex((p) => p.entry.id === entry.id);
    if (index === -1) list.push({ entry: { ...entry }, version });
    else list[index] = { entry: { ...list[index]!.entry, ...entry }, version };
    this.save();
  }

  /** The oldest pending entries, at most `max` of them and (when given) at most `maxBytes` as JSON. */
  peek(kind: SyncKind, max: number, maxBytes = Infinity): PendingEntry[] {
    this.reload();
    const batch: PendingEntry[] = [];
    let bytes = 2;
    for (const pending of this.state[kind]) {
      if (batch.length >= max) break;
      bytes += byteLength(JSON.stringify(pending.entry)) + 1;
      if (bytes > maxBytes && batch.length > 0) break;
      batch.push(pending);
    }
    return batch.map((p) => ({ entry: { ...p.entry }, version: p.version }));
  }

  /**
   * Removes what the server acknowledged: only an entry still at the version that was sent. One
   * changed while the send was under way keeps its newer fields and goes with the next send.
   */
  acknowledge(kind: SyncKind, batch: readonly PendingEntry[]): void {
    if (batch.length === 0) return;
    this.reload();
    const sent = new Map(batch.map((p) => [p.entry.id, p.version]));
    const before = this.state[kind].length;
    this.state[kind] = this.state[kind].filter((p) => sent.get(p.entry.id) !== p.version);
    if (this.state[kind].length !== before) this.save();
  }

  /** The fields still waiting to be sent for entry `id`, or null once the server has them all. */
  find(kind: SyncKind, id: string): SyncEntry | null {
    this.reload();
    const found = this.state[kind].find((p) => p.entry.id === id);
    return found ? { ...found.entry } : null;
  }

  size(kind: SyncKind): number {
    this.reload();
    return this.state[kind].length;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private reload(): void {
    if (!this.storage || !this.storageInSync) return;
    try {
      this.state = parseState(this.storage.getItem(this.key)) ?? emptyState();
    } catch {
      // storage unreadable (blocked, private mode): memory is all there is
    }
  }

  private save(): void {
    this.listeners.forEach((l) => l());
    if (!this.storage) return;
    try {
      // kept even when empty: the sequence must survive, or a late acknowledgement could match a new entry
      this.storage.setItem(this.key, JSON.stringify(this.state));
      this.storageInSync = true;
    } catch {
      // quota or blocked storage: keep going from memory and try again on the next change
      this.storageInSync = false;
    }
  }
}

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** Stored text from an earlier session (or another tab); anything malformed is left out. */
function parseState(text: string | null): QueueState | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const obj = raw as Record<string, unknown>;
  const state: QueueState = { seq: Number.isSafeInteger(obj.seq) ? (obj.seq as number) : 0, training: [], flash: [], lesson: [] };
  for (const kind of SYNC_KINDS) {
    const list = Array.isArray(obj[kind]) ? (obj[kind] as unknown[]) : [];
    state[kind] = list.filter(isPendingEntry);
    for (const p of state[kind]) state.seq = Math.max(state.seq, p.version);
  }
  return state;
}

function isPendingEntry(value: unknown): value is PendingEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, version } = value as { entry?: unknown; version?: unknown };
  if (!Number.isSafeInteger(version) || typeof entry !== 'object' || entry === null) return false;
  const fields = entry as Record<string, unknown>;
  if (typeof fields.id !== 'string' || !fields.id) return false;
  return Object.values(fields).every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
}
