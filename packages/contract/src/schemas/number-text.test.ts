import { describe, expect, it } from 'vitest';
import { CoachGroupBody } from './coach-programmes.ts';
import { plainNumberText } from './number-text.ts';

describe('numbers as the page shows them', () => {
  it('reads grouping commas, currency and percent signs', () => {
    expect(plainNumberText('1,200')).toBe('1200');
    expect(plainNumberText('1,200.50')).toBe('1200.50');
    expect(plainNumberText('$1,200')).toBe('1200');
    expect(plainNumberText(' $12,400.00 ')).toBe('12400.00');
    expect(plainNumberText('-$1,200.00')).toBe('-1200.00');
    expect(plainNumberText('$-5')).toBe('-5');
    expect(plainNumberText('€3')).toBe('3');
    expect(plainNumberText('A$99.95')).toBe('99.95');
    expect(plainNumberText('12.5 %')).toBe('12.5');
    expect(plainNumberText('1\u202f234\u00a0567')).toBe('1234567');
    expect(plainNumberText('1200')).toBe('1200');
  });

  it('refuses what is not one number', () => {
    for (const bad of ['', '12abc', 'abc12', '1,20', '1,2000', '1.200,50', '--5', '-$-5', '$', '1e3', 'NaN', '12..5', '1,200.5.0', '$1,200$'])
      expect(plainNumberText(bad)).toBeNull();
  });

  it('is how a group\'s price is read too', () => {
    expect(CoachGroupBody.parse({ title: 'Intensive', price: '$1,497' }).price).toBe('1497.00');
    expect(CoachGroupBody.parse({ title: 'Intensive', price: '497' }).price).toBe('497.00');
    expect(CoachGroupBody.parse({ title: 'Intensive', price: '' }).price).toBeNull();
    expect(CoachGroupBody.safeParse({ title: 'Intensive', price: '-5' }).success).toBe(false);
  });
});
