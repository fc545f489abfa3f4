/**
 * Marks a row that scrolls sideways with the edges it has more behind: data-overflow="end",
 * "start end" or "start" (none when it all fits). ui.css fades those edges, so a tab row that
 * does not fit on a phone shows that it scrolls. Use as a ref: `ref={markScrollEdges}`.
 */
export function markScrollEdges(row: HTMLElement | null): (() => void) | undefined {
  if (!row) return undefined;
  const update = () => {
    const hidden = row.scrollWidth - row.clientWidth;
    const edges = [row.scrollLeft > 1 ? 'start' : '', row.scrollLeft < hidden - 1 ? 'end' : ''].filter(Boolean).join(' ');
    if (edges) row.dataset.overflow = edges;
    else delete row.dataset.overflow;
  };
  update();
  row.addEventListener('scroll', update, { passive: true });
  // the row's width changes with the window; its content's with the labels and the font
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
  for (const el of [row, ...row.children]) observer?.observe(el);
  return () => {
    row.removeEventListener('scroll', update);
    observer?.disconnect();
  };
}
