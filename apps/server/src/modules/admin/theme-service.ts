import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { defaultThemeColors, THEME_COLOR_KEYS, ThemeSaveBody, type AdminTheme, type Theme, type ThemeColorKey } from '@portal/contract';
import type { z } from 'zod';
import { tenants } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import {
  assetPath, isThemeAsset, newAssetName, readThemeFile, removeUnusedUploads, themeDir, themeManifest, withThemeLock,
  writeThemeFile, type AssetKind,
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

/** spec §1: the tenant's brand in theme storage (theme-files.ts), read and written for its admins. */
export function themeService(deps: Deps) {
  const dirOf = (tenantId: number) => themeDir(deps.config.dataDir, tenantId);

  async function write(tenantId: number, theme: Theme) {
    const [row] = await deps.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    const dir = dirOf(tenantId);
    await writeThemeFile(dir, 'theme.json', JSON.stringify(theme, null, 2));
    await writeThemeFile(dir, 'manifest.json', themeManifest(theme, row?.name ?? 'Client Portal'));
  }

  /** The assets a save keeps: the current ones, or ones it names that exist in the tenant's folder. */
  async function assetsFor(tenantId: number, current: Theme, asked: SavedBody['assets']) {
    const assets = { logo: current.assets?.logo ?? '', favicon: current.assets?.favicon ?? '' };
    for (const kind of ['logo', 'favicon'] as const) {
      const wanted = asked?.[kind];
      if (wanted === undefined || wanted === assets[kind]) continue;
      if (wanted !== '' && !(await isThemeAsset(dirOf(tenantId), tenantId, wanted))) {
        throw invalid({ [`assets.${kind}`]: ['There is no such file in this portal\'s theme.'] });
      }
      assets[kind] = wanted;
    }
    return withoutEmpty(assets);
  }

  return {
    async current(tenantId: number): Promise<AdminTheme> {
      return presentTheme(await readThemeFile(dirOf(tenantId)));
    },

    /** Replaces every field but the pictures (unless `assets` names others); answers the saved brand. */
    save(tenantId: number, body: SavedBody): Promise<AdminTheme> {
      const dir = dirOf(tenantId);
      return withThemeLock(dir, async () => {
        const before = await readThemeFile(dir);
        const after: Theme = withoutEmpty({
          title: body.title, description: body.description, keywords: body.keywords, robotsMetaTag: body.robotsMetaTag,
          canonicalUrl: body.canonicalUrl, footerText: body.footerText,
        });
        after.colors = body.colors;
        after.assets = await assetsFor(tenantId, before, body.assets);
        after.openGraph = withoutEmpty(body.openGraph);
        after.twitter = withoutEmpty(body.twitter);
        await write(tenantId, after);
        await removeUnusedUploads(dir, tenantId, before, after);
        return presentTheme(after);
      });
    },

    /**
     * Stores an uploaded logo or favicon under a new name and points the theme at it; the picture it
     * replaces is removed once the theme is saved. A failed save leaves the new file removed.
     */
    async setAsset(tenantId: number, kind: AssetKind, image: CheckedImage): Promise<AdminTheme> {
      const dir = dirOf(tenantId);
      const name = newAssetName(kind, image.ext);
      await writeThemeFile(dir, name, image.data);
      try {
        return await withThemeLock(dir, async () => {
          const before = await readThemeFile(dir);
          const after: Theme = { ...before, assets: { ...before.assets, [kind]: assetPath(tenantId, name) } };
          await write(tenantId, after);
          await removeUnusedUploads(dir, tenantId, before, after);
          return presentTheme(after);
        });
      } catch (err) {
        await fs.promises.rm(path.join(dir, name), { force: true });
        throw err;
      }
    },
  };
}
