import { describe, expect, it } from 'vitest';
import { addDays, clockIn, dayIn, daysShown, isDay, stepDay, weekdayOf, weekLabel, weekStart } from './agenda-dates.ts';
import { clientLocalTime } from './booking-text.ts';

describe('the agenda\'s days (issue 20)', () => {
  it('counts weeks Monday to Sunday, across months and years', () => {
    expect(weekdayOf('2026-12-01')).toBe(2);
    expect(weekdayOf('2026-12-06')).toBe(7);
    expect(weekStart('2026-12-06')).toBe('2026-11-30');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(daysShown('week', '2026-12-03')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(daysShown('day', '2026-12-03')).toEqual(['2026-12-03']);
    expect(weekLabel('2026-12-31')).toBe('December 28 – January 3, 2027');
  });

  it('steps a day or a week, also over a daylight-saving change', () => {
    expect(stepDay('day', '2026-03-08', 1)).toBe('2026-03-09');
    expect(stepDay('week', '2026-03-05', 1)).toBe('2026-03-12');
    expect(stepDay('week', '2026-01-02', -1)).toBe('2025-12-26');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reads an instant as the date and clock of a zone', () => {
    expect(dayIn('2026-12-02T05:00:00Z', 'America/Denver')).toBe('2026-12-01');
    expect(clockIn('2026-12-01T20:00:00Z', 'America/Denver')).toBe('1:00 PM');
    expect(clockIn('2026-12-01T20:00:00Z', 'Europe/Warsaw')).toBe('9:00 PM');
  });

  it('takes only real dates from the address', () => {
    expect(isDay('2026-12-01')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('tomorrow')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('gives the client\'s own time when their zone differs, with their weekday when their date does', () => {
    const client = (time_zone: string) => ({ id: 1, first_name: 'Ana', last_name: 'Nowak', time_zone });
    expect(clientLocalTime({ start: '2026-12-01T15:00:00Z', client: client('Europe/Warsaw') }, 'America/Denver')).toBe('4:00 PM for Ana (Europe/Warsaw)');
    expect(clientLocalTime({ start: '2026-12-01T23:00:00Z', client: client('Asia/Tokyo') }, 'America/Denver')).toBe('8:00 AM Wed for Ana (Asia/Tokyo)');
    expect(clientLocalTime({ start: '2026-12-01T15:00:00Z', client: client('America/Denver') }, 'America/Denver')).toBeNull();
    expect(clientLocalTime({ start: '2026-12-01T15:00:00Z', client: client('Not/AZone') }, 'America/Denver')).toBeNull();
  });
});
