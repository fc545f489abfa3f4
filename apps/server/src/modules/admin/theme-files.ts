import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Theme } from '@portal/contract';
import { folderStorage } from '../../platform/storage.ts';

// Theme storage (spec §1, DESIGN §5): DATA_DIR/themes/{tenant}/ holds theme.json, manifest.json and
// the brand's pictures, served by GET /themes/{tenant}/{file} (modules/site). Every write goes to a
// `.part` file beside its target and is renamed into place (platform/storage.ts folderStorage), so a
// reader sees the old file or the new one, never half of one; the route serves no `.part` name.

export type AssetKind = 'logo' | 'favicon';

/** The pictures the brand editor uploads: server-made names, never reused, so they may be cached for good. */
export const UPLOADED_ASSET = /^(logo|favicon)-[0-9a-f]{32}\.(png|jpg|webp|ico)$/;

export const themeDir = (dataDir: string, tenantId: number) => path.join(dataDir, 'themes', String(tenantId));
/** The site path a theme names a file of its folder by. */
export const assetPath = (tenantId: number, file: string) => `/themes/${tenantId}/${file}`;
export const newAssetName = (kind: AssetKind, ext: string) => `${kind}-${randomBytes(16).toString('hex')}.${ext}`;

/** The tenant's theme file, checked against the contract's schema; none or unreadable is `{}`. */
export async function readThemeFile(dir: string): Promise<Theme> {
  const raw = await fs.promises.readFile(path.join(dir, 'theme.json'), 'utf8').catch(() => null);
  if (raw === null) return {};
  try {
    const parsed = Theme.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Writes one file of the theme folder atomically (folderStorage: written beside, then renamed). */
export async function writeThemeFile(dir: string, name: string, data: string | Buffer): Promise<void> {
  await folderStorage(dir).put(name, typeof data === 'string' ? Buffer.from(data) : data);
}

/** Does `sitePath` name a file that exists in this tenant's theme folder? */
export async function isThemeAsset(dir: string, tenantId: number, sitePath: string): Promise<boolean> {
  const prefix = assetPath(tenantId, '');
  if (!sitePath.startsWith(prefix)) return false;
  const name = sitePath.slice(prefix.length);
  if (!/^[a-z0-9-]+\.(svg|png|jpg|webp|ico)$/.test(name)) return false;
  return fs.promises.stat(path.join(dir, name)).then((s) => s.isFile(), () => false);
}

/** Removes uploaded pictures the theme no longer names (seeded files such as logo.svg stay). */
export async function removeUnusedUploads(dir: string, tenantId: number, before: Theme, after: Theme): Promise<void> {
  const named = (t: Theme) => [t.assets?.logo, t.assets?.favicon, t.openGraph?.image, t.twitter?.image]
    .filter((v): v is string => typeof v === 'string' && v.startsWith(assetPath(tenantId, '')));
  const still = new Set(named(after));
  for (const sitePath of named(before)) {
    const name = sitePath.slice(assetPath(tenantId, '').length);
    if (!still.has(sitePath) && UPLOADED_ASSET.test(name)) await fs.promises.rm(path.join(dir, name), { force: true });
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
 * Runs theme writes of one folder one after another (a save and an upload read, change and write the
 * same theme.json; run together, one would undo the other).
 */
export function withThemeLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const run = (locks.get(dir) ?? Promise.resolve()).then(work, work);
  const settled = run.catch(() => undefined);
  locks.set(dir, settled);
  void settled.then(() => { if (locks.get(dir) === settled) locks.delete(dir); });
  return run;
}
