import { CARDS_PER_BOARD, actionStepStageMessage, stepStatusOf, type BoardCard, type StepAddBody, type StepListBody,
  type StepMoveReply, type StepStatusBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { insertCard, listBoard, lockBoard, moveCard, type BoardKey } from './board-repo.ts';
import { ownedFocusArea, planOwnerFor } from './plan-owner.ts';

type AddBody = z.output<typeof StepAddBody>;
type MoveBody = z.output<typeof StepStatusBody>;
type ListBody = z.output<typeof StepListBody>;

// spec §2 /action-steps boards, §4 Boards and Action step status, §7 implementations/add,
// change/action/status, impcoaching/steps.
export function boardService(deps: Deps) {
  const { db } = deps;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

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
          throw invalid({ title: [`A board holds at most ${CARDS_PER_BOARD} cards.`] });
        }
        await insertCard(tx, o, key, {
          title: b.title, description: b.description ?? '', status: stepStatusOf(b.status), dueAt: b.due_at ? new Date(b.due_at) : null,
        }, now);
        return listBoard(tx, o, key);
      });
    },

    /** One statement under the board's lock: every acknowledged move is stored, none is lost to a race. */
    async move(caller: UserRow, b: MoveBody): Promise<StepMoveReply> {
      const o = await planOwnerFor(db, caller, b.user_id);
      const steps = await moveCard(db, o, b.id, stepStatusOf(b.status), b.position, deps.now());
      if (!steps) throw notFound();
      return { step: steps.find((c) => c.id === b.id)!, message: actionStepStageMessage(b.status), steps };
    },
  };
}
