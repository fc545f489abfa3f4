import { describe, expect, it } from 'vitest';
import { isLessonPath } from './lesson-path.ts';

// spec §2: "Any path containing /lessons/ followed by digits counts as a lesson page."
describe('isLessonPath', () => {
  it.each([
    ['/lessons/12/34', true],
    ['/lessons/1/2', true],
    ['/lessons/12', true], // contains /lessons/ followed by digits
    ['/lessons/12/34/', true],
    ['/lessons', false],
    ['/lessons/', false],
    ['/lessons/abc/1', false],
    ['/groups/1/2/lesson/3', false], // a group lesson says /lesson/, not /lessons/
    ['/groups', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isLessonPath(path)).toBe(expected);
  });
});
