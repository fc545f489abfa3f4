import { and, eq } from 'drizzle-orm';
import { fieldErrors, ManageAnalyticsInput, type LessonAnalytics } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { lessonAnalytics as la, type UserRow } from '../../db/schema/index.ts';
import { gqlBadInput, gqlForbidden } from '../../graphql/errors.ts';
import { mayWriteFor } from '../programmes/programme-policy.ts';
import { visibleLesson } from './lesson-list.ts';

// spec §3 Lesson analytics; §7 analyticsSearch and manageAnalytics. One row per member and lesson
// of a user group. The member writes; their coach and a tenant admin may read.
export interface AnalyticsIds { groupId: number; userGroupId: number; lessonId: number; userId: number }
type Row = typeof la.$inferSelect;

export function presentAnalytics(r: Row): LessonAnalytics {
  return {
    id: String(r.id), group_id: String(r.groupId), user_group_id: String(r.userGroupId), lesson_id: String(r.lessonId),
    user_id: String(r.userId), profit_impact: r.profitImpact, notes: r.notes, pre_meeting: r.preMeeting,
    attend_meeting: r.attendMeeting, meeting_worksheet: r.meetingWorksheet, taken_quiz: r.takenQuiz,
    post_meeting: r.postMeeting, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
  };
}

/** Only the fields given change: absent stays; a null text clears it; a null checkbox stays. */
function changes(input: ManageAnalyticsInput) {
  const parsed = ManageAnalyticsInput.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw gqlBadInput(Object.values(fields).flat().join(' '), fields);
  }
  const v = parsed.data;
  const set: Partial<Row> = {};
  if (v.profit_impact !== undefined) set.profitImpact = v.profit_impact || null;
  if (v.notes !== undefined) set.notes = v.notes || null;
  const flags = { pre_meeting: 'preMeeting', attend_meeting: 'attendMeeting', meeting_worksheet: 'meetingWorksheet', taken_quiz: 'takenQuiz', post_meeting: 'postMeeting' } as const;
  for (const [field, column] of Object.entries(flags)) {
    const value = v[field as keyof typeof flags];
    if (typeof value === 'boolean') set[column] = value;
  }
  return set;
}

export function analyticsService(db: Db, now: () => Date) {
  /** The user group and lesson named, if the caller may see them (the same FORBIDDEN otherwise). */
  async function scope(caller: UserRow, ids: AnalyticsIds) {
    const found = await visibleLesson(db, caller, ids, now());
    if (!found) throw gqlForbidden();
    return found;
  }

  return {
    async search(caller: UserRow, ids: AnalyticsIds): Promise<LessonAnalytics | null> {
      await scope(caller, ids);
      const [row] = await db.select().from(la)
        .where(and(eq(la.userGroupId, ids.userGroupId), eq(la.lessonId, ids.lessonId), eq(la.userId, ids.userId))).limit(1);
      return row ? presentAnalytics(row) : null;
    },

    /** An upsert on (user group, lesson, member): concurrent saves of different fields both survive. */
    async manage(caller: UserRow, ids: AnalyticsIds, input: ManageAnalyticsInput): Promise<LessonAnalytics> {
      const { rec, lesson } = await scope(caller, ids);
      if (!mayWriteFor(caller, rec)) throw gqlForbidden();
      if (lesson.lesson_access !== 1) throw gqlBadInput('This lesson is locked.');
      const set = { ...changes(input), updatedAt: now() };
      const [row] = await db.insert(la).values({
        tenantId: caller.tenantId, groupId: rec.ug.groupId, userGroupId: rec.ug.id, lessonId: ids.lessonId, userId: rec.ug.userId, createdAt: set.updatedAt, ...set,
      }).onConflictDoUpdate({ target: [la.userGroupId, la.lessonId, la.userId], set }).returning();
      return presentAnalytics(row!);
    },
  };
}
