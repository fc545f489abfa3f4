import { fileHeaders } from './files-routes.ts';

// DESIGN §7: a download is always an attachment, typed by its stored name and never sniffed. The
// client's own file_name is only ever a suggestion to the browser: quoted in ASCII, and exactly in
// RFC 5987 `filename*` form, so no quote, backslash, line break or path can escape the header.

/** `file_name` as an ASCII header token: letters, digits, space, dot, dash, underscore; the rest '_'. */
export function asciiFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()!.replace(/[^A-Za-z0-9 ._-]/g, '_').replace(/^[.\s]+/, '').trim().slice(0, 150);
  return base || 'download';
}

export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name.replace(/[\\/\r\n]/g, '_').slice(0, 200)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encoded}`;
}

/** Headers for a stored file (typed by its server-made key) offered under `fileName`. */
export function downloadHeaders(key: string, fileName: string): Record<string, string> {
  return { ...fileHeaders(key), 'content-disposition': attachmentDisposition(fileName), 'cache-control': 'private, no-store' };
}
