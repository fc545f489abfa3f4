import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { Face } from './pdf-fonts.ts';

// Hebrew and Arabic read right to left (decision 024). The Unicode bidirectional algorithm
// (bidi-js) gives every character its level; a line's pieces (one font, one level) are then put in
// the order they are seen (rule L2) and mirrored characters swapped (L4). pdfkit shapes each piece
// with fontkit, which itself reverses a piece whose script is written right to left; so such a
// piece is handed over in reading order (Arabic letters join only in that order), and any other
// piece that must read right to left (a sign between two Hebrew words) is reversed here.

const bidi = bidiFactory();

export type Levels = EmbeddingLevels;

/** A piece of a line in the order it is drawn, left to right, as pdfkit should receive its text. */
export interface VisualPiece { face: Face; text: string; rtl: boolean }

const SCRIPT_CHAR = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/** fontkit reverses a run when the first character with a script of its own is right-to-left. */
const shaperReverses = (text: string) => RTL_SCRIPT.test(SCRIPT_CHAR.exec(text)?.[0] ?? '');

const reversed = (text: string) => Array.from(text).reverse().join('');

/** Levels of a paragraph; its direction comes from its first strong character (rules P2, P3). */
export const levelsOf = (paragraph: string): Levels => bidi.getEmbeddingLevels(paragraph, 'auto');

/** Whether a paragraph reads right to left as a whole (it is then aligned right). */
export const isRtlParagraph = (levels: Levels) => (levels.paragraphs[0]?.level ?? 0) % 2 === 1;

/** The pieces of `paragraph` from `start` to `end` (exclusive), left to right. */
export function visualPieces(paragraph: string, levels: Levels, faces: Face[], start: number, end: number): VisualPiece[] {
  if (end <= start) return [];
  const mirrored = bidi.getMirroredCharactersMap(paragraph, levels.levels, start, end - 1);
  const pieces: { face: Face; level: number; from: number; to: number }[] = [];
  for (let i = start; i < end; i++) {
    const last = pieces.at(-1);
    const level = levels.levels[i]!;
    if (last && last.face === faces[i] && last.level === level) last.to = i + 1;
    else pieces.push({ face: faces[i]!, level, from: i, to: i + 1 });
  }
  // L2: from the highest level down to the lowest odd one, reverse every run of pieces at that level or above
  const max = Math.max(...pieces.map((p) => p.level));
  const minOdd = Math.min(...pieces.map((p) => (p.level % 2 ? p.level : p.level + 1)));
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < pieces.length;) {
      if (pieces[i]!.level < level) { i++; continue; }
      let j = i;
      while (j < pieces.length && pieces[j]!.level >= level) j++;
      pieces.splice(i, j - i, ...pieces.slice(i, j).reverse());
      i = j;
    }
  }
  return pieces.map((p) => {
    let text = '';
    for (let i = p.from; i < p.to; i++) text += mirrored.get(i) ?? paragraph[i];
    const rtl = p.level % 2 === 1;
    return { face: p.face, text: rtl !== shaperReverses(text) ? reversed(text) : text, rtl };
  });
}
