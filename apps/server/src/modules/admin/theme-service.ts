import { eq } from 'drizzle-orm';
import { defaultThemeColors, THEME_COLOR_KEYS, ThemeSaveBody, type AdminTheme, type Theme, type ThemeColorKey } from '@portal/contract';
import type { z } from 'zod';
import { tenants } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { readTheme } from '../../lib/tenant-brand.ts';
import {
  assetPath, isThemeAsset, newAssetName, removeUnusedUploads, themeKey, themeManifest, withThemeLock, writeThemeFile,
  type AssetKind,
} from './theme-files.ts';
import type { CheckedImage } from './theme-image.ts';

type SavedBody = z.output<typeof ThemeSaveBody>;

/** `#abc` → `#aabbcc`; anything but 3- or 6-digit hex → null (the editor then shows the default). */
function hexColor(value: string | undefined): string | null {
  const v = value?.trim().toLowerCase() ?? '';
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  return /^#[0-9a-f]{3}$/.test(v) ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : null;
}

/** The stored theme as the editor shows it: every field present, colours defaulted (spec §9). */
export function presentTheme(theme: Theme): AdminTheme {
  const own: Partial<Record<ThemeColorKey, string>> = {};
  for (const key of THEME_COLOR_KEYS) {
    const c = hexColor(theme.colors?.[key]);
    if (c) own[key] = c;
  }
  const og = theme.openGraph ?? {};
  const tw = theme.twitter ?? {};
  return {
    colors: defaultThemeColors(own),
    assets: { logo: theme.assets?.logo ?? '', favicon: theme.assets?.favicon ?? '' },
    title: theme.title ?? '', description: theme.description ?? '', keywords: theme.keywords ?? '',
    robotsMetaTag: theme.robotsMetaTag ?? '', canonicalUrl: theme.canonicalUrl ?? '',
    openGraph: { title: og.title ?? '', description: og.description ?? '', image: og.image ?? '', url: og.url ?? '', type: og.type ?? '' },
    twitter: { title: tw.title ?? '', description: tw.description ?? '', image: tw.image ?? '', cardType: tw.cardType ?? '' },
    footerText: theme.footerText ?? '',
  };
}

/** Empty fields are left out of the file, so the portal's fallbacks apply (og:title → title …). */
function withoutEmpty<T extends Record<string, string>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')) as Partial<T>;
}

/**
 * spec §1: the tenant's brand in theme storage (deps.themes, theme-files.ts), read and written for
 * its admins. A store that does not answer fails the request with a 503 (StorageUnavailableError)
 * and the theme served stays the one saved before.
 */
export function themeService(deps: Deps) {
  /**
   * Writes the manifest, then theme.json (what the portal loads): when theme.json cannot be
   * written, the manifest of the theme still served is put back, as far as the store lets it.
   */
  async function write(tenantId: number, before: Theme, after: Theme) {
    const [row] = await deps.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    const name = row?.name ?? 'Client Portal';
    await writeThemeFile(deps.themes, tenantId, 'manifest.json', themeManifest(after, name));
    try {
      await writeThemeFile(deps.themes, tenantId, 'theme.json', JSON.stringify(after, null, 2));
    } catch (err) {
      await writeThemeFile(deps.themes, tenantId, 'manifest.json', themeManifest(before, name)).catch(() => {});
      throw err;
    }
  }

  /** The assets a save keeps: the current ones, or ones it names that exist in the tenant's folder. */
  async function assetsFor(tenantId: number, current: Theme, asked: SavedBody['assets']) {
    const assets = { logo: current.assets?.logo ?? '', favicon: current.assets?.favicon ?? '' };
    for (const kind of ['logo', 'favicon'] as const) {
      const wanted = asked?.[kind];
      if (wanted === undefined || wanted === assets[kind]) continue;
      if (wanted !== '' && !(await isThemeAsset(deps.themes, tenantId, wanted))) {
        throw invalid({ [`assets.${kind}`]: ['There is no such file in this portal\'s theme.'] });
      }
      assets[kind] = wanted;
    }
    return withoutEmpty(assets);
  }

  return {
    async current(tenantId: number): Promise<AdminTheme> {
      return presentTheme(await readTheme(deps.themes, tenantId));
    },

    /** Replaces every field but the pictures (unless `assets` names others); answers the saved brand. */
    save(tenantId: number, body: SavedBody): Promise<AdminTheme> {
      return withThemeLock(tenantId, async () => {
        const before = await readTheme(deps.themes, tenantId);
        const after: Theme = withoutEmpty({
          title: body.title, description: body.description, keywords: body.keywords, robotsMetaTag: body.robotsMetaTag,
          canonicalUrl: body.canonicalUrl, footerText: body.footerText,
        });
        after.colors = body.colors;
        after.assets = await assetsFor(tenantId, before, body.assets);
        after.openGraph = withoutEmpty(body.openGraph);
        after.twitter = withoutEmpty(body.twitter);
        await write(tenantId, before, after);
        await removeUnusedUploads(deps.themes, tenantId, before, after);
        return presentTheme(after);
      });
    },

    /**
     * Stores an uploaded logo or favicon under a new name and points the theme at it; the picture it
     * replaces is removed once the theme is saved. A failed save removes the new file again (as far as
     * the store lets it: a picture left behind is named by no theme).
     */
    async setAsset(tenantId: number, kind: AssetKind, image: CheckedImage): Promise<AdminTheme> {
      const name = newAssetName(kind, image.ext);
      await writeThemeFile(deps.themes, tenantId, name, image.data);
      try {
        return await withThemeLock(tenantId, async () => {
          const before = await readTheme(deps.themes, tenantId);
          const after: Theme = { ...before, assets: { ...before.assets, [kind]: assetPath(tenantId, name) } };
          await write(tenantId, before, after);
          await removeUnusedUploads(deps.themes, tenantId, before, after);
          return presentTheme(after);
        });
      } catch (err) {
        await deps.themes.remove(themeKey(tenantId, name)).catch(() => {});
        throw err;
      }
    },
  };
}
