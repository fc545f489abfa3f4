import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

// The order of a list the coach sorts (a group's or a course's lessons, issue 12): by drag, by
// keyboard through dnd-kit, or by the Move up / Move down buttons. The server takes the whole new order at once.

/** `list` with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/** The ids in their new order after `id` moved `by` places (−1 up, +1 down); null when it cannot move. */
export function moveBy(ids: readonly number[], id: number, by: number): number[] | null {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  return moveItem(ids, from, to);
}

/** The ids after the item `activeId` was dropped on the place of `overId`; null when nothing moved. */
export function dropOn(ids: readonly number[], activeId: number, overId: number): number[] | null {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  return moveItem(ids, from, to);
}

const INSET = 4;

/**
 * Up and down arrows carry a picked-up item to the next place above or below (dnd-kit's own
 * getter moves a few pixels a press); any other key is dnd-kit's (space drops, escape cancels).
 */
export const verticalKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers, over } }) => {
  const down = event.code === KeyboardCode.Down;
  if ((!down && event.code !== KeyboardCode.Up) || !collisionRect) return undefined;
  event.preventDefault();
  const current = over ? droppableRects.get(over.id) : null;
  const from = current?.top ?? collisionRect.top;
  let best: { left: number; top: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || (down ? rect.top <= from + INSET : rect.top >= from - INSET)) continue;
    if (!best || (down ? rect.top < best.top : rect.top > best.top)) best = { left: rect.left, top: rect.top };
  }
  return best ? { x: best.left + INSET, y: best.top + INSET } : undefined;
};
