import { describe, expect, it } from 'vitest';
import { lessonNumbers } from './lesson-numbers.ts';

describe('the lesson numbers a member sees', () => {
  it('numbers the lessons shown 1…n in their order, whatever gaps drafts leave in lesson_order', () => {
    const numbers = lessonNumbers([{ id: '9', lesson_order: 5 }, { id: '7', lesson_order: 2 }, { id: '8', lesson_order: 4 }]);
    expect([...numbers]).toEqual([['7', 1], ['8', 2], ['9', 3]]);
    expect(lessonNumbers([{ id: '3', lesson_order: 2 }]).get('3')).toBe(1);
    expect(lessonNumbers([]).size).toBe(0);
  });
});
