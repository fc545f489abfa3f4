import { and, eq } from 'drizzle-orm';
import {
  CARDS_PER_BOARD, PLAN_MESSAGES, RESTORE_WINDOW_MS, actionStepStageMessage, stepStatusOf, type BoardCard, type PlanItemBody,
  type PlanItemDeleted, type StepAddBody, type StepListBody, type StepMoveReply, type StepStatusBody, type StepUpdateBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boardCards, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { boardMover, findCard, insertCard, listBoard, lockBoard, presentCard, shiftColumn, type BoardKey } from './board-repo.ts';
import { binItem, binnedItem, unbinItem } from './plan-bin.ts';
import { ownedAssessment, ownedFocusArea, planOwnerFor, requireMadeByOwner, type PlanOwner } from './plan-owner.ts';

type AddBody = z.output<typeof StepAddBody>;
type MoveBody = z.output<typeof StepStatusBody>;
type ListBody = z.output<typeof StepListBody>;
type UpdateBody = z.output<typeof StepUpdateBody>;
type ItemBody = z.output<typeof PlanItemBody>;

const boardOf = (c: { assessmentId: number; path: string; board: BoardKey['board'] }): BoardKey =>
  ({ assessmentId: c.assessmentId, path: c.path, board: c.board });
const fullBoard = () => invalid({ title: [`A board holds at most ${CARDS_PER_BOARD} cards.`] });

// spec §2 /action-steps boards, §4 Boards and Action step status, §7 implementations/add,
// change/action/status, impcoaching/steps; the client's own corrections: update, delete, restore.
export function boardService(deps: Deps) {
  const { db } = deps;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));
  const mover = boardMover(db);

  /** The owner's card that the caller may change, or 404 / 403. */
  async function ownCard(caller: UserRow, o: PlanOwner, id: number) {
    const card = await findCard(db, o, id);
    if (!card) throw notFound();
    requireMadeByOwner(caller, o, card.createdBy, PLAN_MESSAGES.coachSetCard);
    return card;
  }

  return {
    async list(caller: UserRow, b: ListBody): Promise<BoardCard[]> {
      const o = await planOwnerFor(db, caller, b.user_id);
      await ownedFocusArea(db, o, b.assessment_id, b.path);
      return listBoard(db, o, { assessmentId: b.assessment_id, path: b.path, board: b.board });
    },

    /** A card at the end of its column; the reply is the board's list (spec §7). */
    async add(caller: UserRow, b: AddBody): Promise<BoardCard[]> {
      const o = await planOwnerFor(db, caller, b.user_id);
      await ownedFocusArea(db, o, b.assessment_id, b.path);
      const key: BoardKey = { assessmentId: b.assessment_id, path: b.path, board: b.board };
      const now = deps.now();
      return inTransaction(async (tx) => {
        // The lock also orders parallel adds, so the cap and the positions hold.
        if ((await lockBoard(tx, o, key)).length >= CARDS_PER_BOARD) {
          throw fullBoard();
        }
        await insertCard(tx, o, key, {
          title: b.title, description: b.description ?? '', status: stepStatusOf(b.status), dueAt: b.due_at ? new Date(b.due_at) : null,
          createdBy: caller.id,
        }, now);
        return listBoard(tx, o, key);
      });
    },

    /** Under the board's lock, with the moves that arrive together: every acknowledged move is stored, none is lost to a race. */
    async move(caller: UserRow, b: MoveBody): Promise<StepMoveReply> {
      const o = await planOwnerFor(db, caller, b.user_id);
      const steps = await mover.move({ owner: o, id: b.id, status: stepStatusOf(b.status), position: b.position, now: deps.now() });
      if (!steps) throw notFound();
      return { step: steps.find((c) => c.id === b.id)!, message: actionStepStageMessage(b.status), steps };
    },

    /** A card's text and due time; its board, column and place stay (docs/domain.md "Who may change what"). */
    async update(caller: UserRow, b: UpdateBody): Promise<BoardCard> {
      const o = await planOwnerFor(db, caller, b.user_id);
      await ownCard(caller, o, b.id);
      const [row] = await db.update(boardCards)
        .set({ title: b.title, description: b.description ?? '', dueAt: b.due_at ? new Date(b.due_at) : null, updatedAt: deps.now() })
        .where(and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId), eq(boardCards.id, b.id))).returning();
      if (!row) throw notFound();
      return presentCard(row);
    },

    /** Deletes a card and keeps it for RESTORE_WINDOW_MS (decision 023); the column closes the gap under the board's lock. */
    async remove(caller: UserRow, b: ItemBody): Promise<PlanItemDeleted> {
      const o = await planOwnerFor(db, caller, b.user_id);
      const key = boardOf(await ownCard(caller, o, b.id));
      const now = deps.now();
      return inTransaction(async (tx) => {
        await lockBoard(tx, o, key);
        // the row as it is under the lock: a move may have changed its place meanwhile
        const gone = await binItem(tx, o, 'card', b.id, now);
        if (!gone) throw notFound();
        await shiftColumn(tx, o, key, Number(gone.status), Number(gone.position), -1);
        return { id: b.id, restore_until: new Date(now.getTime() + RESTORE_WINDOW_MS).toISOString() };
      });
    },

    /** Undo: the card back in its column at its place (or last, if the column is shorter now); the reply is its board. */
    async restore(caller: UserRow, b: ItemBody): Promise<BoardCard[]> {
      const o = await planOwnerFor(db, caller, b.user_id);
      return inTransaction(async (tx) => {
        const kept = await binnedItem(tx, o, 'card', b.id, deps.now());
        requireMadeByOwner(caller, o, kept.created_by, PLAN_MESSAGES.coachSetCard);
        const key: BoardKey = { assessmentId: Number(kept.assessment_id), path: String(kept.path), board: kept.board as BoardKey['board'] };
        await ownedAssessment(tx, o, key.assessmentId);
        const locked = await lockBoard(tx, o, key);
        if (locked.length >= CARDS_PER_BOARD) throw fullBoard();
        const status = Number(kept.status);
        const position = Math.min(Number(kept.position), locked.filter((c) => c.status === status).length);
        await shiftColumn(tx, o, key, status, position, 1);
        await unbinItem(tx, o, 'card', kept, { position });
        return listBoard(tx, o, key);
      });
    },
  };
}
