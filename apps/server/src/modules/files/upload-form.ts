import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_TOTAL_BYTES } from '@portal/contract';
import { HttpError, invalid } from '../../http/errors.ts';

// Multipart bodies (spec §5 resource upload, §7 /upload/mail), read whole before anything is
// stored: a body cut off half-way is refused as a unit and leaves nothing behind.

export interface UploadedFile { field: string; name: string; data: Buffer }
export interface UploadForm { fields: Record<string, string>; files: UploadedFile[] }

export interface UploadLimits {
  /** The form field that carries the files, e.g. 'files[]' or 'file'. */
  fileField: string;
  maxFileBytes: number;
  maxFiles: number;
}

const UNREADABLE = 'The upload was cut off or could not be read. Try again.';

export async function readUploadForm(req: FastifyRequest, limits: UploadLimits): Promise<UploadForm> {
  const field = limits.fileField.replace(/\[\]$/, '');
  if (!req.isMultipart()) throw invalid({ [field]: ['Send the form as multipart/form-data.'] });
  const mb = Math.round(limits.maxFileBytes / 1024 / 1024);
  const tooLarge = (name: string) => {
    const message = `"${name}" is larger than ${mb} MB.`;
    return new HttpError(413, message, { [field]: [message] });
  };
  const tooMany = () => {
    const message = `Send at most ${limits.maxFiles} files at once.`;
    return new HttpError(413, message, { [field]: [message] });
  };
  const totalMb = Math.round(UPLOAD_MAX_TOTAL_BYTES / 1024 / 1024);
  const tooMuch = () => {
    const message = `The files together are larger than ${totalMb} MB. Send them in smaller batches.`;
    return new HttpError(413, message, { [field]: [message] });
  };
  // A body declared larger than any accepted upload is refused before a byte of it is read.
  if (Number(req.headers['content-length'] ?? 0) > UPLOAD_MAX_TOTAL_BYTES + 1024 * 1024) throw tooMuch();
  const form: UploadForm = { fields: {}, files: [] };
  let total = 0;
  try {
    for await (const part of req.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 1, fields: 20 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(part.filename);
      total += data.length;
      if (total > UPLOAD_MAX_TOTAL_BYTES) throw tooMuch();
      if (part.fieldname !== limits.fileField && part.fieldname !== field) continue;
      if (form.files.length === limits.maxFiles) throw tooMany();
      form.files.push({ field, name: part.filename, data });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('The file');
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (typeof statusCode === 'number' && statusCode < 500) throw err;
    // The parser's own errors (a cut-off body, no boundary) carry no status: a bad body, not a crash.
    throw new HttpError(400, UNREADABLE, { [field]: [UNREADABLE] });
  }
  return form;
}
