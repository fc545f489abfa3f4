import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfInfo, pdfText } from '../../../test/support/pdf-text.ts';
import { textPdf } from './text-pdf.ts';

// DESIGN §10: a PDF carries any script users write, in its text and its title, read back by poppler.
const EVERY_SCRIPT = 'Zażółć gęślą jaźń Ελληνικά Кириллица עברית العربية 日本語 中文 한국어 € — “quoted” …';

describe('textPdf', () => {
  it('keeps every character of the title and the text, in embedded, subsetted fonts', async () => {
    const pdf = await textPdf(EVERY_SCRIPT, [
      { text: EVERY_SCRIPT, bold: true, size: 16 },
      { text: 'Czech: Příliš žluťoučký kůň úpěl ďábelské ódy' },
      { text: 'שלום עולם! זה טקסט בעברית עם 123 מספרים (וסוגריים).' },
      { text: 'مرحبا بالعالم، هذا نص عربي مع 456 أرقام.' },
      { text: '日本語のテキストはスペースなしで書かれます。中文：我们说的话。한국어 텍스트입니다.' },
    ]);
    expect(pdfInfo(pdf).Title).toBe(EVERY_SCRIPT);
    const text = pdfText(pdf).normalize('NFC');
    for (const word of ['Zażółć gęślą jaźń', 'Ελληνικά', 'Кириллица', 'עברית', 'العربية', '日本語', '中文', '한국어', '€', '—', '“quoted”', '…',
      'Příliš žluťoučký kůň', '我们说的话', '한국어 텍스트입니다']) {
      expect(text, word).toContain(word);
    }
    // right to left: the words come back in reading order, Arabic letters joined and read as letters
    expect(text).toMatch(/שלום עולם! זה טקסט בעברית עם/);
    expect(text).toContain('مرحبا بالعالم');
    const fonts = pdfFonts(pdf);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(expect.arrayContaining(
      ['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansHebrew-Regular', 'NotoSansArabic-Regular', 'NotoSansJP-Regular', 'NotoSansSC-Regular', 'NotoSansKR-Regular']));
    expect(fonts.every((f) => f.embedded && f.subset && f.unicode)).toBe(true);
  });

  it('wraps long text by its width onto as many A4 pages as it needs', async () => {
    const pdf = await textPdf('Long', [{ text: `Line one.\n${'A long description that wraps. '.repeat(400)}` }]);
    const info = pdfInfo(pdf);
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(2);
    expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    const lines = pdfText(pdf).split('\n').filter((l) => l.startsWith('A long') || l.startsWith('long'));
    expect(lines.length).toBeGreaterThan(40);
    expect(lines.every((l) => l.length <= 100)).toBe(true);
  });

  it('keeps the text of a glyph first drawn as part of another in the next documents (the "o" of "ó")', async () => {
    await textPdf('ó', [{ text: 'Zażółć ó ć' }]);
    const pdf = await textPdf('o', [{ text: 'Line one, a code' }]);
    expect(pdfText(pdf)).toContain('Line one, a code');
  });
});
