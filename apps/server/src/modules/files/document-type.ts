import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_EXTENSIONS } from '@portal/contract';
import { HttpError } from '../../http/errors.ts';

// DESIGN §7 uploads: a document's kind comes from its bytes, and its name must agree with them, so a
// script named report.pdf or a page named photo.png is refused before anything is stored.

export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** What `file-type` may report for each extension we accept; text formats have no magic bytes. */
const DETECTED: Record<DocumentExtension, readonly string[] | 'text'> = {
  pdf: ['pdf'], docx: ['docx'], xlsx: ['xlsx'], pptx: ['pptx'],
  // Office 97–2003 files are all Compound File Binary containers.
  doc: ['cfb'], xls: ['cfb'], ppt: ['cfb'],
  png: ['png'], jpg: ['jpg'], jpeg: ['jpg'], gif: ['gif'], webp: ['webp'],
  zip: ['zip'], mp3: ['mp3'], mp4: ['mp4', 'm4v'],
  txt: 'text', csv: 'text',
};

export interface CheckedDocument {
  /** The extension the stored key gets ('jpeg' is stored as 'jpg'). */
  ext: string;
  /** The name offered on download: the uploader's, cleaned, ending in the checked extension. */
  fileName: string;
}

const ACCEPTED = DOCUMENT_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');

export const unacceptedType = (field: string, name: string) => {
  const message = `"${name}" is not a kind of file the portal accepts. Send one of: ${ACCEPTED}.`;
  return new HttpError(415, message, { [field]: [message] });
};

function lyingName(field: string, name: string) {
  const message = `"${name}" does not contain what its name says. Save it again in its real format and retry.`;
  return new HttpError(415, message, { [field]: [message] });
}

/**
 * Checks an uploaded document by its content and returns how to store and offer it. Throws a 415
 * with a field message when the kind is not accepted or the name lies about the content.
 */
export async function checkDocument(field: string, uploadedName: string, data: Buffer): Promise<CheckedDocument> {
  const fileName = cleanFileName(uploadedName);
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const expected = (DETECTED as Record<string, readonly string[] | 'text' | undefined>)[ext];
  if (!expected) throw unacceptedType(field, fileName);
  if (data.length === 0) {
    const message = `"${fileName}" is empty.`;
    throw new HttpError(422, message, { [field]: [message] });
  }
  if (expected === 'text') {
    if (!isPlainText(data)) throw lyingName(field, fileName);
  } else {
    const found = await fileTypeFromBuffer(data);
    if (!found || !expected.includes(found.ext)) throw lyingName(field, fileName);
  }
  return { ext: ext === 'jpeg' ? 'jpg' : ext, fileName };
}

/** UTF-8 text without NUL bytes (what a .txt or .csv holds). */
function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try { new TextDecoder('utf-8', { fatal: true }).decode(data); return true; } catch { return false; }
}

/**
 * The uploader's name without folders, control or direction-override characters (which can make
 * "gpj.exe" read as "exe.jpg"), at most 120 characters, its extension kept.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (cleaned.length <= 120) return cleaned || 'file';
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - ext.length) + ext;
}
