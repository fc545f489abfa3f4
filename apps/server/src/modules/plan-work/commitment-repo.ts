import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Commitment, TeamMember } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { commitments, teamMembers } from '../../db/schema/index.ts';
import type { PlanOwner } from './plan-owner.ts';

// The commitments and team_members queries, every one scoped by tenant and owner (DESIGN §5).

export type CommitmentRow = typeof commitments.$inferSelect;
type MemberRow = typeof teamMembers.$inferSelect;

export const commitmentOf = (o: PlanOwner, id: number) =>
  and(eq(commitments.tenantId, o.tenantId), eq(commitments.userId, o.userId), eq(commitments.id, id));
const membersOf = (o: PlanOwner) => and(eq(teamMembers.tenantId, o.tenantId), eq(teamMembers.userId, o.userId));

export const presentMember = (m: MemberRow): TeamMember => ({ id: m.id, first_name: m.firstName, last_name: m.lastName });

export function presentCommitment(c: CommitmentRow, responsible: MemberRow | null, now: Date): Commitment {
  return {
    id: c.id, user_id: c.userId, assessment_id: c.assessmentId, path: c.path, title: c.title, description: c.description,
    status: c.status as Commitment['status'], responsibility: responsible ? presentMember(responsible) : null,
    deadline: c.deadline?.toISOString() ?? null, file_name: c.fileName,
    overdue: c.status !== 2 && c.deadline !== null && c.deadline.getTime() < now.getTime(), created_by: c.createdBy,
    completed_at: c.completedAt?.toISOString() ?? null, created_at: c.createdAt.toISOString(), updated_at: c.updatedAt.toISOString(),
  };
}

// The responsible member must be on the same owner's team (the join names the owner too).
const responsibleJoin = and(eq(teamMembers.id, commitments.responsibleId), eq(teamMembers.userId, commitments.userId),
  eq(teamMembers.tenantId, commitments.tenantId));

/** The owner's commitments: open ones first by deadline (none last), then completed ones. */
export async function listCommitments(db: Db, o: PlanOwner, now: Date, assessmentId?: number): Promise<Commitment[]> {
  const rows = await db.select({ c: commitments, m: teamMembers }).from(commitments).leftJoin(teamMembers, responsibleJoin)
    .where(and(eq(commitments.tenantId, o.tenantId), eq(commitments.userId, o.userId),
      ...(assessmentId ? [eq(commitments.assessmentId, assessmentId)] : [])))
    .orderBy(sql`${commitments.status} = 2`, sql`${commitments.deadline} asc nulls last`, asc(commitments.position), asc(commitments.id));
  return rows.map((r) => presentCommitment(r.c, r.m, now));
}

export async function findCommitment(db: Db, o: PlanOwner, id: number) {
  const [row] = await db.select({ c: commitments, m: teamMembers }).from(commitments).leftJoin(teamMembers, responsibleJoin)
    .where(commitmentOf(o, id)).limit(1);
  return row ?? null;
}

/** Updates the owner's commitment `id` in one statement; the row after, or null when it is not theirs. */
export async function updateCommitment(db: Db, o: PlanOwner, id: number, set: PgUpdateSetSource<typeof commitments>) {
  const [row] = await db.update(commitments).set(set).where(commitmentOf(o, id)).returning();
  return row ?? null;
}

export function listMembers(db: Db, o: PlanOwner): Promise<TeamMember[]> {
  return db.select({ id: teamMembers.id, first_name: teamMembers.firstName, last_name: teamMembers.lastName })
    .from(teamMembers).where(membersOf(o)).orderBy(asc(teamMembers.firstName), asc(teamMembers.lastName), asc(teamMembers.id));
}

export async function findMember(db: Db, o: PlanOwner, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(teamMembers).where(and(membersOf(o), eq(teamMembers.id, id))).limit(1);
  return row ?? null;
}

export async function countMembers(db: Db, o: PlanOwner): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(teamMembers).where(membersOf(o));
  return row?.n ?? 0;
}
