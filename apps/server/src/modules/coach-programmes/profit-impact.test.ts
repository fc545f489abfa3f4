import { describe, expect, it } from 'vitest';
import { profitImpactCents } from './profit-impact.ts';

describe('profitImpactCents', () => {
  it('reads the first sum of money in the words a member wrote', () => {
    expect(profitImpactCents('$2,400/year from finding two unprofitable catering menus')).toBe(240_000);
    expect(profitImpactCents('Saved £3,100.50 on flour, then $200 more')).toBe(310_050);
    expect(profitImpactCents('€9k a year')).toBe(900_000);
    expect(profitImpactCents('$1.2M pipeline')).toBe(120_000_000);
    expect(profitImpactCents('$5 more per order')).toBe(500);
    expect(profitImpactCents(' 2,400 ')).toBe(240_000);
  });

  it('counts nothing where the text names no money', () => {
    expect(profitImpactCents('Win rate up from 22% to 35%')).toBeNull();
    expect(profitImpactCents('Lesson 3 helped a lot')).toBeNull();
    expect(profitImpactCents('')).toBeNull();
    expect(profitImpactCents(null)).toBeNull();
  });
});
