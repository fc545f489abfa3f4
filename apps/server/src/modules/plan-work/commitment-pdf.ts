// A commitment exported as a PDF when it has no attached file (spec §7 task/download: "return a
// blob"). A minimal PDF 1.4 written by hand: text lines in Helvetica (WinAnsi), A4 pages, a correct
// cross-reference table. No dependency for a few lines of text.

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const LINE_H = 16;
const LINES_PER_PAGE = Math.floor((PAGE_H - 2 * MARGIN) / LINE_H);
/** Characters per line at 11 pt Helvetica across the text width (average glyph ~0.5 em). */
const WRAP = 86;

export interface PdfLine { text: string; bold?: boolean; size?: number }

/** Text as WinAnsi bytes inside a PDF string: Latin-1 kept, anything else '?', delimiters escaped. */
function pdfString(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    const c = code < 32 || code > 255 || (code >= 127 && code < 160) ? '?' : ch;
    out += c === '\\' || c === '(' || c === ')' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** Splits a paragraph into lines of at most `width` characters, at spaces where it can. */
export function wrap(text: string, width = WRAP): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      for (let w = word; w.length; w = w.slice(width)) {
        const piece = w.slice(0, width);
        if (line && line.length + 1 + piece.length > width) { lines.push(line); line = ''; }
        line = line ? `${line} ${piece}` : piece;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF document of the given lines, as many pages as they need. */
export function textPdf(title: string, lines: PdfLine[]): Buffer {
  const wrapped = lines.flatMap((l) => wrap(l.text, l.size && l.size > 11 ? Math.floor(WRAP * 11 / l.size) : WRAP).map((text) => ({ ...l, text })));
  const pages: PdfLine[][] = [];
  for (let i = 0; i < Math.max(1, wrapped.length); i += LINES_PER_PAGE) pages.push(wrapped.slice(i, i + LINES_PER_PAGE));

  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then per page: page, content.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + 2 * i);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(title)} /Producer (Client portal) >>`;
  pages.forEach((page, i) => {
    const ops = page.map((l, n) => `BT /${l.bold ? 'F2' : 'F1'} ${l.size ?? 11} Tf ${MARGIN} ${PAGE_H - MARGIN - (n + 1) * LINE_H} Td ${pdfString(l.text)} Tj ET`).join('\n');
    const stream = Buffer.from(ops, 'latin1');
    objects[pageIds[i]!] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] `
      + `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${ops}\nendstream`;
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = chunks[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = size;
    const obj = Buffer.from(`${id} 0 obj\n${objects[id]}\nendobj\n`, 'latin1');
    chunks.push(obj);
    size += obj.length;
  }
  const xref = [`xref\n0 ${objects.length}\n0000000000 65535 f \n`,
    ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${size}\n%%EOF\n`].join('');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
