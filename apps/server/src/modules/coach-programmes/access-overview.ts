import { and, asc, eq } from 'drizzle-orm';
import type { LessonAccessOverview } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { lessons, memberGroupLessons as mgl, userGroups, users, type UserRow } from '../../db/schema/index.ts';
import { accessBlocks } from '../lessons/lesson-access.ts';
import { ownGroup } from './group-access.ts';

// Who can open each lesson of a group now, and why not (docs/domain.md "Lesson access"): the coach's
// lesson and members pages show it, so a published lesson that members still see "Locked" says why.
// The rule is the members' own (lessons/lesson-access.ts), read from each member's copy of the lesson.

/** Every lesson of the group in order, each with its members (by name) and their access to it; 404 for a group not the caller's. */
export async function groupAccessOverview(db: Db, caller: UserRow, groupId: number): Promise<LessonAccessOverview[]> {
  const group = await ownGroup(db, caller, groupId);
  const [all, rows] = await Promise.all([
    db.select().from(lessons).where(and(eq(lessons.groupId, group.id), eq(lessons.tenantId, group.tenantId)))
      .orderBy(asc(lessons.lessonOrder), asc(lessons.id)),
    db.select({
      lessonId: mgl.lessonId, lessonAccess: mgl.lessonAccess, status: userGroups.status,
      userId: users.id, firstName: users.firstName, lastName: users.lastName,
    }).from(mgl)
      .innerJoin(userGroups, eq(userGroups.id, mgl.userGroupId))
      .innerJoin(users, eq(users.id, mgl.userId))
      .where(and(eq(mgl.groupId, group.id), eq(mgl.tenantId, group.tenantId)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
  ]);
  const byLesson = new Map(all.map((l) => [l.id, [] as LessonAccessOverview['members']]));
  const lessonOf = new Map(all.map((l) => [l.id, l]));
  for (const r of rows) {
    const lesson = lessonOf.get(r.lessonId);
    if (!lesson) continue;
    const blocks = accessBlocks({ published: lesson.published, freeLesson: lesson.freeLesson, userGroupStatus: r.status, lessonAccess: r.lessonAccess });
    byLesson.get(lesson.id)!.push({ user_id: r.userId, first_name: r.firstName, last_name: r.lastName, can_open: blocks.length === 0, blocks });
  }
  return all.map((l) => ({
    lesson_id: l.id, title: l.title, lesson_order: l.lessonOrder, published: l.published, free_lesson: l.freeLesson,
    members: byLesson.get(l.id)!,
  }));
}
