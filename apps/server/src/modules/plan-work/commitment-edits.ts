import { and, eq, sql } from 'drizzle-orm';
import {
  COMMITMENTS_MAX, DEADLINE_IN_PAST, PLAN_MESSAGES, RESTORE_WINDOW_MS, type Commitment, type PlanItemBody, type PlanItemDeleted, type TaskAddBody,
  type TaskEditBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assessments, commitments, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { findCommitment, findMember, presentCommitment, updateCommitment } from './commitment-repo.ts';
import { binItem, binnedItem, unbinItem } from './plan-bin.ts';
import { planOwnerFor, requireMadeByOwner, type PlanOwner } from './plan-owner.ts';

type ItemBody = z.output<typeof PlanItemBody>;

// A client makes commitments of their own and corrects them: text, delete, and undo of a delete
// (docs/domain.md "Who may change what"); the deadline and who is responsible keep their spec calls
// and §6 flags. A deleted commitment's attached file stays in storage, as after a coach's delete.
export function commitmentEdits(deps: Deps) {
  const { db } = deps;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  async function ownCommitment(caller: UserRow, o: PlanOwner, id: number) {
    const row = await findCommitment(db, o, id);
    if (!row) throw notFound();
    requireMadeByOwner(caller, o, row.c.createdBy, PLAN_MESSAGES.coachSetCommitment);
    return row;
  }

  async function present(o: PlanOwner, id: number, tx: Db = db): Promise<Commitment> {
    const row = await findCommitment(tx, o, id);
    if (!row) throw notFound();
    return presentCommitment(row.c, row.m, deps.now());
  }

  return {
    /** A commitment of the caller's making, in "to do" (its deadline, if any, in the future). */
    async add(caller: UserRow, b: z.output<typeof TaskAddBody>): Promise<Commitment> {
      const o = await planOwnerFor(db, caller, b.user_id);
      const now = deps.now();
      const deadline = b.deadline ? new Date(b.deadline) : null;
      if (deadline && deadline.getTime() <= now.getTime()) throw invalid({ deadline: [DEADLINE_IN_PAST] });
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(commitments)
        .where(and(eq(commitments.tenantId, o.tenantId), eq(commitments.userId, o.userId)));
      if ((count?.n ?? 0) >= COMMITMENTS_MAX) throw invalid({ title: [PLAN_MESSAGES.tooManyCommitments] });
      const [row] = await db.insert(commitments).values({
        tenantId: o.tenantId, userId: o.userId, title: b.title, description: b.description ?? '', deadline, status: 0,
        createdBy: caller.id, createdAt: now, updatedAt: now,
      }).returning();
      return presentCommitment(row!, null, now);
    },

    async edit(caller: UserRow, b: z.output<typeof TaskEditBody>): Promise<Commitment> {
      const o = await planOwnerFor(db, caller, b.user_id);
      await ownCommitment(caller, o, b.id);
      if (!await updateCommitment(db, o, b.id, { title: b.title, description: b.description ?? '', updatedAt: deps.now() })) throw notFound();
      return present(o, b.id);
    },

    async remove(caller: UserRow, b: ItemBody): Promise<PlanItemDeleted> {
      const o = await planOwnerFor(db, caller, b.user_id);
      await ownCommitment(caller, o, b.id);
      const now = deps.now();
      if (!await binItem(db, o, 'commitment', b.id, now)) throw notFound();
      return { id: b.id, restore_until: new Date(now.getTime() + RESTORE_WINDOW_MS).toISOString() };
    },

    /** Undo: the commitment as it was; a team member or assessment removed meanwhile is let go, as their deletes do. */
    async restore(caller: UserRow, b: ItemBody): Promise<Commitment> {
      const o = await planOwnerFor(db, caller, b.user_id);
      return inTransaction(async (tx) => {
        const kept = await binnedItem(tx, o, 'commitment', b.id, deps.now());
        requireMadeByOwner(caller, o, kept.created_by, PLAN_MESSAGES.coachSetCommitment);
        const responsible = typeof kept.responsible_id === 'number' && await findMember(tx, o, kept.responsible_id) ? kept.responsible_id : null;
        const assessmentId = typeof kept.assessment_id === 'number' ? kept.assessment_id : null;
        const [assessment] = assessmentId === null ? [] : await tx.select({ id: assessments.id }).from(assessments)
          .where(and(eq(assessments.tenantId, o.tenantId), eq(assessments.userId, o.userId), eq(assessments.id, assessmentId)));
        await unbinItem(tx, o, 'commitment', kept, { responsible_id: responsible, assessment_id: assessment?.id ?? null });
        return present(o, b.id, tx);
      });
    },
  };
}
