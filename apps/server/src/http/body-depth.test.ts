import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './body-depth.ts';

describe('nestedDeeperThan', () => {
  const nested = (depth: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = i % 2 ? { k: v } : [v];
    return v;
  };

  it('counts arrays and objects alike, and takes scalars as depth 0', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(nested(3), 3)).toBe(false);
    expect(nestedDeeperThan(nested(4), 3)).toBe(true);
    expect(nestedDeeperThan({ a: [1, 2], b: { c: [{ d: 1 }] } }, 4)).toBe(false);
    expect(nestedDeeperThan({ a: [1, 2], b: { c: [{ d: [1] }] } }, 4)).toBe(true);
  });

  it('walks 100,000 levels without a stack of its own calls', () => {
    expect(nestedDeeperThan(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)), 32)).toBe(true);
  });
});
