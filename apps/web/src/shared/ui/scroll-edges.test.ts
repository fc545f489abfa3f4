// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markScrollEdges } from './scroll-edges.ts';

/** A row of `content` px in a box of `box` px (jsdom lays nothing out). */
function row(content: number, box: number) {
  const el = document.createElement('div');
  Object.defineProperty(el, 'scrollWidth', { value: content });
  Object.defineProperty(el, 'clientWidth', { value: box });
  return el;
}

describe('a row that scrolls sideways shows which edges have more', () => {
  it('marks nothing when everything fits', () => {
    const el = row(300, 300);
    markScrollEdges(el);
    expect(el.dataset.overflow).toBeUndefined();
  });

  it('marks the end, both edges, then the start as the row is scrolled', () => {
    const el = row(500, 300);
    const stop = markScrollEdges(el);
    expect(el.dataset.overflow).toBe('end');
    el.scrollLeft = 100;
    el.dispatchEvent(new Event('scroll'));
    expect(el.dataset.overflow).toBe('start end');
    el.scrollLeft = 200;
    el.dispatchEvent(new Event('scroll'));
    expect(el.dataset.overflow).toBe('start');
    stop?.();
    el.scrollLeft = 0;
    el.dispatchEvent(new Event('scroll'));
    expect(el.dataset.overflow).toBe('start');
  });
});
