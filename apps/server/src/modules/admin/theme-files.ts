import { randomBytes } from 'node:crypto';
import type { Theme } from '@portal/contract';
import type { Storage } from '../../platform/storage.ts';

// Theme storage (spec §1, DESIGN §5): deps.themes holds, per tenant, theme.json, manifest.json and
// the brand's pictures under keys `{tenant}/{file}`, served by GET /themes/{tenant}/{file}
// (modules/site). One server keeps them in DATA_DIR/themes/{tenant}/, where every write goes to a
// `.part` file beside its target and is renamed into place (platform/storage.ts folderStorage);
// several servers keep them in the S3 bucket under `themes/`, where a PUT is atomic. Either way a
// reader sees the old file or the new one, never half of one.

export type AssetKind = 'logo' | 'favicon';

/** The pictures the brand editor uploads: server-made names, never reused, so they may be cached for good. */
export const UPLOADED_ASSET = /^(logo|favicon)-[0-9a-f]{32}\.(png|jpg|webp|ico)$/;

/** The storage key of one file of a tenant's theme. */
export const themeKey = (tenantId: number, file: string) => `${tenantId}/${file}`;
/** The site path a theme names a file of its folder by. */
export const assetPath = (tenantId: number, file: string) => `/themes/${tenantId}/${file}`;
export const newAssetName = (kind: AssetKind, ext: string) => `${kind}-${randomBytes(16).toString('hex')}.${ext}`;

/** Writes one file of the tenant's theme atomically (a reader sees the old file or the new one). */
export async function writeThemeFile(themes: Storage, tenantId: number, name: string, data: string | Buffer): Promise<void> {
  await themes.put(themeKey(tenantId, name), typeof data === 'string' ? Buffer.from(data) : data);
}

/** Does `sitePath` name a file that exists in this tenant's theme? */
export async function isThemeAsset(themes: Storage, tenantId: number, sitePath: string): Promise<boolean> {
  const prefix = assetPath(tenantId, '');
  if (!sitePath.startsWith(prefix)) return false;
  const name = sitePath.slice(prefix.length);
  if (!/^[a-z0-9-]+\.(svg|png|jpg|webp|ico)$/.test(name)) return false;
  return (await themes.read(themeKey(tenantId, name))) !== null;
}

/**
 * Removes uploaded pictures the theme no longer names (seeded files such as logo.svg stay). The
 * theme is saved by then, so a store that fails here leaves an unnamed picture behind, not an error.
 */
export async function removeUnusedUploads(themes: Storage, tenantId: number, before: Theme, after: Theme): Promise<void> {
  const named = (t: Theme) => [t.assets?.logo, t.assets?.favicon, t.openGraph?.image, t.twitter?.image]
    .filter((v): v is string => typeof v === 'string' && v.startsWith(assetPath(tenantId, '')));
  const still = new Set(named(after));
  for (const sitePath of named(before)) {
    const name = sitePath.slice(assetPath(tenantId, '').length);
    if (!still.has(sitePath) && UPLOADED_ASSET.test(name)) await themes.remove(themeKey(tenantId, name)).catch(() => {});
  }
}

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };

/** The web app manifest (GET /themes/{tenant}/manifest.json) that follows the theme. */
export function themeManifest(theme: Theme, name: string): string {
  const favicon = theme.assets?.favicon;
  const type = favicon ? ICON_TYPES[favicon.split('.').pop() ?? ''] : undefined;
  return JSON.stringify({
    name: theme.title || name, short_name: name, start_url: '/', display: 'standalone',
    background_color: theme.colors?.background, theme_color: theme.colors?.primary,
    icons: favicon && type ? [{ src: favicon, sizes: 'any', type }] : [],
  }, null, 2);
}

const locks = new Map<string, Promise<unknown>>();

/**
 * Runs one server's theme writes of a tenant one after another (a save and an upload read, change
 * and write the same theme.json; run together, one would undo the other).
 */
export function withThemeLock<T>(tenantId: number, work: () => Promise<T>): Promise<T> {
  const key = String(tenantId);
  const run = (locks.get(key) ?? Promise.resolve()).then(work, work);
  const settled = run.catch(() => undefined);
  locks.set(key, settled);
  void settled.then(() => { if (locks.get(key) === settled) locks.delete(key); });
  return run;
}
