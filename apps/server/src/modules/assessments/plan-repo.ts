import { and, asc, eq, gte } from 'drizzle-orm';
import { LESSON_ACCESS_ALLOWED } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import {
  accessEntries, checkedLessonItems, implementationLessons, implementationPaths, progressEntries, scheduleEntries,
} from '../../db/schema/index.ts';
import type { AssessmentRow } from './assessment-policy.ts';

/** spec §4/§9: a path is open when its access entry is 1; no entry means closed. */
export const accessAllowed = (access: number | null | undefined) => access === LESSON_ACCESS_ALLOWED;

/** The implementation plan of one assessment, with its owner's access and progress rows. */
export async function loadPlan(db: Db, a: AssessmentRow) {
  const [paths, access, progress, lessons] = await Promise.all([
    db.select().from(implementationPaths).where(eq(implementationPaths.assessmentId, a.id)).orderBy(asc(implementationPaths.order), asc(implementationPaths.id)),
    db.select().from(accessEntries).where(and(eq(accessEntries.tenantId, a.tenantId), eq(accessEntries.assessmentId, a.id))).orderBy(asc(accessEntries.id)),
    db.select().from(progressEntries).where(and(eq(progressEntries.tenantId, a.tenantId), eq(progressEntries.assessmentId, a.id),
      eq(progressEntries.userId, a.userId))).orderBy(asc(progressEntries.id)),
    db.select({ lesson: implementationLessons, path: implementationPaths.path }).from(implementationLessons)
      .innerJoin(implementationPaths, eq(implementationPaths.id, implementationLessons.pathId))
      .where(eq(implementationPaths.assessmentId, a.id))
      .orderBy(asc(implementationPaths.order), asc(implementationLessons.order), asc(implementationLessons.id)),
  ]);
  const isOpen = (path: string) => access.some((x) => x.path === path && accessAllowed(x.access));
  return { paths, access, progress, lessons, isOpen };
}
export type Plan = Awaited<ReturnType<typeof loadPlan>>;

export function checkedItemsOf(db: Db, a: AssessmentRow, lessonId?: number) {
  const scope = and(eq(checkedLessonItems.tenantId, a.tenantId), eq(checkedLessonItems.userId, a.userId), eq(checkedLessonItems.assessmentId, a.id));
  return db.select().from(checkedLessonItems)
    .where(lessonId ? and(scope, eq(checkedLessonItems.lessonId, lessonId)) : scope)
    .orderBy(asc(checkedLessonItems.lessonId), asc(checkedLessonItems.createdAt), asc(checkedLessonItems.itemKey));
}

/** The owner's coming appointments (their coach-provided schedule), for the lesson page. */
export function upcomingAppointments(db: Db, a: AssessmentRow, now: Date) {
  return db.select().from(scheduleEntries)
    .where(and(eq(scheduleEntries.tenantId, a.tenantId), eq(scheduleEntries.userId, a.userId), gte(scheduleEntries.startsAt, now)))
    .orderBy(asc(scheduleEntries.startsAt)).limit(10);
}

/** One lesson of the assessment's plan, with its path and that path's access (null: no entry). */
export async function planLesson(db: Db, a: AssessmentRow, lessonId: number) {
  const [row] = await db.select({ lesson: implementationLessons, path: implementationPaths, access: accessEntries.access })
    .from(implementationLessons)
    .innerJoin(implementationPaths, eq(implementationPaths.id, implementationLessons.pathId))
    .leftJoin(accessEntries, and(eq(accessEntries.tenantId, a.tenantId), eq(accessEntries.assessmentId, a.id), eq(accessEntries.path, implementationPaths.path)))
    .where(and(eq(implementationLessons.id, lessonId), eq(implementationPaths.assessmentId, a.id))).limit(1);
  return row ?? null;
}
