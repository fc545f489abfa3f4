import { LESSON_ACCESS_ALLOWED, type LockedReason } from '@portal/contract';

// When a member may open a lesson (spec §3 Member-group-lesson, §9 "lesson access allowed = 1").
// The coach opens lessons by setting lesson_access to 1; an unpaid user group opens only free
// lessons whatever lesson_access says. A locked lesson also says why, so the page can explain it:
//  - unpaid:        the user group is not paid for yet (free lessons stay open);
//  - after_meeting: the previous lesson's meeting is still ahead; unlocks_at is that meeting;
//  - not_released:  the coach has not opened it yet.

export interface AccessInput {
  userGroupStatus: string;
  freeLesson: boolean;
  lessonAccess: number;
  /** The next meeting of the lesson before this one (member order), if it is still ahead. */
  previousMeeting: Date | null;
}
export interface LessonState { access: 0 | 1; reason: LockedReason | null; unlocksAt: Date | null }

export function lessonState(i: AccessInput): LessonState {
  if (i.userGroupStatus === 'unpaid' && !i.freeLesson) return { access: 0, reason: 'unpaid', unlocksAt: null };
  if (i.lessonAccess === LESSON_ACCESS_ALLOWED) return { access: 1, reason: null, unlocksAt: null };
  if (i.previousMeeting) return { access: 0, reason: 'after_meeting', unlocksAt: i.previousMeeting };
  return { access: 0, reason: 'not_released', unlocksAt: null };
}
