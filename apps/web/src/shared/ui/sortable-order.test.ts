import { describe, expect, it } from 'vitest';
import { dropOn, moveBy, moveItem } from './sortable-order.ts';

describe('lesson order', () => {
  it('moves an item to a new place, keeping the others in order', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('moves a lesson up or down one place, and not past either end', () => {
    expect(moveBy([10, 20, 30], 20, -1)).toEqual([20, 10, 30]);
    expect(moveBy([10, 20, 30], 20, 1)).toEqual([10, 30, 20]);
    expect(moveBy([10, 20, 30], 10, -1)).toBeNull();
    expect(moveBy([10, 20, 30], 30, 1)).toBeNull();
    expect(moveBy([10, 20, 30], 99, 1)).toBeNull();
  });

  it('puts a dropped lesson in the place of the one it was dropped on', () => {
    expect(dropOn([10, 20, 30], 10, 30)).toEqual([20, 30, 10]);
    expect(dropOn([10, 20, 30], 30, 10)).toEqual([30, 10, 20]);
    expect(dropOn([10, 20, 30], 20, 20)).toBeNull();
  });
});
