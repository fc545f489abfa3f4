import { DEFAULT_THEME_COLORS, Theme } from '@portal/contract';
import type { Storage } from '../platform/storage.ts';
import { mailLogo, mailLogoUrl } from './brand-logo.ts';

/** What a branded mail shows of a tenant's theme (spec §3 Theme: logo, colours, footer text). */
export interface TenantBrand {
  name: string;
  /** The From name of its mail: the sender name its admin set (issue 23), else the name. */
  sender: string;
  /** The tenant's portal address, which every link of its mail starts with (issue 23: its own host). */
  url: string;
  /** The sender address the operator allowed it (issue 23); absent: MAIL_FROM's. */
  fromAddress?: string;
  /**
   * The address of the logo as a PNG (brand-logo.ts; never an SVG, which Gmail and Outlook do not
   * show), or null when the theme has no logo of its own that makes one: mail then writes the name.
   */
  logoUrl: string | null;
  primary: string;
  accent: string;
  textColor: string;
  background: string;
  footerText: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const color = (value: string | undefined, fallback: string) => (value && HEX.test(value.trim()) ? value.trim() : fallback);

/**
 * The tenant's theme file (`{tenant}/theme.json` of theme storage, deps.themes, spec §1), checked
 * against the contract's schema: none, or one that does not parse, is `{}`. A store that does not
 * answer throws (StorageUnavailableError, a 503), so nobody takes the default theme for the saved one.
 */
export async function readTheme(themes: Storage, tenantId: number): Promise<Theme> {
  const raw = await themes.read(`${tenantId}/theme.json`);
  return raw === null ? {} : parseTheme(raw);
}

/** A theme file's bytes as the contract's Theme; `{}` when they do not parse. */
export function parseTheme(raw: Buffer): Theme {
  try {
    const parsed = Theme.safeParse(JSON.parse(raw.toString('utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The tenant's brand from theme storage. A theme is written by whoever runs the tenant, so every
 * field is checked: colours must be hex, the logo a picture of the tenant's own theme folder that
 * makes a PNG; a missing or unreadable theme or logo — or a store that does not answer, so a mail
 * still goes out — falls back to the §9 defaults and the name.
 */
/** `publicUrl` is the tenant's own address (deps.tenants.urlOf); `sender` the From name, when not the name. */
export async function tenantBrand(themes: Storage, publicUrl: string, tenantId: number, name: string, sender: string | null = null): Promise<TenantBrand> {
  const theme = await readTheme(themes, tenantId).catch((): Theme => ({}));
  const logo = await mailLogo(themes, tenantId, theme).catch(() => null);
  const c = theme.colors ?? {};
  return {
    name,
    sender: sender || name,
    url: publicUrl,
    logoUrl: logo && mailLogoUrl(publicUrl, tenantId, logo.version),
    primary: color(c.primary, DEFAULT_THEME_COLORS.primary),
    accent: color(c.accent, DEFAULT_THEME_COLORS.accent),
    textColor: color(c.textColor, '#1f2933'),
    background: color(c.background, '#ffffff'),
    footerText: (theme.footerText ?? '').trim() || name,
  };
}
