// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runBeforePageHide } from '../../lib/analytics-sync/before-hide.ts';
import { pendingKey } from '../../lib/analytics-sync/pending-queue.ts';
import { SessionContext, type Session } from '../../lib/session/session-context.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { TIME_ON_LESSON_EVERY_MS, useLessonAnalytics, type LessonContext } from './use-lesson-analytics.ts';

const session: Session = { user: sampleUser, signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() };
const wrapper = ({ children }: { children: ReactNode }) => <SessionContext value={session}>{children}</SessionContext>;
const ctx: LessonContext = { assessmentId: 5, lessonId: 11, path: 'pricing', itemsTotal: 2, itemsChecked: 0 };
type Queued = { training: { entry: Record<string, unknown> }[]; flash: { entry: Record<string, unknown> }[] };
const queued = () => JSON.parse(localStorage.getItem(pendingKey(sampleUser.id)) ?? '{}') as Queued;
const timeEntry = () => queued().training.find((p) => p.entry.event === 'lesson_time')?.entry;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useLessonAnalytics', () => {
  it('records the visible time on the lesson in one entry, merged as it grows', () => {
    renderHook(() => useLessonAnalytics(ctx), { wrapper });
    expect(timeEntry()).toMatchObject({ lesson_id: 11, assessment_id: 5, path: 'pricing', seconds: 0 });
    act(() => { vi.advanceTimersByTime(TIME_ON_LESSON_EVERY_MS); });
    expect(timeEntry()?.seconds).toBe(10);

    act(() => { vi.advanceTimersByTime(3_000); visibility = 'hidden'; document.dispatchEvent(new Event('visibilitychange')); });
    act(() => runBeforePageHide()); // what the sync does as it sends on hide
    expect(timeEntry()?.seconds).toBe(13);
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(timeEntry()?.seconds).toBe(13); // hidden time does not count
    // visible again at 73 s; the next record (at 80 s) counts 7 more visible seconds
    act(() => { visibility = 'visible'; document.dispatchEvent(new Event('visibilitychange')); vi.advanceTimersByTime(TIME_ON_LESSON_EVERY_MS); });
    expect(timeEntry()?.seconds).toBe(20);
    expect(queued().training.filter((p) => p.entry.event === 'lesson_time')).toHaveLength(1);
  });

  it('records the end when the lesson is left, and a flash-coaching item that follows the steps', () => {
    const { result, unmount } = renderHook(() => useLessonAnalytics(ctx), { wrapper });
    expect(queued().flash.map((p) => p.entry)).toEqual([expect.objectContaining({ lesson_id: 11, status: 'viewed', items_checked: 0, items_total: 2 })]);
    act(() => result.current.itemToggled('step-1', true, 1));
    act(() => result.current.itemToggled('step-2', true, 2));
    expect(queued().flash.map((p) => p.entry)).toEqual([expect.objectContaining({ status: 'completed', items_checked: 2 })]);
    expect(queued().training.filter((p) => p.entry.event === 'item_checked').map((p) => p.entry.item)).toEqual(['step-1', 'step-2']);
    act(() => { vi.advanceTimersByTime(4_000); });
    unmount();
    expect(timeEntry()).toMatchObject({ seconds: 4, ended_at: expect.any(String) });
  });

  it('records video progress when it starts, once per tenth watched, and at the end', () => {
    const { result } = renderHook(() => useLessonAnalytics(ctx), { wrapper });
    const video = () => queued().training.filter((p) => p.entry.event === 'video_progress').map((p) => p.entry);
    act(() => { result.current.videoProgress(5, 100); result.current.videoProgress(9, 100); });
    expect(video()).toEqual([expect.objectContaining({ percent: 5 })]); // started; the next record at a tenth
    act(() => { result.current.videoProgress(12, 100); result.current.videoProgress(15, 100); });
    expect(video()).toEqual([expect.objectContaining({ percent: 12, position_s: 12, duration_s: 100, completed: false })]);
    act(() => result.current.videoProgress(100, 100, true));
    expect(video()).toEqual([expect.objectContaining({ percent: 100, completed: true })]);
  });
});
