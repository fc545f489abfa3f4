import { describe, expect, it } from 'vitest';
import { wallClock } from '../../db/seed/demo-schedule.ts';

const local = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', {
  timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
}).format(d);

describe('demo schedule times (wall clock in the meeting\'s time zone)', () => {
  it('lands on the asked local time, days from today there', () => {
    const now = new Date('2025-01-15T18:30:00Z');
    expect(wallClock(now, 2, 10, 0, 'America/Denver').toISOString()).toBe('2025-01-17T17:00:00.000Z');
    expect(wallClock(now, -1, 16, 0, 'Europe/London').toISOString()).toBe('2025-01-14T16:00:00.000Z');
    expect(wallClock(now, 0, 12, 0, 'America/New_York').toISOString()).toBe('2025-01-15T17:00:00.000Z');
  });

  it('keeps the local time across a daylight-saving change', () => {
    const now = new Date('2025-03-07T12:00:00Z'); // US clocks change on 9 March
    const before = wallClock(now, 0, 12, 0, 'America/New_York');
    const after = wallClock(now, 5, 12, 0, 'America/New_York');
    expect(local(before, 'America/New_York')).toBe('07/03/2025, 12:00');
    expect(local(after, 'America/New_York')).toBe('12/03/2025, 12:00');
    expect(after.getTime() - before.getTime()).toBe(5 * 86_400_000 - 3_600_000);
  });

  it('counts days from the date in the meeting\'s zone, not in UTC', () => {
    const lateEvening = new Date('2025-06-02T03:00:00Z'); // still 1 June in Denver
    expect(local(wallClock(lateEvening, 1, 9, 30, 'America/Denver'), 'America/Denver')).toBe('02/06/2025, 09:30');
  });
});
