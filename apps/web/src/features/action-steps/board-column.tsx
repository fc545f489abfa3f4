import { useDroppable } from '@dnd-kit/core';
import type { BoardCard as Card } from '@portal/contract';
import { BoardCard, type CardActions } from './board-card.tsx';
import { columnId, type StepStatus } from './columns.ts';

interface BoardColumnProps {
  status: StepStatus;
  label: string;
  cards: Card[];
  actions: CardActions;
}

/** One of the three columns, a drop target for the cards of the other two. */
export function BoardColumn({ status, label, cards, actions }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), data: { status } });
  const headingId = `${columnId(status)}-title`;
  return (
    <section ref={setNodeRef} className={`board-column${isOver ? ' board-column--over' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="board-column__title">{label} <span className="board-column__count">({cards.length})</span></h2>
      {cards.length === 0
        ? <p className="board-column__empty">Nothing here.</p>
        : (
          <ul className="board-column__list">
            {cards.map((card) => <li key={card.id}><BoardCard card={card} actions={actions} /></li>)}
          </ul>
        )}
    </section>
  );
}
