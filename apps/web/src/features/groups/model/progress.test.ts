import { describe, expect, it } from 'vitest';
import { computeProgress, progressOfLessons } from './progress.ts';

describe('programme progress (issue 3 §4)', () => {
  it('counts done out of total as a whole percent', () => {
    expect(computeProgress(3, 6)).toEqual({ done: 3, total: 6, percent: 50 });
    expect(computeProgress(1, 3)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(computeProgress(2, 3).percent).toBe(67);
    expect(computeProgress(6, 6).percent).toBe(100);
  });

  it('never shows more than all, less than none, or NaN', () => {
    expect(computeProgress(0, 0)).toEqual({ done: 0, total: 0, percent: 0 });
    expect(computeProgress(9, 6)).toEqual({ done: 6, total: 6, percent: 100 });
    expect(computeProgress(-2, 6)).toEqual({ done: 0, total: 6, percent: 0 });
    expect(computeProgress(Number.NaN, 4)).toEqual({ done: 0, total: 4, percent: 0 });
    expect(computeProgress(2, -1)).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('counts the lessons whose post-meeting step is ticked', () => {
    const lessons = [{ completed: true }, { completed: false }, { completed: true }, { completed: false }];
    expect(progressOfLessons(lessons)).toEqual({ done: 2, total: 4, percent: 50 });
    expect(progressOfLessons([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
