import { useDraggable } from '@dnd-kit/core';
import type { BoardCard as Card } from '@portal/contract';
import { Button } from '../../shared/ui/button.tsx';
import { COLUMNS, type StepStatus } from './columns.ts';

interface BoardCardProps {
  card: Card;
  onMove: (card: Card, status: StepStatus) => void;
}

/**
 * One card: a drag handle (mouse, touch and keyboard through dnd-kit) and, for anyone who would
 * rather not drag, a button for each other column (spec §4 Boards).
 */
export function BoardCard({ card, onMove }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: { card } });
  const titleId = `step-${card.id}-title`;
  // CSSOM, not a style attribute in markup: allowed by the strict CSP (DESIGN §9)
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
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
      <div className="board-card__moves" role="group" aria-label={`Move ${card.title}`}>
        {COLUMNS.filter((c) => c.status !== card.status).map((c) => (
          <Button key={c.status} variant="link" onClick={() => onMove(card, c.status)}>Move to {c.stage}</Button>
        ))}
      </div>
    </article>
  );
}
