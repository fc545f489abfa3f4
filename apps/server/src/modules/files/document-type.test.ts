import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { checkDocument, cleanFileName } from './document-type.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e6f3b40000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('checkDocument (DESIGN §7: type by magic bytes)', () => {
  it('accepts a file whose content agrees with its name', async () => {
    expect(await checkDocument('files', 'Plan Q1.pdf', PDF)).toEqual({ ext: 'pdf', fileName: 'Plan Q1.pdf' });
    expect(await checkDocument('files', 'logo.JPEG', Buffer.from('ffd8ffe000104a464946000101', 'hex'))).toEqual({ ext: 'jpg', fileName: 'logo.JPEG' });
    expect(await checkDocument('files', 'leads.csv', Buffer.from('name,email\nAna,ana@example.com\n'))).toMatchObject({ ext: 'csv' });
  });

  it('refuses a lying extension with a field message', async () => {
    const err = await refusal(checkDocument('files', 'invoice.pdf', PNG));
    expect(err.statusCode).toBe(415);
    expect(err.message).toContain('"invoice.pdf" does not contain what its name says');
    await refusal(checkDocument('files', 'notes.txt', PNG));
    await refusal(checkDocument('files', 'page.png', Buffer.from('<script>alert(1)</script>')));
  });

  it('refuses kinds the portal does not store, and empty files', async () => {
    expect((await refusal(checkDocument('files', 'run.exe', PNG))).statusCode).toBe(415);
    expect((await refusal(checkDocument('files', 'page.html', Buffer.from('<p>hi</p>')))).statusCode).toBe(415);
    expect((await refusal(checkDocument('files', 'noext', PDF))).statusCode).toBe(415);
    expect((await refusal(checkDocument('files', 'empty.txt', Buffer.alloc(0)))).statusCode).toBe(422);
  });
});

describe('cleanFileName', () => {
  it('drops folders, control and direction-override characters', () => {
    expect(cleanFileName('C:\\Users\\ana\\..\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(cleanFileName('a\r\nb.pdf')).toBe('ab.pdf');
    expect(cleanFileName('')).toBe('file');
  });

  it('keeps the extension when shortening a long name', () => {
    const name = cleanFileName(`${'x'.repeat(300)}.docx`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.docx')).toBe(true);
  });
});
