// A paragraph cut into lines that fit the page, by the width of the text as drawn (decision 024).
// A line may end after spaces, and between two characters of Chinese, Japanese or Korean (written
// without spaces between words), but not before closing or after opening punctuation. A word wider
// than the line (a long address, say) is cut where it must.

/** [from, to) in UTF-16 indices of the paragraph. */
export type Range = [from: number, to: number];

const SPACE = /\s/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const NO_LINE_START = /[、。，．：；！？）」』】〉》〕ー々ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.!?:;)\]}”’»]/u;
const NO_LINE_END = /[（「『【〈《〔([{“‘«]/u;

/** Pieces that are never cut inside (unless wider than a line): a word and the spaces after it. */
export function breakableSegments(paragraph: string): Range[] {
  const segments: Range[] = [];
  let from = 0;
  let prev = '';
  let i = 0;
  for (const ch of paragraph) {
    const breakHere = i > 0 && !NO_LINE_START.test(ch) && !NO_LINE_END.test(prev)
      && ((SPACE.test(prev) && !SPACE.test(ch)) || (!SPACE.test(ch) && (CJK.test(ch) || CJK.test(prev))));
    if (breakHere) { segments.push([from, i]); from = i; }
    prev = ch;
    i += ch.length;
  }
  if (i > from) segments.push([from, i]);
  return segments;
}

/** The end of a range without its trailing spaces. */
function contentEnd(text: string, [from, to]: Range): number {
  let end = to;
  while (end > from && SPACE.test(text[end - 1]!)) end--;
  return end;
}

/**
 * The lines of a paragraph, each without its trailing spaces. `width(from, to)` is the drawn width
 * of that part of the paragraph; `max` the width of a line.
 */
export function wrapParagraph(paragraph: string, width: (from: number, to: number) => number, max: number): Range[] {
  const lines: Range[] = [];
  let start = -1;
  let used = 0;
  const close = (to: number) => { if (start >= 0) lines.push([start, contentEnd(paragraph, [start, to])]); start = -1; used = 0; };
  for (const seg of breakableSegments(paragraph)) {
    const end = contentEnd(paragraph, seg);
    const word = width(seg[0], end);
    if (start >= 0 && used + word > max) close(seg[0]);
    if (word > max) {
      // too wide for any line: as many characters as fit, then the rest on the next lines
      let from = seg[0];
      let at = from;
      while (at < end) {
        const next = at + (paragraph.codePointAt(at)! > 0xffff ? 2 : 1);
        if (at > from && width(from, next) > max) { lines.push([from, at]); from = at; }
        at = next;
      }
      start = from;
      used = width(from, end);
    } else {
      if (start < 0) start = seg[0];
      used += word;
    }
    used += width(end, seg[1]);
  }
  close(paragraph.length);
  return lines.length ? lines : [[0, 0]];
}
