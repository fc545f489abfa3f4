import { describe, expect, it } from 'vitest';
import { breakableSegments, wrapParagraph } from './wrap-paragraph.ts';

// One unit of width per UTF-16 unit: enough to see where lines end.
const byLength = (from: number, to: number) => to - from;
const lines = (text: string, max: number) => wrapParagraph(text, byLength, max).map(([a, b]) => text.slice(a, b));

describe('wrapParagraph', () => {
  it('ends lines at spaces, without the spaces', () => {
    expect(lines('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks between CJK characters, never before closing punctuation', () => {
    expect(breakableSegments('日本語。ab')).toEqual([[0, 1], [1, 2], [2, 4], [4, 6]]);
    const out = lines('これは長い文です。これは長い文です。', 5);
    expect(out.join('')).toBe('これは長い文です。これは長い文です。');
    expect(out.every((l) => l.length <= 5 && !l.startsWith('。'))).toBe(true);
  });

  it('cuts a word wider than a line, and keeps an empty paragraph as one empty line', () => {
    expect(lines(`x ${'w'.repeat(12)} y`, 5)).toEqual(['x', 'wwwww', 'wwwww', 'ww y']);
    expect(lines('', 5)).toEqual(['']);
    expect(lines('😀😀😀', 4)).toEqual(['😀😀', '😀']);
  });
});
