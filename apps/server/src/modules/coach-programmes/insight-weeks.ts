import type { InsightWeek } from '@portal/contract';
import { localDate } from '../../db/seed/time.ts';

// Issue 12 Insight: lessons completed per week. Weeks start on Monday in the viewer's time zone;
// weeks without a completion are kept (a chart needs them), at most the latest MAX_WEEKS.

const DAY_MS = 86_400_000;
export const MAX_WEEKS = 104;

/** The Monday (YYYY-MM-DD) of the week holding the local date `day`. */
export function mondayOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  const weekday = new Date(t).getUTCDay();
  return new Date(t - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Completions bucketed by week, from the first week that has one (or the programme's start, if
 * earlier) to the last (or the current week, when the programme is still going).
 */
export function completionWeeks(completedAt: Date[], timeZone: string, span: { start: string | null; end: string | null; now: Date }): InsightWeek[] {
  const counts = new Map<string, number>();
  for (const at of completedAt) {
    const week = mondayOf(localDate(at, timeZone));
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  const today = localDate(span.now, timeZone);
  const bounds = [...counts.keys()];
  if (span.start && span.start <= today) bounds.push(mondayOf(span.start));
  if (bounds.length === 0) return [];
  bounds.push(mondayOf(span.end && span.end < today ? span.end : today));
  bounds.sort();
  const first = Date.parse(`${bounds[0]}T00:00:00Z`);
  const end = Date.parse(`${bounds.at(-1)}T00:00:00Z`);
  const weeks: InsightWeek[] = [];
  for (let t = Math.max(first, end - (MAX_WEEKS - 1) * 7 * DAY_MS); t <= end; t += 7 * DAY_MS) {
    const week = new Date(t).toISOString().slice(0, 10);
    weeks.push({ week_start: week, completed: counts.get(week) ?? 0 });
  }
  return weeks;
}
