import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Theme } from '@portal/contract';
import type { Storage } from '../platform/storage.ts';

// Issue 21: Gmail and Outlook show no SVG, and the portal's seeded logo is one; an uploaded logo may
// be a WebP, which Outlook does not show either. Mail therefore shows the logo as a PNG the portal
// makes from the theme's own logo file and serves at GET /brand/{tenant}/logo.png
// (modules/brand). Only a file of the tenant's own theme folder is read: a theme naming a logo
// elsewhere gets its name written instead, and nothing is fetched from another site.

/** Made this high and shown at half of it: sharp on dense screens, small in the mail. */
export const MAIL_LOGO_HEIGHT = 80;
/** A wide logo is fitted into this width instead (shown at most 200 px wide). */
const MAIL_LOGO_MAX_WIDTH = 400;
/** Refuses decompression bombs, as the brand editor's uploads do. */
const MAX_PIXELS = 50_000_000;
/** SVG is drawn at the density that makes it this high, not drawn small and enlarged. */
const SVG_DENSITY = { min: 1, max: 2_400, base: 72 };

/**
 * A logo picture (PNG, JPEG, WebP or SVG) as a PNG MAIL_LOGO_HEIGHT high (or MAIL_LOGO_MAX_WIDTH
 * wide), transparency kept. Throws when the bytes are no picture sharp can read.
 */
export async function logoPng(source: Buffer): Promise<Buffer> {
  const meta = await sharp(source, { limitInputPixels: MAX_PIXELS }).metadata();
  const density = meta.format === 'svg' && meta.height
    ? Math.min(SVG_DENSITY.max, Math.max(SVG_DENSITY.min, Math.round((SVG_DENSITY.base * MAIL_LOGO_HEIGHT) / meta.height)))
    : undefined;
  return sharp(source, { limitInputPixels: MAX_PIXELS, ...(density ? { density } : {}) }).rotate()
    .resize({ height: MAIL_LOGO_HEIGHT, width: MAIL_LOGO_MAX_WIDTH, fit: 'inside' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The file names a theme's own pictures go by (modules/admin/theme-files.ts writes them). */
const OWN_PICTURE = /^[a-z0-9-]+\.(svg|png|jpg|webp)$/;

/** The storage key of the theme's logo, when the theme names a picture of its own folder. */
export function ownLogoKey(theme: Theme, tenantId: number): string | null {
  const prefix = `/themes/${tenantId}/`;
  const logo = theme.assets?.logo;
  if (!logo?.startsWith(prefix)) return null;
  const file = logo.slice(prefix.length);
  return OWN_PICTURE.test(file) ? `${tenantId}/${file}` : null;
}

export interface MailLogo {
  png: Buffer;
  /** Changes with the source picture: mails link `logo.png?v=…`, so a new logo is not taken for the old. */
  version: string;
}

/** PNGs made, by the hash of their source: a logo is drawn once a server, again only when it changes. */
const made = new Map<string, Promise<Buffer | null>>();
const MADE_KEPT = 64;

function pngOf(source: Buffer, version: string): Promise<Buffer | null> {
  let png = made.get(version);
  if (!png) {
    png = logoPng(source).catch(() => null);
    made.set(version, png);
    if (made.size > MADE_KEPT) made.delete(made.keys().next().value!);
  }
  return png;
}

/**
 * The tenant's logo as a mail PNG, or null when the theme names none of its own, the file is gone or
 * it is no picture (mail then writes the tenant's name). A store that does not answer throws.
 */
export async function mailLogo(themes: Storage, tenantId: number, theme: Theme): Promise<MailLogo | null> {
  const key = ownLogoKey(theme, tenantId);
  const source = key ? await themes.read(key) : null;
  if (!source) return null;
  const version = createHash('sha256').update(source).digest('base64url').slice(0, 16);
  const png = await pngOf(source, version);
  return png ? { png, version } : null;
}

/** Where mail finds the logo: a stable address, the version only telling caches it changed. */
export const mailLogoUrl = (publicUrl: string, tenantId: number, version: string) =>
  `${publicUrl}/brand/${tenantId}/logo.png?v=${version}`;
