import { describe, expect, it } from 'vitest';
import { addDays, clockTime, dayIn, groupByDay, hasLaterWindow, windowAt, windowLabel } from './booking-dates.ts';

describe('booking dates (issue 20)', () => {
  it('pages two weeks at a time from today, across months and years', () => {
    expect(windowAt('2026-03-02', 0)).toEqual({ from: '2026-03-02', to: '2026-03-15' });
    expect(windowAt('2026-03-02', 1)).toEqual({ from: '2026-03-16', to: '2026-03-29' });
    expect(windowAt('2026-12-25', 1)).toEqual({ from: '2027-01-08', to: '2027-01-21' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(windowLabel(windowAt('2026-03-02', 0))).toBe('March 2 to March 15, 2026');
  });

  it('stops paging where no coach lets clients book any more (a year ahead)', () => {
    expect(hasLaterWindow('2026-03-02', 0)).toBe(true);
    expect(windowAt('2026-03-02', 26).from).toBe('2027-03-01');
    expect(hasLaterWindow('2026-03-02', 25)).toBe(true);
    expect(hasLaterWindow('2026-03-02', 26)).toBe(false);
  });

  it('reads today and each time in the client\'s zone, across daylight-saving changes', () => {
    expect(dayIn(new Date('2026-03-02T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-03');
    expect(dayIn(new Date('2026-03-02T23:30:00Z'), 'America/Denver')).toBe('2026-03-02');
    // Europe moves its clocks on March 29th, 2026: 9:00 UTC is 10 before and 11 after
    expect(clockTime('2026-03-28T09:00:00Z', 'Europe/Berlin')).toBe('10:00 AM');
    expect(clockTime('2026-03-30T09:00:00Z', 'Europe/Berlin')).toBe('11:00 AM');
    expect(clockTime('2026-03-30T09:00:00+02:00', 'America/Denver')).toBe('1:00 AM');
  });

  it('groups free times by the client\'s date, in time order', () => {
    const days = groupByDay([
      { start: '2026-03-04T00:30:00+01:00', end: '2026-03-04T01:30:00+01:00' },
      { start: '2026-03-03T17:00:00+01:00', end: '2026-03-03T18:00:00+01:00' },
      { start: '2026-03-03T09:00:00-07:00', end: '2026-03-03T10:00:00-07:00' },
    ], 'Europe/Berlin');
    expect(days.map((d) => [d.day, d.slots.map((s) => clockTime(s.start, 'Europe/Berlin'))]))
      .toEqual([['2026-03-03', ['5:00 PM', '5:00 PM']], ['2026-03-04', ['12:30 AM']]]);
  });
});
