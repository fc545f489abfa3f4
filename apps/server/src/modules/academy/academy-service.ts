import { and, asc, eq, sql } from 'drizzle-orm';
import type { AcademyCourse, AcademyCourseDetail, AcademyLesson } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { academyCourses as courses, academyLessons as lessons, type UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';

// spec §2 /business-academy, §6: the tenant's catalogue, only for users with business_academy.
type CourseRow = typeof courses.$inferSelect;
// The outer column is written out in full (drizzle leaves it unqualified in a single-table select).
const totalLessons = sql<number>`(select count(*)::int from "academy_lessons" al where al.course_id = "academy_courses"."id")`;

const presentCourse = (c: CourseRow, total: number): AcademyCourse => ({
  id: c.id, title: c.title, summary: c.summary, image: c.image, video: c.video, order: c.order, duration: c.duration, total_lessons: total,
});
const presentLesson = (l: typeof lessons.$inferSelect): AcademyLesson => ({
  id: l.id, course_id: l.courseId, title: l.title, summary: l.summary, image: l.image, video: l.video,
  body: l.body, order: l.order, duration: l.duration,
});

export function academyService(db: Db) {
  const guard = (caller: UserRow) => {
    if (!caller.businessAcademy) throw forbidden();
  };
  const visible = (caller: UserRow) => and(eq(courses.tenantId, caller.tenantId), eq(courses.published, true));

  return {
    async courses(caller: UserRow): Promise<AcademyCourse[]> {
      guard(caller);
      const rows = await db.select({ c: courses, total: totalLessons }).from(courses).where(visible(caller)).orderBy(asc(courses.order), asc(courses.id));
      return rows.map((r) => presentCourse(r.c, r.total));
    },

    /** One course with its lessons in order; another tenant's or an unpublished course is 404. */
    async course(caller: UserRow, id: number): Promise<AcademyCourseDetail> {
      guard(caller);
      const [row] = await db.select({ c: courses, total: totalLessons }).from(courses).where(and(visible(caller), eq(courses.id, id))).limit(1);
      if (!row) throw notFound();
      const rows = await db.select().from(lessons)
        .where(and(eq(lessons.tenantId, caller.tenantId), eq(lessons.courseId, id))).orderBy(asc(lessons.order), asc(lessons.id));
      return { ...presentCourse(row.c, row.total), lessons: rows.map(presentLesson) };
    },
  };
}
