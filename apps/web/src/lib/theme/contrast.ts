import { AA_TEXT_RATIO, contrastRatio } from '@portal/contract';

// WCAG 2 contrast (the contract's, which the brand editor and the theme save share), used to keep
// text readable whatever colours a tenant theme picks.

export { contrastRatio };

/**
 * `preferred` when it reaches AA contrast on every background; otherwise black or white, whichever
 * reads better. Colours that are not hex are trusted as given.
 */
export function readableOn(preferred: string, backgrounds: string[]): string {
  const worst = (fg: string) => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg) ?? Infinity));
  if (worst(preferred) >= AA_TEXT_RATIO) return preferred;
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}
