import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { academyCourses, academyLessons, ideaCategories, ideas, type UserRow } from '../../src/db/schema/index.ts';

/**
 * Issue 12: the tenant's content for the content-editing rows of the matrix — a course with lessons,
 * a category with an idea — and what a granted delete uses up: per caller a spare course, lesson,
 * empty category and idea.
 */
export interface ContentIds {
  courseId: number; lessonIds: number[]; lessonId: number; categoryId: number; ideaId: number;
  spareCourseIds: number[]; spareLessonIds: number[]; spareCategoryIds: number[]; spareIdeaIds: number[];
}

export async function contentOf(db: Db, user: UserRow, spares: number): Promise<ContentIds> {
  const tag = `matrix-content-${user.id}`;
  const [course, ...spareCourses] = await db.insert(academyCourses).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, title: `Matrix course ${i}`, order: 1_000 + i, published: false,
  }))).returning();
  const made = await db.insert(academyLessons).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, courseId: course!.id, title: `Matrix lesson ${i}`, order: i + 1,
  }))).returning();
  const [category, ...spareCategories] = await db.insert(ideaCategories).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, slug: `${tag}-${i}`, name: `Matrix category ${i}`, position: 1_000 + i,
  }))).returning();
  const madeIdeas = await db.insert(ideas).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, categoryId: category!.id, slug: `${tag}-idea-${i}`, title: `Matrix content idea ${i}`,
  }))).returning();
  const ordered = await db.select({ id: academyLessons.id }).from(academyLessons).where(eq(academyLessons.courseId, course!.id)).orderBy(asc(academyLessons.order));
  return {
    courseId: course!.id, lessonIds: ordered.map((l) => l.id), lessonId: made[0]!.id, categoryId: category!.id, ideaId: madeIdeas[0]!.id,
    spareCourseIds: spareCourses.map((c) => c.id), spareLessonIds: made.slice(1).map((l) => l.id),
    spareCategoryIds: spareCategories.map((c) => c.id), spareIdeaIds: madeIdeas.slice(1).map((i) => i.id),
  };
}
