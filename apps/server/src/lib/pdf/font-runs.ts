import type { Face } from './pdf-fonts.ts';

// Which font draws each character of a paragraph (decision 024): the font of the character's
// script first, then a fallback chain. A space, digit, sign or combining mark stays in the font of
// the text around it when that font has it, so a word is never cut between two fonts and Arabic
// keeps its joining. Han characters are drawn in the Japanese, Korean or Chinese font by what else
// the paragraph holds (kana: Japanese; Hangul: Korean; otherwise Chinese), as readers expect.

export type HasGlyph = (face: Face, codePoint: number) => boolean;

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;
const HEBREW = /\p{Script=Hebrew}/u;
const ARABIC = /\p{Script=Arabic}/u;
/** Characters of no script of their own: spaces, digits, punctuation, signs, marks, joiners. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}\p{M}\p{Cf}]/u;

/** The CJK font a paragraph's Han characters take. */
export function hanFace(paragraph: string): Face {
  if (KANA.test(paragraph)) return 'jp';
  if (HANGUL.test(paragraph)) return 'kr';
  return 'sc';
}

function chainFor(ch: string, han: Face): Face[] {
  const cjk: Face[] = [han, ...(['jp', 'sc', 'kr'] as Face[]).filter((f) => f !== han)];
  if (HEBREW.test(ch)) return ['hebrew', 'latin'];
  if (ARABIC.test(ch)) return ['arabic', 'latin'];
  if (HANGUL.test(ch)) return ['kr', 'sc', 'jp'];
  if (KANA.test(ch)) return ['jp', 'kr', 'sc'];
  if (HAN.test(ch)) return cjk;
  return ['latin', ...cjk, 'arabic', 'hebrew'];
}

/** The face of every UTF-16 index of `paragraph` (both halves of a surrogate pair get the same). */
export function facesOf(paragraph: string, has: HasGlyph): Face[] {
  const han = hanFace(paragraph);
  const faces: Face[] = [];
  let current: Face | null = null;
  for (const ch of paragraph) {
    const cp = ch.codePointAt(0)!;
    let face: Face;
    if (current && SHARED.test(ch) && has(current, cp)) face = current;
    else {
      const chain = chainFor(ch, han);
      face = chain.find((f) => has(f, cp)) ?? chain[0]!;
    }
    current = face;
    faces.push(...Array<Face>(ch.length).fill(face));
  }
  return faces;
}
