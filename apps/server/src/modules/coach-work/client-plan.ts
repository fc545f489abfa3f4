import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CARDS_PER_BOARD, COACH_WORK_MESSAGES, type BoardCard, type CoachCardBody, type CoachCardUpdateBody, type CoachCommitmentBody,
  type CoachPlanReply, type Commitment,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assessments, boardCards, commitments, implementationPaths, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';
import { meetingInstant } from '../coach-programmes/lesson-parts.ts';
import { insertCard, lockBoard, presentCard } from '../plan-work/board-repo.ts';
import { commitmentOf, findCommitment, findMember, listCommitments, listMembers, presentCommitment } from '../plan-work/commitment-repo.ts';
import { ownedFocusArea, ownerTimeZone, type PlanOwner } from '../plan-work/plan-owner.ts';

// Issue 12 "Schedule and work": the action steps, reminders and commitments a coach sets for one
// client. They are the rows the client's /action-steps boards and commitments read (plan-work), so
// they show there at once; the plan-work repositories do the owner-scoped reads and inserts.

const at = (local: string | null, zone: string) => (local ? meetingInstant(local, zone) : null);
const ownerOf = (client: UserRow): PlanOwner => ({ tenantId: client.tenantId, userId: client.id });
const cardOf = (o: PlanOwner, id: number) => and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId), eq(boardCards.id, id));

export function clientPlanService(deps: Deps) {
  const { db } = deps;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));
  const ownerFor = async (caller: UserRow, clientId: number) => ownerOf(await clientInScope(db, clientScopeOf(caller), clientId));

  async function responsible(o: PlanOwner, id: number | null) {
    if (id === null) return null;
    const member = await findMember(db, o, id);
    if (!member) throw invalid({ responsible_id: [COACH_WORK_MESSAGES.noSuchMember] });
    return member;
  }

  const commitmentValues = (b: z.output<typeof CoachCommitmentBody>, now: Date, responsibleId: number | null) => ({
    title: b.title, description: b.description ?? '', deadline: at(b.deadline, b.time_zone), status: b.status,
    responsibleId, completedAt: b.status === 2 ? now : null, updatedAt: now,
  });

  return {
    async plan(caller: UserRow, clientId: number): Promise<CoachPlanReply> {
      const client = await clientInScope(db, clientScopeOf(caller), clientId);
      const o = ownerOf(client);
      const [areas, cards, tasks, team] = await Promise.all([
        db.select({ assessment_id: assessments.id, assessment_title: assessments.title, path: implementationPaths.path, name: implementationPaths.name })
          .from(implementationPaths).innerJoin(assessments, eq(assessments.id, implementationPaths.assessmentId))
          .where(and(eq(assessments.tenantId, o.tenantId), eq(assessments.userId, o.userId)))
          .orderBy(asc(assessments.id), asc(implementationPaths.order), asc(implementationPaths.id)),
        db.select().from(boardCards).where(and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId)))
          .orderBy(asc(boardCards.assessmentId), asc(boardCards.path), asc(boardCards.board), asc(boardCards.status), asc(boardCards.position), asc(boardCards.id)),
        listCommitments(db, o, deps.now()),
        listMembers(db, o),
      ]);
      return { focus_areas: areas, cards: cards.map(presentCard), commitments: tasks, team, time_zone: ownerTimeZone(client) };
    },

    /** A card at the end of the focus area's "to do" column. */
    async addCard(caller: UserRow, clientId: number, b: z.output<typeof CoachCardBody>): Promise<BoardCard> {
      const o = await ownerFor(caller, clientId);
      await ownedFocusArea(db, o, b.assessment_id, b.path);
      const key = { assessmentId: b.assessment_id, path: b.path, board: b.board };
      const now = deps.now();
      return inTransaction(async (tx) => {
        if ((await lockBoard(tx, o, key)).length >= CARDS_PER_BOARD) throw invalid({ title: [`A board holds at most ${CARDS_PER_BOARD} cards.`] });
        await insertCard(tx, o, key, { title: b.title, description: b.description ?? '', status: 0, dueAt: at(b.due_at, b.time_zone), createdBy: caller.id }, now);
        // the board is locked: its newest card is the one just added
        const [row] = await tx.select().from(boardCards).where(and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId),
          eq(boardCards.assessmentId, key.assessmentId), eq(boardCards.path, key.path), eq(boardCards.board, key.board)))
          .orderBy(desc(boardCards.id)).limit(1);
        return presentCard(row!);
      });
    },

    async updateCard(caller: UserRow, clientId: number, cardId: number, b: z.output<typeof CoachCardUpdateBody>): Promise<BoardCard> {
      const o = await ownerFor(caller, clientId);
      const [row] = await db.update(boardCards)
        .set({ title: b.title, description: b.description ?? '', dueAt: at(b.due_at, b.time_zone), updatedAt: deps.now() })
        .where(cardOf(o, cardId)).returning();
      if (!row) throw notFound();
      return presentCard(row);
    },

    async removeCard(caller: UserRow, clientId: number, cardId: number): Promise<{ id: number }> {
      const o = await ownerFor(caller, clientId);
      const [row] = await db.delete(boardCards).where(cardOf(o, cardId)).returning({ id: boardCards.id });
      if (!row) throw notFound();
      return row;
    },

    async addCommitment(caller: UserRow, clientId: number, b: z.output<typeof CoachCommitmentBody>): Promise<Commitment> {
      const o = await ownerFor(caller, clientId);
      const member = await responsible(o, b.responsible_id);
      const now = deps.now();
      const [row] = await db.insert(commitments)
        .values({ tenantId: o.tenantId, userId: o.userId, createdBy: caller.id, createdAt: now, ...commitmentValues(b, now, member?.id ?? null) }).returning();
      return presentCommitment(row!, member, now);
    },

    async updateCommitment(caller: UserRow, clientId: number, commitmentId: number, b: z.output<typeof CoachCommitmentBody>): Promise<Commitment> {
      const o = await ownerFor(caller, clientId);
      const before = await findCommitment(db, o, commitmentId);
      if (!before) throw notFound();
      const member = await responsible(o, b.responsible_id);
      const now = deps.now();
      const values = commitmentValues(b, now, member?.id ?? null);
      // a commitment completed before keeps the time it was completed
      if (b.status === 2 && before.c.completedAt) values.completedAt = before.c.completedAt;
      const [row] = await db.update(commitments).set(values).where(commitmentOf(o, commitmentId)).returning();
      if (!row) throw notFound();
      return presentCommitment(row, member, now);
    },

    async removeCommitment(caller: UserRow, clientId: number, commitmentId: number): Promise<{ id: number }> {
      const o = await ownerFor(caller, clientId);
      const [row] = await db.delete(commitments).where(commitmentOf(o, commitmentId)).returning({ id: commitments.id });
      if (!row) throw notFound();
      return row;
    },
  };
}
