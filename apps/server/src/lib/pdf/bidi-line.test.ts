import { describe, expect, it } from 'vitest';
import { isRtlParagraph, levelsOf, visualPieces } from './bidi-line.ts';
import { facesOf } from './font-runs.ts';
import type { Face } from './pdf-fonts.ts';

const has = (face: Face, cp: number) => face === 'latin' ? cp < 0x590 : face === 'hebrew' ? cp < 0x600 : true;
const pieces = (text: string) => {
  const levels = levelsOf(text);
  return visualPieces(text, levels, facesOf(text, has), 0, text.length).map((p) => [p.face, p.text]);
};

describe('visualPieces', () => {
  it('puts Hebrew words right to left inside a left-to-right line, handing the shaper reading order', () => {
    expect(isRtlParagraph(levelsOf('abc שלום'))).toBe(false);
    expect(pieces('abc שלום עולם def')).toEqual([['latin', 'abc '], ['hebrew', 'שלום עולם'], ['hebrew', ' '], ['latin', 'def']]);
  });

  it('orders a right-to-left paragraph from its end, numbers left to right, brackets mirrored', () => {
    const text = 'שלום 123 (עולם)!';
    expect(isRtlParagraph(levelsOf(text))).toBe(true);
    // drawn left to right: "!(עולם)" (the shaper reverses it), then 123, then "שלום "
    expect(pieces(text)).toEqual([['hebrew', ' )עולם(!'], ['hebrew', '123'], ['hebrew', 'שלום ']]);
  });
});
