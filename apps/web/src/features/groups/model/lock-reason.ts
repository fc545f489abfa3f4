import { LESSON_ACCESS_ALLOWED, type UserLesson } from '@portal/contract';
import { formatInZone } from '../../../lib/format-date.ts';

export type LessonLockFields = Pick<UserLesson, 'lesson_access' | 'locked_reason' | 'unlocks_at'>;

export type LessonLock = { open: true } | { open: false; reason: string; unpaid: boolean };

/**
 * spec §9: a lesson is open when its access is 1. Otherwise the member is told why, from the
 * server's locked_reason (contract LOCKED_REASONS) and, when known, when it opens in their zone.
 */
export function lessonLock(lesson: LessonLockFields, zone: string): LessonLock {
  if (lesson.lesson_access === LESSON_ACCESS_ALLOWED) return { open: true };
  const when = lesson.unlocks_at ? formatInZone(lesson.unlocks_at, zone) : null;
  switch (lesson.locked_reason) {
    case 'unpaid':
      return { open: false, unpaid: true, reason: 'This lesson opens once the programme is paid.' };
    case 'after_meeting':
      return {
        open: false, unpaid: false,
        reason: when
          ? `This lesson opens after the previous lesson's meeting, on ${when}.`
          : "This lesson opens after the previous lesson's meeting.",
      };
    case 'not_released':
      return {
        open: false, unpaid: false,
        reason: when ? `Your coach opens this lesson on ${when}.` : 'Your coach has not opened this lesson yet.',
      };
    default:
      return { open: false, unpaid: false, reason: 'This lesson is not open yet.' };
  }
}
