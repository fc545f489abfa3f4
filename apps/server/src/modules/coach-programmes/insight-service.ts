import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { LESSON_ACCESS_ALLOWED, LESSON_STEPS, type GroupInsight, type InsightLesson } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { lessonAnalytics as la, lessons, memberGroupLessons as mgl, userGroups, type GroupRow, type UserRow } from '../../db/schema/index.ts';
import { ownGroup } from './group-access.ts';
import { completionWeeks } from './insight-weeks.ts';
import { profitImpactCents } from './profit-impact.ts';

// Issue 12 Insight, per group and lesson (docs/domain.md "Coach: programmes"): members it is open
// for (lesson_access 1), members who have done it (post-meeting step ticked, as the client's own
// progress counts it), checklist steps ticked (the five lesson-analytics steps), the profit impact
// members gave (profit-impact.ts), and lessons completed per week. The totals are over published
// lessons only.

const validZone = (tz: string | null) => {
  if (!tz) return null;
  try { new Intl.DateTimeFormat('en-US', { timeZone: tz }); return tz; } catch { return null; }
};

const stepsTicked = sql<number>`coalesce(sum(${sql.join(LESSON_STEPS.map((s) => sql`${sql.identifier(s)}::int`), sql` + `)}), 0)::int`;

export function insightService(db: Db, now: () => Date) {
  return {
    async insight(caller: UserRow, groupId: number): Promise<{ group: GroupRow; insight: GroupInsight }> {
      const group = await ownGroup(db, caller, groupId);
      const ofGroup = eq(la.groupId, group.id);
      const [list, [members], opened, work, impacts, completions] = await Promise.all([
        db.select().from(lessons).where(eq(lessons.groupId, group.id)).orderBy(asc(lessons.lessonOrder), asc(lessons.id)),
        db.select({ n: count() }).from(userGroups).where(eq(userGroups.groupId, group.id)),
        db.select({ lessonId: mgl.lessonId, n: count() }).from(mgl)
          .where(and(eq(mgl.groupId, group.id), eq(mgl.lessonAccess, LESSON_ACCESS_ALLOWED))).groupBy(mgl.lessonId),
        db.select({ lessonId: la.lessonId, done: sql<number>`(count(*) filter (where ${la.postMeeting}))::int`, steps: stepsTicked })
          .from(la).where(ofGroup).groupBy(la.lessonId),
        db.select({ lessonId: la.lessonId, text: la.profitImpact }).from(la).where(and(ofGroup, isNotNull(la.profitImpact))),
        db.select({ at: la.updatedAt }).from(la).where(and(ofGroup, eq(la.postMeeting, true))),
      ]);
      const memberCount = members?.n ?? 0;
      const openBy = new Map(opened.map((o) => [o.lessonId, o.n]));
      const workBy = new Map(work.map((w) => [w.lessonId, w]));
      const impactBy = new Map<number, { cents: number; entries: number }>();
      for (const { lessonId, text } of impacts) {
        const cents = profitImpactCents(text);
        if (cents === null) continue;
        const sum = impactBy.get(lessonId) ?? { cents: 0, entries: 0 };
        impactBy.set(lessonId, { cents: sum.cents + cents, entries: sum.entries + 1 });
      }
      const rows: InsightLesson[] = list.map((l) => ({
        lesson_id: l.id, title: l.title, lesson_order: l.lessonOrder, published: l.published, members: memberCount,
        open: openBy.get(l.id) ?? 0, done: workBy.get(l.id)?.done ?? 0,
        steps_done: workBy.get(l.id)?.steps ?? 0, steps_total: memberCount * LESSON_STEPS.length,
        profit_impact_total: (impactBy.get(l.id)?.cents ?? 0) / 100, profit_impact_entries: impactBy.get(l.id)?.entries ?? 0,
      }));
      const timeZone = validZone(caller.timeZone) ?? 'UTC';
      // the totals count what members can see: a draft's steps are not on their checklist (the
      // client's own page counts published lessons only), and work left on a lesson since
      // unpublished does not count either
      const published = rows.filter((r) => r.published);
      const sum = (pick: (r: InsightLesson) => number) => published.reduce((n, r) => n + pick(r), 0);
      return {
        group,
        insight: {
          group_id: group.id, members: memberCount, time_zone: timeZone, lessons: rows,
          totals: {
            done: sum((r) => r.done), steps_done: sum((r) => r.steps_done), steps_total: sum((r) => r.steps_total),
            profit_impact_total: published.reduce((n, r) => n + (impactBy.get(r.lesson_id)?.cents ?? 0), 0) / 100,
          },
          weeks: completionWeeks(completions.map((c) => c.at), timeZone, { start: group.startDate, end: group.endDate, now: now() }),
        },
      };
    },
  };
}
