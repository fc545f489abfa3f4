import { describe, expect, it } from 'vitest';
import { completionWeeks, MAX_WEEKS, mondayOf } from './insight-weeks.ts';

describe('completion weeks', () => {
  it('finds the Monday of a date', () => {
    expect(mondayOf('2025-03-06')).toBe('2025-03-03');
    expect(mondayOf('2025-03-03')).toBe('2025-03-03');
    expect(mondayOf('2025-03-09')).toBe('2025-03-03');
  });

  it('counts completions per local week, keeping the empty weeks up to the current one', () => {
    const now = new Date('2025-03-20T12:00:00Z');
    // Sunday 23:30 in Denver is Monday in UTC: it belongs to Denver's week of March 3
    const at = [new Date('2025-03-10T05:30:00Z'), new Date('2025-03-04T15:00:00Z'), new Date('2025-03-05T15:00:00Z')];
    expect(completionWeeks(at, 'America/Denver', { start: null, end: null, now })).toEqual([
      { week_start: '2025-03-03', completed: 3 },
      { week_start: '2025-03-10', completed: 0 },
      { week_start: '2025-03-17', completed: 0 },
    ]);
  });

  it('starts with the programme, stops at its end, and is empty before anything happened', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    expect(completionWeeks([], 'UTC', { start: '2025-03-05', end: '2025-03-20', now }).map((w) => w.week_start))
      .toEqual(['2025-03-03', '2025-03-10', '2025-03-17']);
    expect(completionWeeks([], 'UTC', { start: '2025-07-01', end: null, now })).toEqual([]);
    expect(completionWeeks([], 'UTC', { start: '2020-01-01', end: null, now })).toHaveLength(MAX_WEEKS);
  });
});
