import { useDraggable } from '@dnd-kit/core';
import type { BoardCard as Card } from '@portal/contract';
import { formatInZone } from '../../lib/format-date.ts';
import { Button } from '../../shared/ui/button.tsx';
import { COLUMNS, type StepStatus } from './columns.ts';

/** What a card can do, and the zone its time shows in (the user's own, spec §8). */
export interface CardActions {
  zone: string;
  onMove: (card: Card, status: StepStatus) => void;
  onEdit: (card: Card) => void;
  onDelete: (card: Card) => void;
}

/** docs/domain.md "Who may change what": a card the client made is theirs to edit and delete. */
export const madeByOwner = (card: Card) => card.created_by === card.user_id;

/**
 * One card: a drag handle (mouse, touch and keyboard through dnd-kit) and, for anyone who would
 * rather not drag, a button for each other column (spec §4 Boards); Edit and Delete on the client's own.
 */
export function BoardCard({ card, actions }: { card: Card; actions: CardActions }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: { card } });
  const titleId = `step-${card.id}-title`;
  // CSSOM, not a style attribute in markup: allowed by the strict CSP (DESIGN §9)
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const mine = madeByOwner(card);
  return (
    <article ref={setNodeRef} style={style} className={`board-card${isDragging ? ' board-card--dragging' : ''}`}
      aria-labelledby={titleId} data-card-id={card.id}>
      <div className="board-card__head">
        <button type="button" className="board-card__handle" {...attributes} {...listeners} aria-label={`Drag ${card.title}`}>
          <span aria-hidden="true">⠿</span>
        </button>
        <h3 id={titleId} className="board-card__title">{card.title}</h3>
      </div>
      {card.description && <p className="board-card__description">{card.description}</p>}
      {card.due_at && (
        <p className="board-card__when">
          {card.board === 'reminders' ? 'Remind me' : 'Due'}: <time dateTime={card.due_at}>{formatInZone(card.due_at, actions.zone)}</time>
        </p>
      )}
      {!mine && <p className="board-card__owner">Set by your coach</p>}
      <div className="board-card__moves" role="group" aria-label={`Move ${card.title}`}>
        {COLUMNS.filter((c) => c.status !== card.status).map((c) => (
          <Button key={c.status} variant="link" onClick={() => actions.onMove(card, c.status)}>Move to {c.stage}</Button>
        ))}
      </div>
      {mine && (
        <div className="board-card__edits" role="group" aria-label={`Change ${card.title}`}>
          <Button variant="link" onClick={() => actions.onEdit(card)} aria-label={`Edit ${card.title}`}>Edit</Button>
          <Button variant="link" onClick={() => actions.onDelete(card)} aria-label={`Delete ${card.title}`}>Delete</Button>
        </div>
      )}
    </article>
  );
}
