import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// DESIGN §10: a PDF we make is read back by an independent program, as its readers' tools would:
// poppler's pdftotext, pdfinfo and pdffonts (Debian's poppler-utils). Without them the PDF tests
// fail and say what to install; they are never skipped.

const MISSING = 'pdftotext, pdfinfo and pdffonts from poppler-utils read the PDFs back in this test: '
  + 'install them (apt-get install -y poppler-utils) and run it again';

function run(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', args: string[], pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-read-'));
  const file = path.join(dir, 'read.pdf');
  try {
    fs.writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(MISSING);
    throw e;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text as pdftotext reads it (right-to-left runs back in reading order). */
export const pdfText = (pdf: Buffer) => run('pdftotext', ['-enc', 'UTF-8'], pdf);

/** The document information as pdfinfo prints it: Title, Pages, … */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of run('pdfinfo', ['-enc', 'UTF-8'], pdf).split('\n')) {
    const m = /^([A-Za-z ]+):\s+(.*)$/.exec(line);
    if (m) info[m[1]!] = m[2]!;
  }
  return info;
}

/** Each font the PDF uses: its name and whether it is embedded, subsetted and mapped to Unicode. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean; subset: boolean; unicode: boolean }[] {
  return run('pdffonts', [], pdf).split('\n').slice(2).filter(Boolean).map((line) => {
    const cols = line.trim().split(/\s+/);
    const [emb, sub, uni] = cols.slice(-5, -2);
    return { name: cols[0]!, embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
  });
}
