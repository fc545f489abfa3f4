import { describe, expect, it } from 'vitest';
import { fileHeaders } from './files-routes.ts';

describe('stored file headers (DESIGN §7)', () => {
  it('shows pictures inline and never lets a browser sniff', () => {
    expect(fileHeaders('avatars/0a1b.webp')).toEqual({
      'content-type': 'image/webp', 'content-disposition': 'inline', 'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
    expect(fileHeaders('a/b.jpg')['content-type']).toBe('image/jpeg');
  });

  it('downloads everything else under its stored name, SVG and unknown types included', () => {
    expect(fileHeaders('files/report-q1.pdf')).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="report-q1.pdf"' });
    expect(fileHeaders('x/logo.svg')['content-disposition']).toBe('attachment; filename="logo.svg"');
    expect(fileHeaders('x/page.html')).toMatchObject({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="page.html"' });
  });
});
