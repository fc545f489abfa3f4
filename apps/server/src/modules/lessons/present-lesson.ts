import type { UserLesson } from '@portal/contract';
import type { LessonRow, memberGroupLessons } from '../../db/schema/index.ts';
import type { LessonState } from './lesson-access.ts';

// spec §3 Lesson + Member-group-lesson, as one member sees it. A locked lesson keeps its title,
// summary and image (so the page can list it and say why it is locked) but not its content:
// full_desc, lesson_video, quiz_url, resources and recording are withheld. Fields resolved by loaders
// (next_lesson, group, resources) are absent; the `_` fields feed them and are never exposed.

export type UserLessonOut = Omit<UserLesson, 'next_lesson' | 'group' | 'resources'> & {
  _nextLessonId: number | null; _unpaid: boolean; _recordingUrl: string | null;
};

type MglRow = typeof memberGroupLessons.$inferSelect;

export function presentUserLesson(l: LessonRow, m: MglRow, state: LessonState, completed: boolean, unpaid: boolean): UserLessonOut {
  const open = state.access === 1;
  return {
    id: String(l.id), lesson_id: String(l.id), member_group_lesson_id: String(m.id), user_id: String(m.userId),
    group_id: String(m.groupId), user_group_id: String(m.userGroupId), title: l.title, slug: l.slug,
    short_desc: l.shortDesc, full_desc: open ? l.fullDesc : null, lesson_img: l.lessonImg,
    lesson_video: open ? l.lessonVideo : null, quiz_url: open ? l.quizUrl : null, published: l.published,
    free_lesson: l.freeLesson, price: l.price, lesson_order: m.lessonOrder, lesson_length: m.lessonLength,
    lesson_access: state.access, locked_reason: state.reason, unlocks_at: state.unlocksAt?.toISOString() ?? null,
    has_recording: open && l.recordingUrl !== null, completed, coach_id: l.coachId === null ? null : String(l.coachId),
    created_at: l.createdAt.toISOString(), updated_at: l.updatedAt.toISOString(),
    _nextLessonId: l.nextLessonId, _unpaid: unpaid, _recordingUrl: open ? l.recordingUrl : null,
  };
}
