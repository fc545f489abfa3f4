import { AnalyticsEntry } from '@portal/contract';
import { useMemo } from 'react';
import { useUser } from '../session/session-context.ts';
import type { EntryValue, SyncEntry, SyncKind } from './pending-queue.ts';
import { queueFor } from './queues.ts';

/** A new entry id (a UUID, also on a plain-http portal). */
export { randomUuid as newEntryId } from '../random-uuid.ts';

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
