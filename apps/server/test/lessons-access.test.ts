import { describe, expect, it } from 'vitest';
import { lessonState } from '../src/modules/lessons/lesson-access.ts';

// The lesson access rule (modules/lessons/lesson-access.ts), directly.
describe('lessonState', () => {
  const base = { userGroupStatus: 'active', freeLesson: false, lessonAccess: 1, previousMeeting: null };
  const at = new Date('2030-01-03T00:00:00Z');

  it('opens a lesson the coach has opened (lesson_access 1)', () => {
    expect(lessonState(base)).toEqual({ access: 1, reason: null, unlocksAt: null });
  });
  it('keeps an unpaid user group locked except free lessons', () => {
    expect(lessonState({ ...base, userGroupStatus: 'unpaid' })).toEqual({ access: 0, reason: 'unpaid', unlocksAt: null });
    expect(lessonState({ ...base, userGroupStatus: 'unpaid', freeLesson: true }).access).toBe(1);
    expect(lessonState({ ...base, userGroupStatus: 'unpaid', freeLesson: true, lessonAccess: 0 }).reason).toBe('not_released');
  });
  it('says a closed lesson opens after the previous lesson\'s meeting when that is still ahead', () => {
    expect(lessonState({ ...base, lessonAccess: 0, previousMeeting: at })).toEqual({ access: 0, reason: 'after_meeting', unlocksAt: at });
    expect(lessonState({ ...base, lessonAccess: 0 })).toEqual({ access: 0, reason: 'not_released', unlocksAt: null });
  });
});
