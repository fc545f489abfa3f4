import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { assessments, boardCards, commitments, teamMembers, type UserRow } from '../../src/db/schema/index.ts';
import { buildCard, buildCommitment, buildTeamMember } from '../../src/db/seed/demo-plan-work.ts';

/**
 * Ids of a user's plan work for the authorisation matrix (issue 9), built when the seed gave them none;
 * a commitment the user made, and spares of their own for the delete rows to use up (one per caller),
 * which the restore rows then put back in the same order.
 */
export interface PlanWorkIds {
  assessmentId: number; path: string; cardId: number; commitmentId: number; teamMemberId: number; ownCommitmentId: number;
  spareCardIds: number[]; spareCommitmentIds: number[]; deletedCardIds: number[]; deletedCommitmentIds: number[];
}

export async function planWorkOf(db: Db, user: UserRow, spares: number): Promise<PlanWorkIds> {
  const o = { tenantId: user.tenantId, userId: user.id };
  const [a] = await db.select().from(assessments).where(and(eq(assessments.tenantId, o.tenantId), eq(assessments.userId, o.userId)))
    .orderBy(asc(assessments.id)).limit(1);
  if (!a) throw new Error(`${user.email} has no assessment`);
  const path = 'pricing';
  const [card] = await db.select({ id: boardCards.id }).from(boardCards).where(and(eq(boardCards.userId, user.id), eq(boardCards.path, path))).limit(1);
  const [task] = await db.select({ id: commitments.id }).from(commitments).where(eq(commitments.userId, user.id)).orderBy(asc(commitments.id)).limit(1);
  const [member] = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.userId, user.id)).limit(1);
  const own = (title: string) => buildCommitment(db, { ...o, title, createdBy: user.id });
  const spareCards = [];
  const spareTasks = [];
  for (let i = 0; i < spares; i += 1) {
    spareCards.push((await buildCard(db, { ...o, assessmentId: a.id, path, board: 'reminders', title: `Matrix reminder ${i}`, position: i })).id);
    spareTasks.push((await own(`Matrix own task ${i}`)).id);
  }
  return {
    ownCommitmentId: (await own('Matrix own task')).id, spareCardIds: spareCards, spareCommitmentIds: spareTasks,
    deletedCardIds: [], deletedCommitmentIds: [],
    assessmentId: a.id, path,
    cardId: card?.id ?? (await buildCard(db, { ...o, assessmentId: a.id, path, title: 'Matrix step' })).id,
    commitmentId: task?.id ?? (await buildCommitment(db, { ...o, title: 'Matrix task' })).id,
    teamMemberId: member?.id ?? (await buildTeamMember(db, { ...o, firstName: 'Matrix', lastName: 'Member' })).id,
  };
}
