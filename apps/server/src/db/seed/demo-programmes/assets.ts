import sharp from 'sharp';
import { textPdf } from '../../../lib/pdf/text-pdf.ts';
import { newStorageKey, type Storage } from '../../../platform/storage.ts';

// Local files for the demo programmes (never external media): WebP posters drawn from shapes (no
// fonts needed), one-page PDF handouts, CSV worksheets and a short WAV call recording.

export type Motif = 'growth' | 'funnel' | 'people' | 'cash' | 'target' | 'calendar';
const MOTIFS: Record<Motif, string> = {
  growth: '<rect x="120" y="300" width="60" height="90" rx="6"/><rect x="210" y="250" width="60" height="140" rx="6"/><rect x="300" y="190" width="60" height="200" rx="6"/><path d="M110 250 L230 170 L300 200 L400 110" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/>',
  funnel: '<path d="M110 110 H370 L280 230 V350 L200 390 V230 Z"/>',
  people: '<circle cx="170" cy="180" r="46"/><circle cx="310" cy="180" r="46"/><path d="M90 380 C100 290 240 290 250 380 Z"/><path d="M230 380 C240 290 380 290 390 380 Z"/>',
  cash: '<rect x="90" y="150" width="300" height="170" rx="18"/><circle cx="240" cy="235" r="48" fill-opacity="0.25" fill="#000"/>',
  target: '<circle cx="240" cy="240" r="150" fill-opacity="0.35"/><circle cx="240" cy="240" r="100" fill-opacity="0.6"/><circle cx="240" cy="240" r="48"/>',
  calendar: '<rect x="100" y="120" width="280" height="250" rx="20" fill-opacity="0.6"/><rect x="100" y="120" width="280" height="60" rx="20"/><rect x="150" y="220" width="50" height="40" rx="6"/><rect x="215" y="220" width="50" height="40" rx="6"/><rect x="280" y="290" width="50" height="40" rx="6"/>',
};

function posterSvg(from: string, to: string, art: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/><circle cx="820" cy="90" r="220" fill="#fff" fill-opacity="0.07"/>
<g transform="translate(480 30)" fill="#fff" fill-opacity="0.92">${art}</g></svg>`;
}

const posters = new Map<string, Promise<Buffer>>();
/**
 * A 480×270 WebP poster: a gradient with white shapes (`art`, drawn in a 480×480 box) on the right.
 * Rendering costs a few milliseconds; every seeding in a process reuses the same bytes.
 */
export function posterWebp(from: string, to: string, art: string) {
  const key = `${from}${to}${art}`;
  let webp = posters.get(key);
  if (!webp) {
    webp = sharp(Buffer.from(posterSvg(from, to, art))).resize(480, 270).webp({ quality: 70, effort: 0 }).toBuffer();
    posters.set(key, webp);
  }
  return webp;
}

/** A handout: its title and lines of text, made as every PDF of the portal is (lib/pdf, decision 024). */
export const pdfHandout = (title: string, lines: string[]): Promise<Buffer> =>
  textPdf(title, [{ text: title, bold: true, size: 20 }, { text: '' }, ...lines.map((text) => ({ text }))]);

export const csvWorksheet = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n') + '\n');

let wav: Buffer | undefined;
/** Three seconds of a soft chime (8 kHz, 8-bit mono PCM WAV): a playable stand-in for a call recording. */
export function chimeRecording(): Buffer {
  if (wav) return wav;
  const rate = 8000; const n = rate * 3;
  const data = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const v = (Math.sin(2 * Math.PI * 523.25 * t) + 0.6 * Math.sin(2 * Math.PI * 659.25 * t)) * Math.exp(-1.6 * t);
    data[i] = Math.round(128 + 60 * v);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0); h.writeUInt32LE(36 + n, 4); h.write('WAVE', 8); h.write('fmt ', 12);
  h.writeUInt32LE(16, 16); h.writeUInt16LE(1, 20); h.writeUInt16LE(1, 22); h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28); h.writeUInt16LE(1, 32); h.writeUInt16LE(8, 34); h.write('data', 36); h.writeUInt32LE(n, 40);
  return (wav = Buffer.concat([h, data]));
}

/** Stores a file under a server-made random name (in `folder`) and returns its public /files/ URL. */
export async function storeFile(storage: Storage, ext: string, data: Buffer | Promise<Buffer>, folder = 'programmes') {
  const key = newStorageKey(folder, ext);
  await storage.put(key, await data);
  return `/files/${key}`;
}

export const storePoster = (storage: Storage, from: string, to: string, motif: Motif) =>
  storeFile(storage, 'webp', posterWebp(from, to, MOTIFS[motif]));
