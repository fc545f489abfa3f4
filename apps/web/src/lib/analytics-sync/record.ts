import { AnalyticsEntry } from '@portal/contract';
import { useMemo } from 'react';
import { useUser } from '../session/session-context.ts';
import type { EntryValue, SyncEntry, SyncKind } from './pending-queue.ts';
import { queueFor } from './queues.ts';

/**
 * A new entry id. `crypto.randomUUID` exists only in secure contexts (https, localhost); a portal
 * reached over plain http still needs unique ids, so the same v4 layout is built from random bytes.
 */
export function newEntryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a lesson page records: an id (usually `crypto.randomUUID()`) and flat fields. */
export type EntryInput = { id: string } & Record<string, EntryValue>;

/**
 * Queues an entry for the lesson-page sync (merged into a pending one with the same id, spec §4).
 * It is checked with the server's own schema first: one bad entry must never block a whole batch.
 */
export function recordEntry(userId: number, kind: SyncKind, input: EntryInput): boolean {
  const checked = AnalyticsEntry.safeParse(input);
  if (!checked.success) {
    console.error(`Analytics entry left out: ${checked.error.issues.map((i) => i.message).join(' ')}`);
    return false;
  }
  queueFor(userId).add(kind, checked.data as SyncEntry);
  return true;
}

export interface AnalyticsRecorder {
  /** spec §3 Training analytics entry. */
  training(entry: EntryInput): boolean;
  /** spec §3 flash-coaching analysis item. */
  flash(item: EntryInput): boolean;
}

/** The signed-in user's recorder; entries wait in the queue until the sync sends them. */
export function useAnalyticsRecorder(): AnalyticsRecorder {
  const { id } = useUser();
  return useMemo(() => ({
    training: (entry) => recordEntry(id, 'training', entry),
    flash: (item) => recordEntry(id, 'flash', item),
  }), [id]);
}
