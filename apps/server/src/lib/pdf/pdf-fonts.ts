import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// DESIGN §10, decision 024: a PDF carries any script users write, in fonts embedded (and subsetted
// by pdfkit) from npm packages, so nothing is fetched at run time and the bundled server (packages
// stay external, build.mjs) finds them in node_modules like any other dependency. One Noto family
// per script; a file is read when a document first needs it and then kept.

/** One font per script group; `han` picks among the three CJK fonts. */
export type Face = 'latin' | 'hebrew' | 'arabic' | 'jp' | 'sc' | 'kr';
export type Weight = 'regular' | 'bold';

export const FACES: readonly Face[] = ['latin', 'hebrew', 'arabic', 'jp', 'sc', 'kr'];

/** package and file stem: Latin, Greek, Cyrillic and typographic signs are in Noto Sans itself. */
const FILES: Record<Face, [pkg: string, stem: string]> = {
  latin: ['@expo-google-fonts/noto-sans', 'NotoSans'],
  hebrew: ['@expo-google-fonts/noto-sans-hebrew', 'NotoSansHebrew'],
  arabic: ['@expo-google-fonts/noto-sans-arabic', 'NotoSansArabic'],
  jp: ['@expo-google-fonts/noto-sans-jp', 'NotoSansJP'],
  sc: ['@expo-google-fonts/noto-sans-sc', 'NotoSansSC'],
  kr: ['@expo-google-fonts/noto-sans-kr', 'NotoSansKR'],
};

const WEIGHT_DIR: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };

const require = createRequire(import.meta.url);

/** Where a face's TrueType file is installed. */
export function fontFile(face: Face, weight: Weight): string {
  const [pkg, stem] = FILES[face];
  return require.resolve(`${pkg}/${WEIGHT_DIR[weight]}/${stem}_${WEIGHT_DIR[weight]}.ttf`);
}

const fonts = new Map<string, fontkit.Font>();

/**
 * The face parsed, once per process: pdfkit takes the parsed font, so its tables (a CJK face is 5 to
 * 10 MB, its layout tables slow to read) are read once, not for every document.
 */
export function fontOf(face: Face, weight: Weight): fontkit.Font {
  const key = `${face}-${weight}`;
  let font = fonts.get(key);
  if (!font) { font = fontkit.create(fs.readFileSync(fontFile(face, weight))) as fontkit.Font; fonts.set(key, font); }
  return font;
}

/**
 * Forgets the glyphs the kept fonts have made. fontkit keeps each glyph with the characters of its
 * first use, and one first made as a part of another (the "o" of "ó", while a subset is written)
 * has none: the next document would draw it but lose its text (no Unicode mapping, so "Line ne.").
 * Called at the start of each document; a document is made in one synchronous pass.
 */
export function forgetGlyphs() {
  for (const font of fonts.values()) (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
}

/** Whether a face draws a code point (both weights of a face cover the same characters). */
export const faceHas = (face: Face, codePoint: number): boolean => fontOf(face, 'regular').hasGlyphForCodePoint(codePoint);
