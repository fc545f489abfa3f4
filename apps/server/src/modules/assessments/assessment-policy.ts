import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, type UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { mayActFor } from '../users/user-policy.ts';

export type AssessmentRow = typeof assessments.$inferSelect;

/** Whose assessments a list shows: the caller's own; a coach may name a client (spec §6). */
export async function assessmentOwnerFor(db: Db, caller: UserRow, requested: number | undefined): Promise<number> {
  if (!requested || requested === caller.id) return caller.id;
  if (!(await mayActFor(db, caller, requested))) throw forbidden();
  return requested;
}

/**
 * An assessment the caller may read: their own, a client's for their coach, any in the tenant for
 * an admin. Anything else is 404, the same as an id that does not exist (DESIGN §4: reveal nothing).
 */
export async function readableAssessment(db: Db, caller: UserRow, id: number): Promise<AssessmentRow> {
  const [row] = await db.select().from(assessments)
    .where(and(eq(assessments.tenantId, caller.tenantId), eq(assessments.id, id))).limit(1);
  if (!row) throw notFound();
  if (row.userId !== caller.id && !(await mayActFor(db, caller, row.userId))) throw notFound();
  return row;
}

/** Ticking lesson items is the client's own work; a coach reads but does not tick for them. */
export async function ownAssessment(db: Db, caller: UserRow, id: number): Promise<AssessmentRow> {
  const row = await readableAssessment(db, caller, id);
  if (row.userId !== caller.id) throw forbidden();
  return row;
}
