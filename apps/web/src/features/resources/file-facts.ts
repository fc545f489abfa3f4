import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, FILE_LIMITS_TEXT, fileTooLargeText, UPLOAD_MAX_FILES } from '@portal/contract';
import { fileKind } from '../../lib/company-files.ts';

/** What the file picker accepts (the server checks the bytes again, DESIGN §7). */
export const ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
export const PICKER_HINT = `${FILE_LIMITS_TEXT}: ${DOCUMENT_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}.`;

/** Problems the browser can see before sending: too many files, too large, an extension not accepted. */
export function pickProblem(files: readonly File[]): string | null {
  if (files.length > UPLOAD_MAX_FILES) return `Choose at most ${UPLOAD_MAX_FILES} files.`;
  const allowed = new Set<string>(DOCUMENT_EXTENSIONS);
  for (const f of files) {
    if (f.size > DOCUMENT_MAX_BYTES) return fileTooLargeText(f.name);
    if (f.size === 0) return `"${f.name}" is empty.`;
    if (!allowed.has(fileKind(f.name).toLowerCase())) return `"${f.name}" is not a kind of file the portal accepts.`;
  }
  return null;
}
