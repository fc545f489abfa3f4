import { and, asc, eq, gte, sql, type Column } from 'drizzle-orm';
import type { PlanAccessReply, PlanSubjectBody, TrackerReply } from '@portal/contract';
import type { z } from 'zod';
import { accessEntries, assessments, boardCards, commitments, implementationPaths, type UserRow } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { zoned } from '../../db/seed/time.ts';
import { accessAllowed } from '../assessments/plan-repo.ts';
import { ownedAssessment, ownerRow, ownerTimeZone, planOwnerFor } from './plan-owner.ts';

type SubjectBody = z.output<typeof PlanSubjectBody>;
export const TRACKER_MONTHS = 12;


/** The first instants of the last TRACKER_MONTHS months in `timeZone`, and of the next month, with their YYYY-MM. */
export function monthStarts(now: Date, timeZone: string) {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' })
    .formatToParts(now).map((x) => [x.type, Number(x.value)]));
  return Array.from({ length: TRACKER_MONTHS + 1 }, (_, i) => {
    const d = new Date(Date.UTC(p.year!, p.month! - TRACKER_MONTHS + i, 1));
    return { month: d.toISOString().slice(0, 7), at: zoned(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, 0, 0, timeZone) };
  });
}

/** Counts of `column` per month, one statement: count(*) filter (…) for each month. */
function perMonth(column: Column, starts: { at: Date }[]) {
  const filters = starts.slice(0, -1).map((s, i) =>
    sql`count(*) filter (where ${column} >= ${s.at.toISOString()}::timestamptz and ${column} < ${starts[i + 1]!.at.toISOString()}::timestamptz)::int`);
  return sql<number[]>`array[${sql.join(filters, sql`, `)}]`;
}

// spec §7 actionsteps/access and tracker/monthly.
export function planService(deps: Deps) {
  const { db } = deps;
  return {
    /** The focus areas the client may open (spec §4/§9 access = 1) and the §6 flags, as stored for them. */
    async access(caller: UserRow, b: SubjectBody): Promise<PlanAccessReply> {
      const o = await planOwnerFor(db, caller, b.user_id);
      if (b.assessment_id) await ownedAssessment(db, o, b.assessment_id);
      const owner = await ownerRow(db, o);
      const rows = await db.select({ access: accessEntries, name: implementationPaths.name }).from(accessEntries)
        .innerJoin(assessments, eq(assessments.id, accessEntries.assessmentId))
        .innerJoin(implementationPaths, and(eq(implementationPaths.assessmentId, accessEntries.assessmentId), eq(implementationPaths.path, accessEntries.path)))
        .where(and(eq(accessEntries.tenantId, o.tenantId), eq(assessments.tenantId, o.tenantId), eq(assessments.userId, o.userId),
          ...(b.assessment_id ? [eq(assessments.id, b.assessment_id)] : [])))
        .orderBy(asc(assessments.id), asc(implementationPaths.order), asc(implementationPaths.id));
      const open = rows.filter((r) => accessAllowed(r.access.access));
      return {
        focus_areas: open.map((r) => ({ assessment_id: r.access.assessmentId, path: r.access.path, name: r.name, access: 1 as const })),
        access: open.map((r) => ({ assessment_id: r.access.assessmentId, path: r.access.path, access: 1 as const })),
        allowEditResponsibility: owner.allowEditResponsibility,
        allowEditDeadline: owner.allowEditDeadline,
        allowAddTeamMember: owner.allowAddTeamMember,
      };
    },

    /** Action steps (not reminders) and commitments created and completed per month, in the owner's time zone. */
    async monthly(caller: UserRow, b: SubjectBody): Promise<TrackerReply> {
      const o = await planOwnerFor(db, caller, b.user_id);
      if (b.assessment_id) await ownedAssessment(db, o, b.assessment_id);
      const timeZone = ownerTimeZone(await ownerRow(db, o));
      const starts = monthStarts(deps.now(), timeZone);
      const since = starts[0]!.at;
      const [steps] = await db.select({ done: perMonth(boardCards.completedAt, starts), made: perMonth(boardCards.createdAt, starts) })
        .from(boardCards).where(and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId), eq(boardCards.board, 'action_steps'),
          sql`(${gte(boardCards.createdAt, since)} or ${gte(boardCards.completedAt, since)})`,
          ...(b.assessment_id ? [eq(boardCards.assessmentId, b.assessment_id)] : [])));
      const [tasks] = await db.select({ done: perMonth(commitments.completedAt, starts), made: perMonth(commitments.createdAt, starts) })
        .from(commitments).where(and(eq(commitments.tenantId, o.tenantId), eq(commitments.userId, o.userId),
          sql`(${gte(commitments.createdAt, since)} or ${gte(commitments.completedAt, since)})`));
      return {
        time_zone: timeZone,
        months: starts.slice(0, -1).map((s, i) => ({
          month: s.month,
          action_steps_completed: steps?.done[i] ?? 0, action_steps_created: steps?.made[i] ?? 0,
          commitments_completed: tasks?.done[i] ?? 0, commitments_created: tasks?.made[i] ?? 0,
        })),
      };
    },
  };
}
