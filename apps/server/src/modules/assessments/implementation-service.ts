import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CheckedItem, CheckedItemReply, ImplementationPath, LessonPageState } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { checkedLessonItems, implementationLessons, progressEntries, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { ownAssessment, readableAssessment, type AssessmentRow } from './assessment-policy.ts';
import type { AssessmentService } from './assessment-service.ts';
import { presentPaths } from './assessment-service.ts';
import { accessAllowed, checkedItemsOf, loadPlan, planLesson, upcomingAppointments } from './plan-repo.ts';
import { presentAccess, presentLesson, presentProgress } from './present.ts';

const LESSON_LOCKED = 'This lesson is locked until your coach opens its path.';

const presentChecked = (c: typeof checkedLessonItems.$inferSelect): CheckedItem => ({
  assessment_id: c.assessmentId, lesson_id: c.lessonId, item: c.itemKey, created_at: c.createdAt.toISOString(),
});

/** Progress of a path = ticked items / all items of its lessons (recomputed on every tick). */
async function recomputeProgress(db: Db, a: AssessmentRow, pathId: number, path: string, now: Date) {
  const lessons = await db.select({ id: implementationLessons.id, items: implementationLessons.items })
    .from(implementationLessons).where(eq(implementationLessons.pathId, pathId));
  const total = lessons.reduce((n, l) => n + l.items.length, 0);
  const ids = lessons.map((l) => l.id);
  const [row] = ids.length ? await db.select({ n: sql<number>`count(*)::int` }).from(checkedLessonItems)
    .where(and(eq(checkedLessonItems.userId, a.userId), eq(checkedLessonItems.assessmentId, a.id), inArray(checkedLessonItems.lessonId, ids))) : [];
  const done = row?.n ?? 0;
  const percent = total ? Math.round((done * 100) / total) : 0;
  const status = percent >= 100 ? 'completed' as const : done > 0 ? 'in_progress' as const : 'not_started' as const;
  const [saved] = await db.insert(progressEntries)
    .values({ tenantId: a.tenantId, assessmentId: a.id, userId: a.userId, path, status, percent, updatedAt: now })
    .onConflictDoUpdate({ target: [progressEntries.assessmentId, progressEntries.userId, progressEntries.path], set: { status, percent, updatedAt: now } })
    .returning();
  return presentProgress(saved!);
}

// spec §3 Lesson-page state, §4 Lessons, §7 coachingportal/implementation/show.
export function implementationService(deps: Deps, assessmentsSvc: AssessmentService) {
  const { db } = deps;

  async function changeItem(caller: UserRow, body: { assessment_id: number; lesson_id: number; item: string }, add: boolean): Promise<CheckedItemReply> {
    const a = await ownAssessment(db, caller, body.assessment_id);
    const found = await planLesson(db, a, body.lesson_id);
    if (!found) throw notFound();
    if (!accessAllowed(found.access)) throw new HttpError(403, LESSON_LOCKED);
    if (!found.lesson.items.some((i) => i.key === body.item)) throw invalid({ item: ['This lesson has no such item.'] });
    const now = deps.now();
    const progress = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const key = { userId: a.userId, lessonId: found.lesson.id, itemKey: body.item };
      if (add) await t.insert(checkedLessonItems).values({ ...key, tenantId: a.tenantId, assessmentId: a.id, createdAt: now }).onConflictDoNothing();
      else await t.delete(checkedLessonItems).where(and(eq(checkedLessonItems.userId, key.userId), eq(checkedLessonItems.lessonId, key.lessonId), eq(checkedLessonItems.itemKey, key.itemKey)));
      return recomputeProgress(t, a, found.path.id, found.path.path, now);
    });
    return { checked_items: (await checkedItemsOf(db, a, found.lesson.id)).map(presentChecked), progress };
  }

  return {
    async show(caller: UserRow, assessmentId: number): Promise<{ implementation: ImplementationPath[]; data: LessonPageState }> {
      const a = await readableAssessment(db, caller, assessmentId);
      const [plan, checked, appointments, list] = await Promise.all([
        loadPlan(db, a), checkedItemsOf(db, a), upcomingAppointments(db, a, deps.now()), assessmentsSvc.listFor(a.tenantId, a.userId),
      ]);
      return {
        implementation: presentPaths(a, plan),
        data: {
          lessons: plan.lessons.map((l) => presentLesson(l.lesson, a.id, l.path, plan.isOpen(l.path))),
          appointments: appointments.map((s) => ({
            id: s.id, title: s.title, starts_at: s.startsAt.toISOString(), ends_at: s.endsAt?.toISOString() ?? null,
            time_zone: s.timeZone, meeting_url: s.meetingUrl,
          })),
          assessments: list,
          progress: plan.progress.map(presentProgress),
          access: plan.access.map(presentAccess),
          checked_items: checked.map(presentChecked),
        },
      };
    },
    addItem: (caller: UserRow, body: { assessment_id: number; lesson_id: number; item: string }) => changeItem(caller, body, true),
    removeItem: (caller: UserRow, body: { assessment_id: number; lesson_id: number; item: string }) => changeItem(caller, body, false),
  };
}
