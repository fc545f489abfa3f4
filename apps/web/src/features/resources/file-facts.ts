import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, UPLOAD_MAX_FILES } from '@portal/contract';
import { fileKind } from '../../lib/company-files.ts';

/** What the file picker accepts (the server checks the bytes again, DESIGN §7). */
export const ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
export const PICKER_HINT = `Up to ${UPLOAD_MAX_FILES} files, ${Math.round(DOCUMENT_MAX_BYTES / 1024 / 1024)} MB each: ${DOCUMENT_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}.`;

/** Problems the browser can see before sending: too many files, too large, an extension not accepted. */
export function pickProblem(files: readonly File[]): string | null {
  if (files.length > UPLOAD_MAX_FILES) return `Choose at most ${UPLOAD_MAX_FILES} files.`;
  const allowed = new Set<string>(DOCUMENT_EXTENSIONS);
  for (const f of files) {
    if (f.size > DOCUMENT_MAX_BYTES) return `"${f.name}" is larger than ${Math.round(DOCUMENT_MAX_BYTES / 1024 / 1024)} MB.`;
    if (f.size === 0) return `"${f.name}" is empty.`;
    if (!allowed.has(fileKind(f.name).toLowerCase())) return `"${f.name}" is not a kind of file the portal accepts.`;
  }
  return null;
}
