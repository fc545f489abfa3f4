import { describe, expect, it } from 'vitest';
import { accessBlocks, lessonState } from './lesson-access.ts';

// The coach's reasons (accessBlocks) and the member's state (lessonState) are one rule: for every
// combination a published lesson is open for the member exactly when the coach is told nothing blocks it.
describe('accessBlocks', () => {
  const combos = ['active', 'unpaid', 'completed'].flatMap((userGroupStatus) => [true, false].flatMap((freeLesson) =>
    [0, 1].map((lessonAccess) => ({ userGroupStatus, freeLesson, lessonAccess }))));

  it('agrees with the member\'s lessonState on every published lesson', () => {
    for (const c of combos) {
      const open = lessonState({ ...c, previousMeeting: null }).access === 1;
      expect(accessBlocks({ ...c, published: true }).length === 0, JSON.stringify(c)).toBe(open);
    }
  });

  it('names every reason, in order, and a draft is never open', () => {
    expect(accessBlocks({ published: false, userGroupStatus: 'unpaid', freeLesson: false, lessonAccess: 0 })).toEqual(['not_published', 'unpaid', 'not_opened']);
    expect(accessBlocks({ published: true, userGroupStatus: 'unpaid', freeLesson: true, lessonAccess: 0 })).toEqual(['not_opened']);
    expect(accessBlocks({ published: true, userGroupStatus: 'unpaid', freeLesson: false, lessonAccess: 1 })).toEqual(['unpaid']);
    expect(accessBlocks({ published: false, userGroupStatus: 'active', freeLesson: false, lessonAccess: 1 })).toEqual(['not_published']);
    expect(accessBlocks({ published: true, userGroupStatus: 'active', freeLesson: true, lessonAccess: 0 })).toEqual(['not_opened']);
  });
});
