/** A programme's progress: lessons done out of lessons in it (issue 3 §4 "progress done/total"). */
export interface Progress {
  done: number;
  total: number;
  /** Whole percent, 0–100. */
  percent: number;
}

/** Clamps bad counts (negative, done above total, no lessons) instead of showing 120 % or NaN. */
export function computeProgress(done: number, total: number): Progress {
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const safeDone = Number.isFinite(done) ? Math.min(Math.max(Math.floor(done), 0), safeTotal) : 0;
  const percent = safeTotal === 0 ? 0 : Math.round((safeDone / safeTotal) * 100);
  return { done: safeDone, total: safeTotal, percent };
}

/** From the member's lessons: a lesson counts as done when its post-meeting step is ticked (spec §3). */
export function progressOfLessons(lessons: readonly { completed: boolean }[]): Progress {
  return computeProgress(lessons.filter((l) => l.completed).length, lessons.length);
}
