import { describe, expect, it } from 'vitest';
import {
  browserTimeZone, DATE_ONLY, formatInZone, isValidTimeZone, SPEC_DATE_FORMAT, userTimeZone,
} from './format-date.ts';

describe('formatInZone', () => {
  it('writes the spec format with the zone abbreviation (spec §8)', () => {
    expect(formatInZone('2025-03-03T20:30:00Z', 'America/New_York')).toBe('3:30 pm EST, Monday, March 3rd, 2025');
    expect(formatInZone('2025-03-03T20:30:00Z', 'America/New_York', SPEC_DATE_FORMAT)).toBe('3:30 pm, Monday, March 3rd, 2025');
  });

  it('follows daylight saving time and shows midnight and noon as 12', () => {
    expect(formatInZone('2025-07-04T18:00:00Z', 'America/Denver')).toBe('12:00 pm MDT, Friday, July 4th, 2025');
    expect(formatInZone('2025-01-01T07:00:00Z', 'America/Denver')).toBe('12:00 am MST, Wednesday, January 1st, 2025');
  });

  it('moves the date with the zone', () => {
    expect(formatInZone('2025-03-04T02:15:00Z', 'America/Los_Angeles', DATE_ONLY)).toBe('March 3, 2025');
    expect(formatInZone('2025-03-04T02:15:00Z', 'Asia/Tokyo', DATE_ONLY)).toBe('March 4, 2025');
  });

  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [23, '23rd'], [30, '30th'],
  ])('writes day %i as %s', (day, expected) => {
    const iso = `2025-05-${String(day).padStart(2, '0')}T12:00:00Z`;
    expect(formatInZone(iso, 'UTC', 'Do')).toBe(expected);
  });

  it('keeps [bracketed] text and other characters as written', () => {
    expect(formatInZone('2025-03-03T20:30:00Z', 'UTC', '[at] h:mm a (z)')).toBe('at 8:30 pm (UTC)');
  });

  it('uses the browser zone for an unknown zone and returns text that is not a date unchanged', () => {
    const iso = '2025-03-03T20:30:00Z';
    expect(formatInZone(iso, 'Mars/Olympus')).toBe(formatInZone(iso, browserTimeZone()));
    expect(formatInZone('not a date', 'UTC')).toBe('not a date');
  });
});

describe('time zones', () => {
  it('knows valid IANA zones, also when asked again', () => {
    expect(isValidTimeZone('America/Denver')).toBe(true);
    expect(isValidTimeZone('America/Denver')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(null)).toBe(false);
  });

  it("prefers the user's valid zone, else the browser's", () => {
    expect(userTimeZone({ time_zone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(userTimeZone({ time_zone: 'Nowhere/Else' })).toBe(browserTimeZone());
    expect(userTimeZone(null)).toBe(browserTimeZone());
  });
});
