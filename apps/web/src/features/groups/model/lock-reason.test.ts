import { describe, expect, it } from 'vitest';
import { lessonLock } from './lock-reason.ts';

const ZONE = 'America/New_York';

describe('lesson lock and its reason (spec §9 access = 1, issue 3 §4)', () => {
  it('opens a lesson whose access is 1, whatever else it carries', () => {
    expect(lessonLock({ lesson_access: 1, locked_reason: null, unlocks_at: null }, ZONE)).toEqual({ open: true });
    expect(lessonLock({ lesson_access: 1, locked_reason: 'unpaid', unlocks_at: null }, ZONE).open).toBe(true);
  });

  it('says an unpaid lesson opens once paid, and marks it for the pay action', () => {
    const lock = lessonLock({ lesson_access: 0, locked_reason: 'unpaid', unlocks_at: null }, ZONE);
    expect(lock).toEqual({ open: false, unpaid: true, reason: 'This lesson opens once the programme is paid.' });
  });

  it("names the previous lesson's meeting, with its time in the user's zone", () => {
    const lock = lessonLock({ lesson_access: 0, locked_reason: 'after_meeting', unlocks_at: '2025-03-03T20:30:00Z' }, ZONE);
    expect(lock.open).toBe(false);
    if (lock.open) return;
    expect(lock.unpaid).toBe(false);
    expect(lock.reason).toBe("This lesson opens after the previous lesson's meeting, on 3:30 pm EST, Monday, March 3rd, 2025.");
    const noDate = lessonLock({ lesson_access: 0, locked_reason: 'after_meeting', unlocks_at: null }, ZONE);
    expect(noDate).toMatchObject({ reason: "This lesson opens after the previous lesson's meeting." });
  });

  it('says the coach has not opened it yet, with the date when there is one', () => {
    expect(lessonLock({ lesson_access: 0, locked_reason: 'not_released', unlocks_at: null }, ZONE))
      .toMatchObject({ open: false, reason: 'Your coach has not opened this lesson yet.' });
    expect(lessonLock({ lesson_access: 0, locked_reason: 'not_released', unlocks_at: '2025-07-01T14:00:00Z' }, 'America/Los_Angeles'))
      .toMatchObject({ reason: 'Your coach opens this lesson on 7:00 am PDT, Tuesday, July 1st, 2025.' });
  });

  it('treats any access other than 1 as locked, even without a reason', () => {
    expect(lessonLock({ lesson_access: 2, locked_reason: null, unlocks_at: null }, ZONE))
      .toEqual({ open: false, unpaid: false, reason: 'This lesson is not open yet.' });
  });
});
