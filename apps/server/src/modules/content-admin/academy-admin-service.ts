import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  CONTENT_MESSAGES, type AcademyCourseUpdateBody, type AcademyLessonUpdateBody, type CoachAcademyCourse,
  type CoachAcademyCourseDetail, type CoachAcademyLesson,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { academyCourses as courses, academyLessons as lessons, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { cleanRichText } from '../../lib/rich-text.ts';

// Issue 12: the business academy's catalogue edited by the tenant's coaches and admins. Every
// query is scoped by the caller's tenant: another tenant's course or lesson is 404. Clients read
// the same rows (modules/academy) with no cache in between, so a change shows at once.

type CourseRow = typeof courses.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;
type CourseChanges = z.output<typeof AcademyCourseUpdateBody>;
type LessonChanges = z.output<typeof AcademyLessonUpdateBody>;

const totalLessons = sql<number>`(select count(*)::int from "academy_lessons" al where al.course_id = "academy_courses"."id")`;

const presentCourse = (c: CourseRow, total: number): CoachAcademyCourse => ({
  id: c.id, title: c.title, summary: c.summary, image: c.image, video: c.video, order: c.order, duration: c.duration,
  published: c.published, total_lessons: total,
});
const presentLesson = (l: LessonRow): CoachAcademyLesson => ({
  id: l.id, course_id: l.courseId, title: l.title, summary: l.summary, body: l.body, video: l.video, order: l.order, duration: l.duration,
});

/** Only the fields the body names (undefined keeps the stored value). */
function pick<T extends object>(entries: [keyof T, unknown][]): Partial<T> {
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as Partial<T>;
}
const courseValues = (b: CourseChanges) => pick<typeof courses.$inferInsert>([
  ['title', b.title], ['summary', b.summary], ['video', b.video], ['duration', b.duration], ['published', b.published],
]);
const lessonValues = (b: LessonChanges) => pick<typeof lessons.$inferInsert>([
  ['title', b.title], ['summary', b.summary], ['video', b.video], ['duration', b.duration],
  ['body', b.body === undefined ? undefined : b.body === null ? null : cleanRichText(b.body) || null],
]);

export function academyAdminService(db: Db) {
  const inTransaction = <T>(work: (t: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  async function ownCourse(caller: UserRow, id: number): Promise<CourseRow> {
    const [row] = await db.select().from(courses).where(and(eq(courses.tenantId, caller.tenantId), eq(courses.id, id))).limit(1);
    if (!row) throw notFound();
    return row;
  }
  async function ownLesson(caller: UserRow, courseId: number, id: number): Promise<LessonRow> {
    const [row] = await db.select().from(lessons)
      .where(and(eq(lessons.tenantId, caller.tenantId), eq(lessons.courseId, courseId), eq(lessons.id, id))).limit(1);
    if (!row) throw notFound();
    return row;
  }
  async function detail(caller: UserRow, id: number): Promise<CoachAcademyCourseDetail> {
    const [row] = await db.select({ c: courses, total: totalLessons }).from(courses)
      .where(and(eq(courses.tenantId, caller.tenantId), eq(courses.id, id))).limit(1);
    if (!row) throw notFound();
    const rows = await db.select().from(lessons).where(eq(lessons.courseId, id)).orderBy(asc(lessons.order), asc(lessons.id));
    return { ...presentCourse(row.c, row.total), lessons: rows.map(presentLesson) };
  }

  return {
    detail,

    /** Every course of the tenant, published or not, in catalogue order, with lesson counts. */
    async list(caller: UserRow): Promise<CoachAcademyCourse[]> {
      const rows = await db.select({ c: courses, total: totalLessons }).from(courses)
        .where(eq(courses.tenantId, caller.tenantId)).orderBy(asc(courses.order), asc(courses.id));
      return rows.map((r) => presentCourse(r.c, r.total));
    },

    async create(caller: UserRow, body: CourseChanges & { title: string }): Promise<CoachAcademyCourseDetail> {
      const [last] = await db.select({ n: max(courses.order) }).from(courses).where(eq(courses.tenantId, caller.tenantId));
      const [row] = await db.insert(courses).values({ ...courseValues(body), title: body.title, tenantId: caller.tenantId, order: (last?.n ?? 0) + 1 }).returning();
      return detail(caller, row!.id);
    },

    async update(caller: UserRow, id: number, body: CourseChanges): Promise<CoachAcademyCourseDetail> {
      await ownCourse(caller, id);
      const values = courseValues(body);
      if (Object.keys(values).length) await db.update(courses).set(values).where(eq(courses.id, id));
      return detail(caller, id);
    },

    /** Sets the course's picture; answers the course and the picture it replaced. */
    async setImage(caller: UserRow, id: number, image: string) {
      const course = await ownCourse(caller, id);
      await db.update(courses).set({ image }).where(eq(courses.id, id));
      return { course: await detail(caller, id), previous: course.image };
    },

    /** Deletes the course and its lessons; answers the picture it had, for the caller to remove. */
    async remove(caller: UserRow, id: number) {
      const course = await ownCourse(caller, id);
      await db.delete(courses).where(eq(courses.id, course.id));
      return { id: course.id, image: course.image };
    },

    async createLesson(caller: UserRow, courseId: number, body: LessonChanges & { title: string }): Promise<CoachAcademyLesson> {
      const course = await ownCourse(caller, courseId);
      const [last] = await db.select({ n: max(lessons.order) }).from(lessons).where(eq(lessons.courseId, course.id));
      const [row] = await db.insert(lessons).values({
        ...lessonValues(body), title: body.title, tenantId: caller.tenantId, courseId: course.id, order: (last?.n ?? 0) + 1,
      }).returning();
      return presentLesson(row!);
    },

    async lesson(caller: UserRow, courseId: number, id: number): Promise<CoachAcademyLesson> {
      return presentLesson(await ownLesson(caller, courseId, id));
    },

    async updateLesson(caller: UserRow, courseId: number, id: number, body: LessonChanges): Promise<CoachAcademyLesson> {
      const lesson = await ownLesson(caller, courseId, id);
      const values = lessonValues(body);
      if (!Object.keys(values).length) return presentLesson(lesson);
      const [row] = await db.update(lessons).set(values).where(eq(lessons.id, lesson.id)).returning();
      return presentLesson(row!);
    },

    async removeLesson(caller: UserRow, courseId: number, id: number): Promise<CoachAcademyCourseDetail> {
      const lesson = await ownLesson(caller, courseId, id);
      await db.delete(lessons).where(eq(lessons.id, lesson.id));
      return detail(caller, courseId);
    },

    /** Numbers the course's lessons 1…n in `ids` order; `ids` must be exactly the course's lessons. */
    async reorder(caller: UserRow, courseId: number, ids: number[]): Promise<CoachAcademyCourseDetail> {
      const course = await ownCourse(caller, courseId);
      await inTransaction(async (t) => {
        const existing = await t.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, course.id));
        const all = new Set(existing.map((l) => l.id));
        if (ids.length !== all.size || ids.some((id) => !all.has(id))) throw invalid({ lesson_ids: [CONTENT_MESSAGES.orderMismatch] });
        const rows = sql.join(ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`), sql`, `);
        await t.execute(sql`update "academy_lessons" l set "lesson_order" = v.ord from (values ${rows}) as v(id, ord)
          where l.id = v.id and l.course_id = ${course.id}`);
      });
      return detail(caller, courseId);
    },
  };
}
