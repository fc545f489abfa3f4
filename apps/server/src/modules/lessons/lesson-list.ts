import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lessonAnalytics as la, lessons, memberGroupLessons as mgl, type UserRow } from '../../db/schema/index.ts';
import { nextLessonMeetings } from '../programmes/meeting-reads.ts';
import { visibleUserGroup, type UserGroupIds } from '../programmes/programme-policy.ts';
import { lessonState } from './lesson-access.ts';
import { presentUserLesson, type UserLessonOut } from './present-lesson.ts';

export interface UserGroupRef { id: number; groupId: number; status: string }

function lessonRows(db: Db, tenantId: number | Placeholder, userGroupsWhere: SQL) {
  return db.select({ m: mgl, l: lessons, done: la.postMeeting }).from(mgl)
    .innerJoin(lessons, and(eq(lessons.id, mgl.lessonId), eq(lessons.groupId, mgl.groupId), eq(lessons.published, true)))
    .leftJoin(la, and(eq(la.userGroupId, mgl.userGroupId), eq(la.lessonId, mgl.lessonId), eq(la.userId, mgl.userId)))
    .where(and(eq(mgl.tenantId, tenantId), userGroupsWhere))
    .orderBy(mgl.userGroupId, mgl.lessonOrder, lessons.lessonOrder);
}

// A page asks for one user group's lessons: prepared once per database (bench/README.md).
const oneUserGroup = new WeakMap<Db, ReturnType<typeof prepareOne>>();
const prepareOne = (db: Db) =>
  lessonRows(db, sql.placeholder('tenantId'), eq(mgl.userGroupId, sql.placeholder('userGroupId'))).prepare('user_group_lessons');

async function lessonRowsOf(db: Db, tenantId: number, userGroupIds: number[]) {
  if (userGroupIds.length !== 1) return lessonRows(db, tenantId, inArray(mgl.userGroupId, userGroupIds));
  let statement = oneUserGroup.get(db);
  if (!statement) oneUserGroup.set(db, (statement = prepareOne(db)));
  return statement.execute({ tenantId, userGroupId: userGroupIds[0] });
}

/** A user group's lesson as read: its member row, the lesson, and whether the member completed it. */
export interface LessonRead { m: typeof mgl.$inferSelect; l: typeof lessons.$inferSelect; done: boolean | null }

/**
 * One user group's lessons, read in the member's order, with their access state (lesson-access.ts):
 * each lesson's state depends on the next meeting of the lesson before it, `nextMeeting(lessonId)`.
 */
export function presentLessonsOf(rows: LessonRead[], userGroupStatus: string, nextMeeting: (lessonId: number) => Date | null): UserLessonOut[] {
  let previous: number | null = null;
  return rows.map(({ m, l, done }) => {
    const previousMeeting = previous === null ? null : nextMeeting(previous);
    const state = lessonState({ userGroupStatus, freeLesson: l.freeLesson, lessonAccess: m.lessonAccess, previousMeeting });
    previous = l.id;
    return presentUserLesson(l, m, state, done === true, userGroupStatus === 'unpaid');
  });
}

/**
 * The published lessons of several user groups in each member's order, with their access state,
 * in two queries whatever the number of user groups (no N+1), run side by side.
 */
export async function memberLessons(db: Db, tenantId: number, ugs: UserGroupRef[], now: Date): Promise<Map<number, UserLessonOut[]>> {
  const rowsOf = new Map<number, LessonRead[]>(ugs.map((ug) => [ug.id, []]));
  if (!ugs.length) return new Map();
  const [rows, meetings] = await Promise.all([
    lessonRowsOf(db, tenantId, [...rowsOf.keys()]),
    nextLessonMeetings(db, tenantId, [...new Set(ugs.map((u) => u.groupId))], now),
  ]);
  for (const row of rows) rowsOf.get(row.m.userGroupId)!.push(row);
  const nextMeeting = (lessonId: number) => meetings.get(lessonId) ?? null;
  return new Map(ugs.map((ug) => [ug.id, presentLessonsOf(rowsOf.get(ug.id)!, ug.status, nextMeeting)]));
}

/** One lesson of one user group, or null when it is not in it (or not published). */
export async function memberLesson(db: Db, tenantId: number, ug: UserGroupRef, lessonId: number, now: Date) {
  const list = (await memberLessons(db, tenantId, [ug], now)).get(ug.id) ?? [];
  return list.find((l) => l.id === String(lessonId)) ?? null;
}

/**
 * A lesson of a user group the caller may see, with that user group (programme-policy.ts); null
 * when either is not visible, so callers refuse both alike.
 */
export async function visibleLesson(db: Db, caller: UserRow, ids: UserGroupIds & { lessonId: number }, now: Date) {
  const rec = await visibleUserGroup(db, caller, ids);
  const lesson = rec && await memberLesson(db, caller.tenantId, rec.ug, ids.lessonId, now);
  return rec && lesson ? { rec, lesson } : null;
}
