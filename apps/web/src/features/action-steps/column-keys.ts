import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const INSET = 8;

/**
 * Arrow keys carry a picked-up card to the nearest column in that direction (right and left side by
 * side; down and up when the columns stack on a narrow screen). dnd-kit's own getter moves a few
 * pixels a press, and the sortable one needs every card to be a drop target; a card here only
 * changes column (spec §4 Boards).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers } }) => {
  const ahead: Record<string, (r: { left: number; top: number }, c: { left: number; top: number }) => boolean> = {
    [KeyboardCode.Right]: (r, c) => r.left > c.left + INSET,
    [KeyboardCode.Left]: (r, c) => r.left < c.left - INSET,
    [KeyboardCode.Down]: (r, c) => r.top > c.top + INSET,
    [KeyboardCode.Up]: (r, c) => r.top < c.top - INSET,
  };
  const isAhead = ahead[event.code];
  if (!isAhead || !collisionRect) return undefined;
  event.preventDefault();
  let best: { left: number; top: number; distance: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || !isAhead(rect, collisionRect)) continue;
    const distance = Math.hypot(rect.left - collisionRect.left, rect.top - collisionRect.top);
    if (!best || distance < best.distance) best = { left: rect.left, top: rect.top, distance };
  }
  return best ? { x: best.left + INSET, y: best.top + INSET } : undefined;
};
