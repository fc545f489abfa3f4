import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { COACH_PROGRAMME_MESSAGES, LESSON_ACCESS_ALLOWED, type CoachLesson, type CoachLessonBody, type CoachLessonUpdateBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lessons, memberGroupLessons as mgl, userGroups, type GroupRow, type LessonRow, type UserRow } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { cleanRichText } from '../../lib/rich-text.ts';
import { ownGroup, ownLesson } from './group-access.ts';
import { renumberLessons } from './lesson-order.ts';
import { freeSlug, presentLesson, slugOf } from './present.ts';

// Issue 12 Programmes: a group's lessons, in order. A new lesson goes last, unpublished unless
// said, and every member gets their copy of it closed (lesson_access 0) until the coach opens it.

type NewLesson = z.output<typeof CoachLessonBody>;
type LessonChanges = z.output<typeof CoachLessonUpdateBody>;
type LessonValues = Partial<typeof lessons.$inferInsert>;

const openCount = sql<number>`(select count(*)::int from "member_group_lessons" m where m.lesson_id = "lessons"."id" and m.lesson_access = 1)`;

function valuesOf(b: LessonChanges): LessonValues {
  const v: LessonValues = {};
  const set = <K extends keyof LessonValues>(key: K, value: LessonValues[K] | undefined) => { if (value !== undefined) v[key] = value; };
  set('title', b.title);
  set('shortDesc', b.short_desc);
  set('fullDesc', b.full_desc === undefined ? undefined : b.full_desc === null ? null : cleanRichText(b.full_desc) || null);
  set('lessonVideo', b.lesson_video);
  set('quizUrl', b.quiz_url);
  set('freeLesson', b.free_lesson);
  set('published', b.published);
  return v;
}

export function lessonService(db: Db, now: () => Date) {
  const memberCountOf = async (groupId: number) =>
    (await db.select({ n: count() }).from(userGroups).where(eq(userGroups.groupId, groupId)))[0]?.n ?? 0;

  async function present(lesson: LessonRow): Promise<CoachLesson> {
    const [row] = await db.select({ openCount }).from(lessons).where(eq(lessons.id, lesson.id));
    return presentLesson(lesson, { openCount: row?.openCount ?? 0, memberCount: await memberCountOf(lesson.groupId) });
  }

  async function list(caller: UserRow, groupId: number): Promise<CoachLesson[]> {
    const group = await ownGroup(db, caller, groupId);
    const rows = await db.select({ lesson: lessons, openCount }).from(lessons)
      .where(and(eq(lessons.groupId, group.id), eq(lessons.tenantId, group.tenantId)))
      .orderBy(asc(lessons.lessonOrder), asc(lessons.id));
    const memberCount = await memberCountOf(group.id);
    return rows.map((r) => presentLesson(r.lesson, { openCount: r.openCount, memberCount }));
  }

  const inTransaction = <T>(work: (t: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  return {
    present,

    list,

    async create(caller: UserRow, groupId: number, body: NewLesson): Promise<CoachLesson> {
      const group = await ownGroup(db, caller, groupId);
      const lesson = await inTransaction(async (t) => {
        const taken = await t.select({ slug: lessons.slug }).from(lessons).where(eq(lessons.groupId, group.id));
        const [last] = await t.select({ order: max(lessons.lessonOrder) }).from(lessons).where(eq(lessons.groupId, group.id));
        const at = now();
        const [row] = await t.insert(lessons).values({
          ...valuesOf(body), tenantId: group.tenantId, groupId: group.id, coachId: group.coachId, title: body.title,
          slug: freeSlug(slugOf(body.title, 'lesson'), new Set(taken.map((x) => x.slug))),
          lessonOrder: (last?.order ?? 0) + 1, createdAt: at, updatedAt: at,
        }).returning();
        await giveToMembers(t, group, row!);
        await renumberLessons(t, group.id);
        return (await t.select().from(lessons).where(eq(lessons.id, row!.id)))[0]!;
      });
      return present(lesson);
    },

    /**
     * Changes the lesson. `open_for_all` (with `published: true`) also opens it for every member, in
     * the same transaction: publishing alone leaves members' copies closed (docs/domain.md "Lesson access").
     */
    async update(caller: UserRow, groupId: number, lessonId: number, body: LessonChanges): Promise<CoachLesson> {
      const { lesson } = await ownLesson(db, caller, groupId, lessonId);
      const row = await inTransaction(async (t) => {
        const [changed] = await t.update(lessons).set({ ...valuesOf(body), updatedAt: now() }).where(eq(lessons.id, lesson.id)).returning();
        if (body.open_for_all) {
          await t.update(mgl).set({ lessonAccess: LESSON_ACCESS_ALLOWED }).where(and(eq(mgl.lessonId, lesson.id), eq(mgl.groupId, lesson.groupId)));
        }
        return changed!;
      });
      return present(row);
    },

    /** Deletes the lesson with its resources, meetings and the members' work on it; the rest close up. */
    async remove(caller: UserRow, groupId: number, lessonId: number): Promise<CoachLesson[]> {
      const { group, lesson } = await ownLesson(db, caller, groupId, lessonId);
      await inTransaction(async (t) => {
        await t.delete(lessons).where(eq(lessons.id, lesson.id));
        await renumberLessons(t, group.id);
      });
      return list(caller, group.id);
    },

    /** `ids` must be every lesson of the group, each once (422 otherwise). */
    async reorder(caller: UserRow, groupId: number, ids: number[]): Promise<CoachLesson[]> {
      const group = await ownGroup(db, caller, groupId);
      await inTransaction(async (t) => {
        const existing = await t.select({ id: lessons.id }).from(lessons).where(eq(lessons.groupId, group.id));
        const all = new Set(existing.map((p) => p.id));
        if (ids.length !== all.size || ids.some((id) => !all.has(id))) throw invalid({ lesson_ids: [COACH_PROGRAMME_MESSAGES.orderMismatch] });
        await renumberLessons(t, group.id, ids);
      });
      return list(caller, group.id);
    },
  };
}

/** Every member of the group gets the lesson in their list, closed. */
async function giveToMembers(t: Db, group: GroupRow, lesson: LessonRow) {
  const members = await t.select({ id: userGroups.id, userId: userGroups.userId }).from(userGroups).where(eq(userGroups.groupId, group.id));
  if (!members.length) return;
  await t.insert(mgl).values(members.map((m) => ({
    tenantId: group.tenantId, userGroupId: m.id, userId: m.userId, groupId: group.id, lessonId: lesson.id,
    lessonOrder: lesson.lessonOrder, lessonAccess: 0,
  }))).onConflictDoNothing();
}
