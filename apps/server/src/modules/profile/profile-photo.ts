import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@portal/contract';
import { HttpError, invalid } from '../../http/errors.ts';

// DESIGN §7 uploads: size limit, type by magic bytes, pictures re-encoded, server-made names.
const MAX_MB = PROFILE_PHOTO_MAX_BYTES / 1024 / 1024;
const TOO_LARGE = `The picture must be at most ${MAX_MB} MB.`;
const WRONG_TYPE = 'Upload a PNG, JPEG or WebP picture.';
const UNREADABLE = 'The upload could not be read. Try again.';
/** Refuses decompression bombs: a 5 MB file may still claim gigapixels. */
const MAX_PIXELS = 50_000_000;

const tooLarge = () => new HttpError(413, TOO_LARGE, { file: [TOO_LARGE] });

export interface PhotoForm { fields: Record<string, string>; file: Buffer | null }

/** Reads the multipart form: text fields, and the part named `file` (other file parts are dropped). */
export async function readPhotoForm(req: FastifyRequest): Promise<PhotoForm> {
  if (!req.isMultipart()) throw invalid({ file: ['Choose a picture to upload.'] });
  const form: PhotoForm = { fields: {}, file: null };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === 'file' && !form.file) form.file = data;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (typeof statusCode === 'number') throw err;
    // The multipart parser's own errors (a cut-off body, no boundary) carry no status: a bad body, not a crash.
    throw new HttpError(400, UNREADABLE, { file: [UNREADABLE] });
  }
  return form;
}

/** Checks the real type and re-encodes to a WebP of `size` (512×512 unless told) without metadata. */
export async function normalisePhoto(data: Buffer, size = { width: 512, height: 512 }): Promise<Buffer> {
  if (data.length > PROFILE_PHOTO_MAX_BYTES) throw tooLarge();
  const type = await fileTypeFromBuffer(data);
  if (!type || !(PROFILE_PHOTO_TYPES as readonly string[]).includes(type.mime)) {
    throw new HttpError(415, WRONG_TYPE, { file: [WRONG_TYPE] });
  }
  try {
    // sharp drops EXIF/ICC/XMP unless asked to keep them; rotate() applies the EXIF orientation first.
    return await sharp(data, { limitInputPixels: MAX_PIXELS }).rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw invalid({ file: ['This picture could not be read. Try another file.'] });
  }
}

