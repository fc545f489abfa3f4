import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { THEME_FAVICON_MAX_BYTES, THEME_LOGO_MAX_BYTES } from '@portal/contract';
import { HttpError, invalid } from '../../http/errors.ts';
import { cleanFileName } from '../files/document-type.ts';
import type { AssetKind } from './theme-files.ts';

// DESIGN §7 uploads, for the brand's pictures: a size limit, the kind read from the bytes (the name
// must agree with them), pictures re-encoded without their metadata. SVG is refused, not cleaned:
// an SVG is a document that can carry script, and the logo is shown on every page.

interface Rule {
  maxBytes: number;
  /** Extension → what `file-type` must find, and the stored extension. */
  kinds: Record<string, 'png' | 'jpg' | 'webp' | 'ico'>;
  names: string;
  /** The largest box the picture is scaled into (never enlarged). */
  box: { width: number; height: number };
}

const RULES: Record<AssetKind, Rule> = {
  logo: { maxBytes: THEME_LOGO_MAX_BYTES, kinds: { png: 'png', jpg: 'jpg', jpeg: 'jpg', webp: 'webp' }, names: 'PNG, JPEG or WebP', box: { width: 1200, height: 600 } },
  favicon: { maxBytes: THEME_FAVICON_MAX_BYTES, kinds: { png: 'png', ico: 'ico' }, names: 'PNG or ICO', box: { width: 512, height: 512 } },
};
/** Refuses decompression bombs: a small file may still claim gigapixels. */
const MAX_PIXELS = 50_000_000;

const refused = (status: number, message: string) => new HttpError(status, message, { file: [message] });

export interface CheckedImage { ext: string; data: Buffer }

/** The picture to store for the brand's `kind`, or a 413/415/422 naming the problem. */
export async function checkThemeImage(kind: AssetKind, uploadedName: string, data: Buffer): Promise<CheckedImage> {
  const rule = RULES[kind];
  const name = cleanFileName(uploadedName);
  if (data.length === 0) throw invalid({ file: [`"${name}" is empty.`] });
  if (data.length > rule.maxBytes) throw refused(413, `The ${kind} must be at most ${rule.maxBytes / 1024 / 1024} MB.`);
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  if (ext === 'svg') throw refused(415, `SVG files are not accepted (they can carry script). Upload the ${kind} as ${rule.names}.`);
  const expected = rule.kinds[ext];
  if (!expected) throw refused(415, `Upload the ${kind} as ${rule.names}.`);
  const found = await fileTypeFromBuffer(data);
  if (found?.ext !== expected) throw refused(415, `"${name}" does not contain what its name says. Save it again in its real format and retry.`);
  if (expected === 'ico') return { ext: 'ico', data };
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate()
      .resize({ ...rule.box, fit: 'inside', withoutEnlargement: true });
    const out = expected === 'png' ? image.png() : expected === 'jpg' ? image.jpeg({ quality: 88 }) : image.webp({ quality: 88 });
    return { ext: expected, data: await out.toBuffer() };
  } catch {
    throw invalid({ file: [`"${name}" could not be read as a picture. Try another file.`] });
  }
}
