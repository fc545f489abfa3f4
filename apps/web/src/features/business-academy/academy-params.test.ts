import { describe, expect, it } from 'vitest';
import { coursePath, formatMinutes, lessonPath } from './academy-params.ts';

describe('business academy helpers', () => {
  it('writes durations in minutes as hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(95)).toBe('1 h 35 min');
    expect(formatMinutes(0)).toBeNull();
    expect(formatMinutes(null)).toBeNull();
  });

  it('keeps the open course and lesson in the query string', () => {
    expect(coursePath(3)).toBe('/business-academy?course=3');
    expect(lessonPath(3, 12)).toBe('/business-academy?course=3&lesson=12');
  });
});
