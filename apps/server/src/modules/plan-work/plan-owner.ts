import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessments, implementationPaths, users, type UserRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { subjectFor } from '../coach/coach-policy.ts';

/** Whose plan: one client in one tenant. Every query of this module names both (DESIGN §5). */
export interface PlanOwner { tenantId: number; userId: number }

/**
 * The owner a call names (`user_id`, default the caller): themselves, a coach's client, anyone in
 * an admin's tenant (coach-policy subjectFor: anyone else is 403).
 */
export async function planOwnerFor(db: Db, caller: UserRow, userId: number | undefined): Promise<PlanOwner> {
  return { tenantId: caller.tenantId, userId: await subjectFor(db, caller, userId) };
}

/** The owner's assessment with this id, or 404 (another user's assessment is not revealed). */
export async function ownedAssessment(db: Db, o: PlanOwner, assessmentId: number) {
  const [row] = await db.select().from(assessments)
    .where(and(eq(assessments.tenantId, o.tenantId), eq(assessments.userId, o.userId), eq(assessments.id, assessmentId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A focus area (implementation path) of the owner's assessment, or 404. */
export async function ownedFocusArea(db: Db, o: PlanOwner, assessmentId: number, path: string) {
  await ownedAssessment(db, o, assessmentId);
  const [row] = await db.select().from(implementationPaths)
    .where(and(eq(implementationPaths.assessmentId, assessmentId), eq(implementationPaths.path, path))).limit(1);
  if (!row) throw notFound();
  return row;
}

export type AllowFlag = 'allowEditResponsibility' | 'allowEditDeadline' | 'allowAddTeamMember';
const REFUSED: Record<AllowFlag, string> = {
  allowEditResponsibility: 'Your coach has not enabled changing who is responsible for a task.',
  allowEditDeadline: 'Your coach has not enabled changing task deadlines.',
  allowAddTeamMember: 'Your coach has not enabled adding team members.',
};

/** The owner's time zone, or UTC when theirs is unset or unknown to this runtime. */
export function ownerTimeZone(owner: UserRow): string {
  try { if (owner.timeZone) { new Intl.DateTimeFormat('en-US', { timeZone: owner.timeZone }); return owner.timeZone; } } catch { /* unknown zone */ }
  return 'UTC';
}

/** The owner's row (its allow-flags and time zone). */
export async function ownerRow(db: Db, o: PlanOwner, lock = false): Promise<UserRow> {
  const query = db.select().from(users).where(and(eq(users.tenantId, o.tenantId), eq(users.id, o.userId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * spec §6: the flags switch what the client may edit. They are stored on the client's row and set
 * by their coach, so they bind the client; the coach (or an admin) acting for them is not bound.
 */
export async function requireAllowed(db: Db, caller: UserRow, o: PlanOwner, flag: AllowFlag) {
  if (caller.id !== o.userId) return;
  const owner = await ownerRow(db, o);
  if (!owner[flag]) throw new HttpError(403, REFUSED[flag]);
}

/**
 * docs/domain.md "Who may change what": a client edits, deletes and restores only what they made
 * themselves (`created_by` = the owner); what their coach (or an admin) set stays as the coach set
 * it. The coach or an admin acting for the client may change either.
 */
export function requireMadeByOwner(caller: UserRow, o: PlanOwner, createdBy: number | null, refusal: string) {
  if (caller.id === o.userId && createdBy !== o.userId) throw new HttpError(403, refusal);
}
