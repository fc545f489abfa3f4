import { useCallback, useEffect, useMemo, useRef } from 'react';
import { beforePageHideSend } from '../../lib/analytics-sync/before-hide.ts';
import { newEntryId, useAnalyticsRecorder } from '../../lib/analytics-sync/record.ts';

/** How often the time spent on the lesson is recorded (merged into one entry per visit). */
export const TIME_ON_LESSON_EVERY_MS = 10_000;
/** Video progress is recorded at each tenth of the video watched. */
const VIDEO_STEP_PERCENT = 10;

export interface LessonContext {
  assessmentId: number;
  lessonId: number;
  path: string;
  itemsTotal: number;
  itemsChecked: number;
}

/**
 * What a lesson page records for the sync (spec §3 Training analytics entry, flash-coaching
 * analysis items): one time-on-lesson entry per visit, merged as the visible time grows; one entry
 * per ticked or unticked item; one video-progress entry per visit; and one flash-coaching item per
 * visit that follows the lesson's status. Entries only wait in the queue: the sync sends them.
 */
export function useLessonAnalytics(ctx: LessonContext | null) {
  const record = useAnalyticsRecorder();
  const key = ctx ? `${ctx.assessmentId}:${ctx.lessonId}` : null;
  const latest = useRef(ctx);
  useEffect(() => { latest.current = ctx; });
  // one set of ids per visit of a lesson
  const ids = useMemo(() => (key ? { view: newEntryId(), flash: newEntryId(), video: newEntryId() } : null), [key]);
  const videoStep = useRef(-1);

  useEffect(() => {
    const c = latest.current;
    if (!ids || !c) return;
    const base = { assessment_id: c.assessmentId, lesson_id: c.lessonId, path: c.path };
    let visibleMs = 0;
    let visibleSince: number | null = document.visibilityState === 'hidden' ? null : Date.now();
    let recorded = 0;
    const seconds = () => Math.round((visibleMs + (visibleSince === null ? 0 : Date.now() - visibleSince)) / 1000);
    const recordTime = (extra: Record<string, string> = {}) => {
      const now = seconds();
      if (now === recorded && !extra.ended_at) return; // unchanged: nothing new to send
      recorded = now;
      record.training({ id: ids.view, seconds: now, updated_at: new Date().toISOString(), ...extra });
    };

    record.training({ id: ids.view, event: 'lesson_time', ...base, seconds: 0, started_at: new Date().toISOString() });
    record.flash({ id: ids.flash, ...base, status: statusOf(c), items_checked: c.itemsChecked, items_total: c.itemsTotal,
      updated_at: new Date().toISOString() });
    videoStep.current = -1;

    const timer = setInterval(recordTime, TIME_ON_LESSON_EVERY_MS);
    // only visible time counts
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        if (visibleSince !== null) visibleMs += Date.now() - visibleSince;
        visibleSince = null;
      } else if (visibleSince === null) {
        visibleSince = Date.now();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    // the page-hide send asks for the last seconds first, whichever hide listener the browser runs first
    const stopHideRecord = beforePageHideSend(() => recordTime());
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      stopHideRecord();
      recordTime({ ended_at: new Date().toISOString() });
    };
  }, [ids, record]);

  const itemToggled = useCallback((item: string, checked: boolean, itemsChecked: number) => {
    const c = latest.current;
    if (!ids || !c) return;
    const at = new Date().toISOString();
    record.training({ id: newEntryId(), event: checked ? 'item_checked' : 'item_unchecked',
      assessment_id: c.assessmentId, lesson_id: c.lessonId, path: c.path, item, at });
    record.flash({ id: ids.flash, status: statusOf({ ...c, itemsChecked }), items_checked: itemsChecked, updated_at: at });
  }, [ids, record]);

  const videoProgress = useCallback((position: number, duration: number, ended = false) => {
    const c = latest.current;
    if (!ids || !c || !Number.isFinite(duration) || duration <= 0) return;
    const percent = ended ? 100 : Math.min(100, Math.floor((position / duration) * 100));
    const step = Math.floor(percent / VIDEO_STEP_PERCENT);
    if (step <= videoStep.current) return;
    videoStep.current = step;
    record.training({ id: ids.video, event: 'video_progress', assessment_id: c.assessmentId, lesson_id: c.lessonId,
      percent, position_s: Math.round(position), duration_s: Math.round(duration), completed: percent >= 100,
      updated_at: new Date().toISOString() });
  }, [ids, record]);

  return { itemToggled, videoProgress };
}

function statusOf({ itemsChecked, itemsTotal }: Pick<LessonContext, 'itemsChecked' | 'itemsTotal'>): string {
  if (itemsTotal > 0 && itemsChecked >= itemsTotal) return 'completed';
  return itemsChecked > 0 ? 'in_progress' : 'viewed';
}
