import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { groups, lessonMeetings, lessons, memberGroupLessons, userGroups, type UserRow } from '../../src/db/schema/index.ts';

/**
 * Issue 12: a group led by the user's coach, for the coach-programme rows of the matrix, with what
 * a granted write uses up: a spare lesson and meeting per caller (deletes), and per caller a group
 * the user is not in (the add row adds them, the remove row takes them out again).
 */
export interface ProgrammeIds {
  groupId: number; lessonIds: number[]; lessonId: number; meetingId: number;
  spareLessonIds: number[]; spareMeetingIds: number[]; addGroupIds: number[]; removeGroupIds: number[];
}

async function matrixGroup(db: Db, user: UserRow, title: string) {
  const [group] = await db.insert(groups).values({
    tenantId: user.tenantId, coachId: user.coachId, title, name: title, slug: `matrix-${user.id}-${title.toLowerCase().replace(/\W+/g, '-')}`,
  }).returning();
  return group!;
}

export async function programmesOf(db: Db, user: UserRow, spares: number): Promise<ProgrammeIds> {
  const group = await matrixGroup(db, user, 'Matrix group');
  const made = await db.insert(lessons).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, groupId: group.id, coachId: user.coachId, title: `Matrix lesson ${i + 1}`, slug: `matrix-lesson-${i + 1}`, lessonOrder: i + 1, published: true,
  }))).returning();
  const [ug] = await db.insert(userGroups).values({ tenantId: user.tenantId, userId: user.id, groupId: group.id, coachId: user.coachId }).returning();
  await db.insert(memberGroupLessons).values(made.map((l) => ({
    tenantId: user.tenantId, userGroupId: ug!.id, userId: user.id, groupId: group.id, lessonId: l.id, lessonOrder: l.lessonOrder,
  })));
  const kept = made[0]!;
  const meetings = await db.insert(lessonMeetings).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, groupId: group.id, lessonId: kept.id, coachId: user.coachId, meetingTime: new Date(Date.UTC(2099, 0, 1 + i)), timeZone: 'UTC',
  }))).returning();
  const slots: number[] = [];
  for (let i = 0; i < spares; i += 1) slots.push((await matrixGroup(db, user, `Matrix slot ${i + 1}`)).id);
  const ordered = await db.select({ id: lessons.id }).from(lessons).where(and(eq(lessons.groupId, group.id))).orderBy(asc(lessons.lessonOrder));
  return {
    groupId: group.id, lessonIds: ordered.map((l) => l.id), lessonId: kept.id, meetingId: meetings[0]!.id,
    spareLessonIds: made.slice(1).map((l) => l.id), spareMeetingIds: meetings.slice(1).map((m) => m.id),
    // the add and the remove row take the same caller's slot: each pops from its own copy, in the same order
    addGroupIds: [...slots], removeGroupIds: [...slots],
  };
}
