import { DEFAULT_THEME_COLORS, Theme } from '@portal/contract';
import { escapeHtml } from '../platform/mailer.ts';
import type { Storage } from '../platform/storage.ts';

/** What a branded mail shows of a tenant's theme (spec §3 Theme: logo, colours, footer text). */
export interface TenantBrand {
  name: string;
  /** An absolute http(s) address, or null when the theme has none we may link. */
  logoUrl: string | null;
  primary: string;
  accent: string;
  textColor: string;
  background: string;
  footerText: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const color = (value: string | undefined, fallback: string) => (value && HEX.test(value.trim()) ? value.trim() : fallback);

/** A site path (`/themes/226/logo.svg`) against the public address, or an https address as is. */
function absoluteUrl(value: string | undefined, publicUrl: string): string | null {
  if (!value) return null;
  if (/^\/(?!\/)[^\s"'<>\\]*$/.test(value)) return `${publicUrl}${value}`;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The tenant's theme file (`{tenant}/theme.json` of theme storage, deps.themes, spec §1), checked
 * against the contract's schema: none, or one that does not parse, is `{}`. A store that does not
 * answer throws (StorageUnavailableError, a 503), so nobody takes the default theme for the saved one.
 */
export async function readTheme(themes: Storage, tenantId: number): Promise<Theme> {
  const raw = await themes.read(`${tenantId}/theme.json`);
  if (raw === null) return {};
  try {
    const parsed = Theme.safeParse(JSON.parse(raw.toString('utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The tenant's brand from theme storage. A theme is written by whoever runs the tenant, so every
 * field is checked: colours must be hex, the logo a web address or site path; a missing or
 * unreadable theme — or a store that does not answer, so a mail still goes out — falls back to the
 * §9 defaults.
 */
export async function tenantBrand(themes: Storage, publicUrl: string, tenantId: number, name: string): Promise<TenantBrand> {
  const theme = await readTheme(themes, tenantId).catch((): Theme => ({}));
  const c = theme.colors ?? {};
  return {
    name,
    logoUrl: absoluteUrl(theme.assets?.logo, publicUrl),
    primary: color(c.primary, DEFAULT_THEME_COLORS.primary),
    accent: color(c.accent, DEFAULT_THEME_COLORS.accent),
    textColor: color(c.textColor, '#1f2933'),
    background: color(c.background, '#ffffff'),
    footerText: (theme.footerText ?? '').trim() || name,
  };
}

/** A mail page in the tenant's brand: logo, a title bar in the primary colour, the footer text. */
export function brandedHtml(brand: TenantBrand, title: string, bodyHtml: string): string {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="40" style="height:40px;max-width:200px">`
    : `<strong style="font-size:18px;color:${brand.primary}">${escapeHtml(brand.name)}</strong>`;
  return '<!doctype html><html><body style="margin:0;font-family:system-ui,sans-serif;'
    + `background:${brand.background};color:${brand.textColor}">`
    + '<div style="max-width:600px;margin:0 auto;padding:24px">'
    + `<div style="padding-bottom:16px">${logo}</div>`
    + `<h1 style="font-size:20px;margin:0 0 16px;padding:12px 16px;background:${brand.primary};color:#ffffff">${escapeHtml(title)}</h1>`
    + bodyHtml
    + `<p style="margin-top:24px;padding-top:12px;border-top:2px solid ${brand.accent};font-size:12px">${escapeHtml(brand.footerText)}</p>`
    + '</div></body></html>';
}
