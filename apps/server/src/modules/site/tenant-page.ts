import { DEFAULT_PAGE_TITLE, type Theme } from '@portal/contract';
import { tagged, type Tagged } from '../../http/etag.ts';
import { parseTheme } from '../../lib/tenant-brand.ts';
import { escapeHtml } from '../../platform/mailer.ts';
import type { Storage } from '../../platform/storage.ts';

// Issue 23, spec §1: the SPA's two HTML files as the request's tenant shows them. Its theme's title,
// description, icon and meta tags are in the page itself — for link previews and search engines,
// which run no script, and so the tab shows the brand before the theme loads — and the page names
// its tenant (`<meta name="portal-tenant">`), which the SPA reads instead of assuming 226
// (apps/web/src/lib/tenant.ts). The SPA sets the same tags again from theme.json
// (apps/web/src/lib/theme/theme-document.ts), finding these ones.

/** The tags the build writes that the tenant's take the place of. */
const REPLACED = [
  /<title>[^<]*<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/i,
  /<link\s+rel="icon"[^>]*>\s*/i,
];

const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '';
const link = (rel: string, href: string | undefined) => (href ? `<link rel="${rel}" href="${escapeHtml(href)}">` : '');

/** The head tags of a tenant's page, as the SPA's applyThemeDocument sets them. */
export function tenantHeadTags(tenantId: number, theme: Theme): string {
  const og = theme.openGraph ?? {};
  const tw = theme.twitter ?? {};
  return [
    `<title>${escapeHtml(theme.title || DEFAULT_PAGE_TITLE)}</title>`,
    `<meta name="portal-tenant" content="${tenantId}">`,
    meta('name', 'description', theme.description),
    meta('name', 'keywords', theme.keywords),
    meta('name', 'robots', theme.robotsMetaTag),
    meta('property', 'og:title', og.title ?? theme.title),
    meta('property', 'og:description', og.description ?? theme.description),
    meta('property', 'og:image', og.image),
    meta('property', 'og:url', og.url),
    meta('property', 'og:type', og.type),
    meta('name', 'twitter:card', tw.cardType),
    meta('name', 'twitter:title', tw.title ?? theme.title),
    meta('name', 'twitter:description', tw.description ?? theme.description),
    meta('name', 'twitter:image', tw.image),
    link('canonical', theme.canonicalUrl),
    // No favicon: an empty one, so the browser does not ask for /favicon.ico.
    link('icon', theme.assets?.favicon || 'data:,'),
    link('manifest', `/themes/${tenantId}/manifest.json`),
  ].filter(Boolean).join('\n    ');
}

/** The built page with the tenant's tags in its head (or at its top, for a page without one). */
export function tenantPage(html: string, tenantId: number, theme: Theme): string {
  let page = html;
  for (const tag of REPLACED) page = page.replace(tag, '');
  const tags = tenantHeadTags(tenantId, theme);
  // (a function, so that a `$` in a title is not read as a replacement pattern)
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  const doctype = /^<!doctype html>/i.exec(page);
  return doctype ? `${doctype[0]}${tags}${page.slice(doctype[0].length)}` : `${tags}${page}`;
}

/** Tenants whose pages a server keeps; past this it starts afresh (X-Tenant-Id may name any id). */
const MAX_KEPT = 1_000;

export type PageKind = 'index' | 'app';

/**
 * Each tenant's two pages, made again when its theme.json changes: each page load reads the theme
 * (a local file, or the bucket through its read cache, decision 018) and compares its bytes. A theme
 * store that does not answer gives the default tags: the portal still loads, and its theme request
 * reports the store's failure as before.
 */
export function tenantPages(themes: Storage, built: Record<PageKind, string>) {
  const kept = new Map<number, { theme: Buffer | null; pages: Record<PageKind, Tagged> }>();
  return async (tenantId: number, kind: PageKind): Promise<Tagged> => {
    const bytes = await themes.read(`${tenantId}/theme.json`).catch(() => null);
    const hit = kept.get(tenantId);
    if (hit && (hit.theme === bytes || (hit.theme && bytes && hit.theme.equals(bytes)))) return hit.pages[kind];
    const theme = bytes ? parseTheme(bytes) : {};
    const make = (html: string) => tagged(tenantPage(html, tenantId, theme), 'text/html; charset=utf-8');
    if (kept.size >= MAX_KEPT) kept.clear();
    const pages = { index: make(built.index), app: make(built.app) };
    kept.set(tenantId, { theme: bytes, pages });
    return pages[kind];
  };
}
