import type { Theme } from '@portal/contract';
import { readTheme } from '../../lib/tenant-brand.ts';
import type { Storage } from '../../platform/storage.ts';
import { assetPath, themeKey, themeManifest, writeThemeFile } from '../admin/theme-files.ts';

// Issue 23: a new tenant's theme starts as the default tenant's (decision 018: theme storage, keys
// `{tenant}/{file}`) — its colours, favicon and sharing picture, copied into the new tenant's own
// folder — under the new tenant's name. The default's logo is left out: it draws the default
// tenant's name, so the new portal shows its own name in its place until its admin uploads a logo
// (/admin/theme).

/** The copied theme's pictures, as paths in the default's folder. */
const pictures = (theme: Theme) => [theme.assets?.favicon, theme.openGraph?.image, theme.twitter?.image];

/** The new tenant's theme: the default's, its texts naming `name`, its pictures in `tenantId`'s folder. */
export function themeFor(base: Theme, baseId: number, tenantId: number, name: string, url: string): Theme {
  const moved = (p: string | undefined) => (p?.startsWith(assetPath(baseId, '')) ? assetPath(tenantId, p.slice(assetPath(baseId, '').length)) : p);
  const description = `Your coaching programmes, action steps and metrics with ${name}.`;
  const { logo: _logo, ...assets } = base.assets ?? {};
  return {
    ...base,
    assets: { ...assets, favicon: moved(assets.favicon) },
    title: name,
    description,
    canonicalUrl: `${url}/`,
    openGraph: { ...base.openGraph, title: name, description, url: `${url}/`, image: moved(base.openGraph?.image) },
    twitter: { ...base.twitter, title: name, description, image: moved(base.twitter?.image) },
    footerText: name,
  };
}

/**
 * Writes the new tenant's theme files: the pictures first, then manifest.json, then theme.json (what
 * the portal loads), so a theme that is there has its pictures. A store that does not answer throws.
 */
export async function copyDefaultTheme(themes: Storage, baseId: number, tenantId: number, name: string, url: string): Promise<void> {
  const base = await readTheme(themes, baseId);
  const prefix = assetPath(baseId, '');
  for (const file of new Set(pictures(base).filter((p): p is string => Boolean(p?.startsWith(prefix))).map((p) => p.slice(prefix.length)))) {
    const data = await themes.read(themeKey(baseId, file));
    if (data) await writeThemeFile(themes, tenantId, file, data);
  }
  const theme = themeFor(base, baseId, tenantId, name, url);
  await writeThemeFile(themes, tenantId, 'manifest.json', themeManifest(theme, name));
  await writeThemeFile(themes, tenantId, 'theme.json', JSON.stringify(theme, null, 2));
}
