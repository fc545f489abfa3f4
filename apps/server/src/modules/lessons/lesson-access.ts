import { LESSON_ACCESS_ALLOWED, type LessonBlock, type LockedReason } from '@portal/contract';

// When a member may open a lesson (spec §3 Member-group-lesson, §9 "lesson access allowed = 1").
// The coach opens lessons by setting lesson_access to 1; an unpaid user group opens only free
// lessons whatever lesson_access says. A locked lesson also says why, so the page can explain it:
//  - unpaid:        the user group is not paid for yet (free lessons stay open);
//  - after_meeting: the previous lesson's meeting is still ahead; unlocks_at is that meeting;
//  - not_released:  the coach has not opened it yet.
// The member's lists hold published lessons only; the coach's pages (accessBlocks) add that as a
// reason of its own. Both read the two conditions below, so the rule is written once.

export interface AccessInput {
  userGroupStatus: string;
  freeLesson: boolean;
  lessonAccess: number;
  /** The next meeting of the lesson before this one (member order), if it is still ahead. */
  previousMeeting: Date | null;
}
export interface LessonState { access: 0 | 1; reason: LockedReason | null; unlocksAt: Date | null }

type Conditions = Pick<AccessInput, 'userGroupStatus' | 'freeLesson' | 'lessonAccess'>;
/** An unpaid user group keeps every lesson but the free ones closed. */
const closedUnpaid = (i: Conditions) => i.userGroupStatus === 'unpaid' && !i.freeLesson;
/** The coach opened the lesson for this member. */
const openedForMember = (i: Conditions) => i.lessonAccess === LESSON_ACCESS_ALLOWED;

export function lessonState(i: AccessInput): LessonState {
  if (closedUnpaid(i)) return { access: 0, reason: 'unpaid', unlocksAt: null };
  if (openedForMember(i)) return { access: 1, reason: null, unlocksAt: null };
  if (i.previousMeeting) return { access: 0, reason: 'after_meeting', unlocksAt: i.previousMeeting };
  return { access: 0, reason: 'not_released', unlocksAt: null };
}

/**
 * Everything that keeps a member from opening a lesson now, as the coach's pages show it (docs/domain.md
 * "Lesson access"); empty when they can. A draft is not in the member's list at all.
 */
export function accessBlocks(i: Conditions & { published: boolean }): LessonBlock[] {
  const blocks: LessonBlock[] = [];
  if (!i.published) blocks.push('not_published');
  if (closedUnpaid(i)) blocks.push('unpaid');
  if (!openedForMember(i)) blocks.push('not_opened');
  return blocks;
}
