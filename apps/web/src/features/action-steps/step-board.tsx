import {
  DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCorners, useSensor, useSensors,
  type Announcements, type DragEndEvent,
} from '@dnd-kit/core';
import { PLAN_MESSAGES, type Board, type BoardCard } from '@portal/contract';
import { useState } from 'react';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { failureText, notifyError, notifyFailure, notifySuccess, notifyUndoable } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { AddCardForm } from './add-card-form.tsx';
import type { CardActions } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import { columnKeyboardCoordinates } from './column-keys.ts';
import { COLUMNS, stageOf, type StepStatus } from './columns.ts';
import { EditCardForm } from './edit-card-form.tsx';
import { useBoard, useDeleteCard, useMoveCard, useRestoreCard, type FocusKey } from './plan-api.ts';

const WORDS: Record<Board, { plural: string; add: string }> = {
  action_steps: { plural: 'action steps', add: 'Add an action step' },
  reminders: { plural: 'reminders', add: 'Add a reminder' },
};

const cardOf = (data: unknown) => (data as { card?: BoardCard } | undefined)?.card;
const statusOf = (data: unknown) => (data as { status?: StepStatus } | undefined)?.status;
const titleOf = (active: { data: { current?: unknown } }) => cardOf(active.data.current)?.title ?? 'The card';
const overStage = (over: { data: { current?: unknown } } | null) => {
  const status = over ? statusOf(over.data.current) : undefined;
  return status === undefined ? null : stageOf(status);
};

/** What screen readers hear while a card is dragged (dnd-kit's live region). */
const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active)}. Use the arrow keys to choose a column, space to drop, escape to cancel.`,
  onDragOver: ({ active, over }) => (overStage(over) ? `${titleOf(active)} is over ${overStage(over)}.` : `${titleOf(active)} is not over a column.`),
  onDragEnd: ({ active, over }) => (overStage(over) ? `${titleOf(active)} was dropped in ${overStage(over)}.` : `${titleOf(active)} was dropped where it was.`),
  onDragCancel: ({ active }) => `Moving ${titleOf(active)} was cancelled; it stays where it was.`,
};

/**
 * The action-steps or reminders board of one focus area (spec §4 Boards): three columns; a card
 * moves at once and goes back, with a toast saying so, when the server refuses. The client's own
 * cards can be edited, and deleted with an Undo in the toast (decision 023).
 */
export function StepBoard({ focus, board }: { focus: FocusKey; board: Board }) {
  const cards = useBoard(focus, board);
  const zone = userTimeZone(useUser());
  const words = WORDS[board];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BoardCard | null>(null);
  const move = useMoveCard(focus, board, {
    onMoved: notifySuccess,
    onRefused: (error) => notifyError(`The card could not be moved and is back where it was. ${failureText(error)}`),
  });
  const restore = useRestoreCard(focus, board, { onSuccess: () => notifySuccess(PLAN_MESSAGES.restored), onError: notifyFailure });
  const remove = useDeleteCard(focus, board, {
    onSuccess: (card) => notifyUndoable(PLAN_MESSAGES.cardDeleted, () => restore.mutate(card.id)),
    onError: (error) => notifyError(`The card could not be deleted and is back where it was. ${failureText(error)}`),
  });
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const moveTo = (card: BoardCard, status: StepStatus) => { if (card.status !== status) move.mutate({ id: card.id, status }); };
  const actions: CardActions = { zone, onMove: moveTo, onEdit: setEditing, onDelete: (card) => remove.mutate(card) };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = cardOf(active.data.current);
    const status = over ? statusOf(over.data.current) : undefined;
    if (card && status !== undefined) moveTo(card, status);
  };

  return (
    <div className="step-board">
      <div className="step-board__head">
        <Button variant="primary" onClick={() => setAdding(true)}>{words.add}</Button>
      </div>
      <QueryState query={cards} loading={`Loading your ${words.plural}`} failed={`We could not load your ${words.plural}.`}>
        {(list) => (
          <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd}
            accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: { draggable: 'To move this card, press space, choose a column with the arrow keys and press space again; escape cancels. Or use the move buttons on the card.' } }}>
            <div className="step-board__columns">
              {COLUMNS.map((c) => (
                <BoardColumn key={c.status} status={c.status} label={c.label} cards={list.filter((x) => x.status === c.status)} actions={actions} />
              ))}
            </div>
          </DndContext>
        )}
      </QueryState>
      <Modal open={adding} title={words.add} onClose={() => setAdding(false)}>
        {adding && <AddCardForm focus={focus} board={board} onDone={() => setAdding(false)} />}
      </Modal>
      <Modal open={editing !== null} title="Edit the card" onClose={() => setEditing(null)}>
        {editing && <EditCardForm focus={focus} board={board} card={editing} zone={zone} onDone={() => setEditing(null)} />}
      </Modal>
    </div>
  );
}
