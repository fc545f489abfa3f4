import { ManageAnalyticsInput, type FieldErrors } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { beforePageHideSend, runBeforePageHide } from '../../../lib/analytics-sync/before-hide.ts';
import { runOnPage, storedUserIs } from '../../../lib/analytics-sync/engine-on-page.ts';
import { queueFor } from '../../../lib/analytics-sync/queues.ts';
import { createSyncEngine, type SyncEngine, type SyncState } from '../../../lib/analytics-sync/sync-engine.ts';
import { validateForm } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/session/session-context.ts';
import { lessonTextsEntryId, lessonTextsTransport, type LessonTextsEntry } from '../api/lesson-texts-transport.ts';
import type { GroupRef } from '../api/groups-api.ts';
import { groupsKeys } from '../api/query-keys.ts';
import type { AnalyticsData } from '../api/schemas.ts';
import { errorText } from '../model/error-text.ts';

/** How long typing must pause before the texts join the queue (the queue itself sends every 5 s, spec §9). */
export const LESSON_TEXT_DEBOUNCE_MS = 800;

export interface LessonTexts { profit_impact: string; notes: string }
export type LessonTextsStatus =
  | { kind: 'idle' | 'saving' | 'saved' | 'offline' | 'invalid' }
  | { kind: 'failed'; reason: string };

const describe = (error: unknown) => (error instanceof TypeError ? 'We could not reach the server.' : errorText(error));

/**
 * A group lesson's profit impact and notes, saved as the member types (spec §3 Lesson analytics,
 * §4 Analytics syncing): after a pause the texts join the member's analytics queue (localStorage),
 * which sends them with manageAnalytics every 5 s, at once when the connection comes back, and with
 * keepalive when the page is hidden or closed. Texts still waiting there win over the server's on
 * a reload: they are newer than anything it has.
 */
export function useLessonTexts(ref: GroupRef, lessonId: string, initial: AnalyticsData | null) {
  const { id: userId } = useUser();
  const queryClient = useQueryClient();
  const queue = queueFor(userId);
  const entryId = lessonTextsEntryId(ref, lessonId);
  const [texts, setTexts] = useState<LessonTexts>(() => {
    const local = queue.find('lesson', entryId);
    return {
      profit_impact: String(local?.profit_impact ?? initial?.profit_impact ?? ''),
      notes: String(local?.notes ?? initial?.notes ?? ''),
    };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  // texts left from an earlier visit count as this visit's: their "Saved" is news too
  const [recorded, setRecorded] = useState(() => queue.find('lesson', entryId) !== null);
  const [typing, setTyping] = useState(false);
  const [sync, setSync] = useState<SyncState | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(texts);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const engine = useRef<SyncEngine | null>(null);

  /** Puts the typed texts in the queue when they changed since (or `always`); false when they are refused. */
  const record = useCallback((always = false): boolean => {
    if (timer.current === null && !always) return true;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setTyping(false);
    const checked = validateForm(ManageAnalyticsInput, latest.current);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return false; // the texts stay in the fields, and in the queue as last accepted
    const entry: LessonTextsEntry = { id: entryId, group_id: ref.groupId, user_group_id: ref.userGroupId, lesson_id: lessonId, ...latest.current };
    queue.add('lesson', entry);
    setRecorded(true);
    return true;
  }, [queue, entryId, ref.groupId, ref.userGroupId, lessonId]);

  useEffect(() => {
    const saved = (entry: Record<string, unknown>) => void queryClient.invalidateQueries({
      queryKey: groupsKeys.analytics(String(entry.group_id), String(entry.user_group_id), String(entry.lesson_id)),
    });
    const run = createSyncEngine({
      queue, transport: lessonTextsTransport(saved), kinds: ['lesson'], getUserId: storedUserIs(userId),
      describeError: describe, beforeHide: runBeforePageHide,
    });
    engine.current = run;
    const stopRecording = beforePageHideSend(() => record());
    const stopRunning = runOnPage(run);
    const stopListening = [run.subscribe(() => setSync(run.getState())), queue.subscribe(rerender)];
    window.addEventListener('online', rerender);
    window.addEventListener('offline', rerender);
    void run.flush(); // texts left from an earlier visit go now, not in 5 s
    return () => {
      run.flushOnHide(); // leaving the page: what was typed last goes with keepalive
      stopRecording();
      stopRunning();
      stopListening.forEach((stop) => stop());
      window.removeEventListener('online', rerender);
      window.removeEventListener('offline', rerender);
    };
  }, [queue, userId, record, queryClient]);

  const change = (field: keyof LessonTexts, value: string) => {
    latest.current = { ...latest.current, [field]: value };
    setTexts(latest.current);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => record(), LESSON_TEXT_DEBOUNCE_MS);
    setTyping(true);
  };

  /** The Save button: no waiting for the pause or the next tick; unchanged texts are sent again all the same. */
  const saveNow = () => {
    if (record(true)) void engine.current?.flush();
  };

  const status = statusOf({
    invalid: Object.keys(errors).length > 0,
    waiting: typing || queue.find('lesson', entryId) !== null,
    recorded,
    online: typeof navigator === 'undefined' || navigator.onLine,
    sync,
  });
  return { texts, errors, status, change, saveNow };
}

interface StatusFacts { invalid: boolean; waiting: boolean; recorded: boolean; online: boolean; sync: SyncState | null }

/** What the member is told beside the texts; exported for its tests. */
export function statusOf({ invalid, waiting, recorded, online, sync }: StatusFacts): LessonTextsStatus {
  if (invalid) return { kind: 'invalid' };
  if (!waiting) return { kind: recorded ? 'saved' : 'idle' };
  if (!online) return { kind: 'offline' };
  if (sync?.error.lesson) return { kind: 'failed', reason: sync.message.lesson };
  return { kind: 'saving' };
}
