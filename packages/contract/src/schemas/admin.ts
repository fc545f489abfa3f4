import { z } from 'zod';
import { ADMIN_ROLE_ID, COACH_ROLE_ID, DEFAULT_THEME_COLORS } from '../constants.ts';
import { contrastProblem, themeContrast, THEME_COLOR_KEYS, type ThemeColorKey } from '../theme-contrast.ts';
import { zEmail, zRequiredText } from './common.ts';
import { zText } from './text.ts';

// Issue 12, the tenant's side (admin, role_id 1): the brand (spec §1, §3 Theme) and the coaches and
// admins. /api/v1/admin/* — docs/api.md.

// ——— The brand ———

/** A colour as the editor sends it: `#rgb` or `#rrggbb`, stored as lower-case `#rrggbb`. */
const zHex = z.string().trim().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Enter a colour as # and six hex digits, e.g. #14143f.')
  .transform((v) => (v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v).toLowerCase());

/** One line of plain text: no line breaks, control characters or angle brackets (no HTML). */
export const zLine = (max: number) => zText().trim().max(max, `Must be at most ${max} characters.`)
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: 'Use one line of plain text.' })
  .refine((v) => !/[<>]/.test(v), { error: 'Use plain text: no < or > characters.' });

/** A web address (http or https), or empty for none. */
const zWebAddress = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a full web address (https://…).' }).max(500)]);
/** A picture for sharing: a web address, a path on this site (`/themes/226/logo.png`), or empty. */
const zImageAddress = z.union([zWebAddress, z.string().max(500).regex(/^\/([A-Za-z0-9._~-][A-Za-z0-9._~/-]*)?$/, 'Enter a web address or a path on this site.')]);

/** The editor's choices; other values of the same grammar (e.g. `noindex`) are kept when saved. */
export const ROBOTS_OPTIONS = ['noindex, nofollow', 'index, follow', 'noindex, follow', 'index, nofollow'] as const;
export const OG_TYPES = ['website', 'article', 'profile'] as const;
export const TWITTER_CARDS = ['summary', 'summary_large_image'] as const;
const ROBOTS_WORD = '(index|noindex|follow|nofollow|none|all|noarchive|nosnippet|noimageindex|notranslate)';
const zRobots = z.union([z.literal(''), z.string().max(100)
  .regex(new RegExp(`^${ROBOTS_WORD}(\\s*,\\s*${ROBOTS_WORD})*$`), 'Use robots words such as "noindex, nofollow".')]);
/** An Open Graph type or Twitter card name (`website`, `summary_large_image`, `video.movie`), or empty. */
const zKind = z.union([z.literal(''), z.string().max(40).regex(/^[a-z][a-z0-9._:-]*$/, 'Use lower-case letters, digits, dots or dashes.')]);

export const THEME_TITLE_MAX = 120;
export const THEME_DESCRIPTION_MAX = 300;

export const ThemeColorsBody = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, zHex])) as Record<ThemeColorKey, typeof zHex>,
);

/** A theme file, an asset path in this tenant's theme folder, or none (a previous logo restored). */
const zAssetPath = z.union([z.literal(''), z.string().max(200).regex(/^\/themes\/\d{1,9}\/[a-z0-9-]+\.(svg|png|jpg|webp|ico)$/, 'Name a file of this portal\'s theme.')]);

const ThemeFields = z.object({
  colors: ThemeColorsBody,
  title: zLine(THEME_TITLE_MAX).min(1, 'The title is required.'),
  description: zLine(THEME_DESCRIPTION_MAX),
  keywords: zLine(THEME_DESCRIPTION_MAX),
  robotsMetaTag: zRobots,
  canonicalUrl: zWebAddress,
  openGraph: z.object({
    title: zLine(THEME_TITLE_MAX), description: zLine(THEME_DESCRIPTION_MAX), image: zImageAddress, url: zWebAddress,
    type: zKind,
  }),
  twitter: z.object({
    title: zLine(THEME_TITLE_MAX), description: zLine(THEME_DESCRIPTION_MAX), image: zImageAddress,
    cardType: zKind,
  }),
  footerText: zLine(THEME_TITLE_MAX),
});

/** Refuses a text/background pair below WCAG AA (contrast.ts), under the text colour's field. */
function refuseLowContrast(body: { colors: Record<ThemeColorKey, string> }, ctx: z.RefinementCtx) {
  for (const pair of themeContrast(body.colors)) {
    if (!pair.passes && pair.ratio !== null) ctx.addIssue({ code: 'custom', path: ['colors', pair.text], message: contrastProblem({ ...pair, ratio: pair.ratio }) });
  }
}

/**
 * POST /api/v1/admin/theme: every field of the brand but the logo and favicon (uploaded on their
 * own). `assets`, when sent, points back to a file already in the tenant's theme folder or clears it.
 */
export const ThemeSaveBody = ThemeFields.extend({
  assets: z.object({ logo: zAssetPath, favicon: zAssetPath }).partial().optional(),
}).superRefine(refuseLowContrast);
export type ThemeSaveBody = z.input<typeof ThemeSaveBody>;

/** GET /api/v1/admin/theme and every theme write: the whole brand, each field present ('' for none). */
const zStrings = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>);
export const AdminTheme = zStrings(['title', 'description', 'keywords', 'robotsMetaTag', 'canonicalUrl', 'footerText'] as const).extend({
  colors: zStrings(THEME_COLOR_KEYS),
  assets: zStrings(['logo', 'favicon'] as const),
  openGraph: zStrings(['title', 'description', 'image', 'url', 'type'] as const),
  twitter: zStrings(['title', 'description', 'image', 'cardType'] as const),
});
export type AdminTheme = z.infer<typeof AdminTheme>;

/** The colours a theme gets for fields it leaves out (spec §9 for primary, secondary, accent). */
export function defaultThemeColors(partial: Partial<Record<ThemeColorKey, string>> = {}): Record<ThemeColorKey, string> {
  const primary = partial.primary ?? DEFAULT_THEME_COLORS.primary;
  const secondary = partial.secondary ?? DEFAULT_THEME_COLORS.secondary;
  return {
    background: '#f4f5f9', primary, secondary, accent: DEFAULT_THEME_COLORS.accent, textColor: '#1b1e2e',
    hoverColor: '#e8eaf3', buttonDefaultColor: '#e8eaf3', buttonPrimaryColor: primary, buttonTextColor: '#ffffff',
    buttonSecondaryColor: secondary, textInverseColor: '#ffffff', loginBackground: primary, ...partial,
  };
}

/** Uploads of the brand: the logo (PNG, JPEG, WebP) and the favicon (PNG, ICO). SVG is refused. */
export const THEME_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const THEME_FAVICON_MAX_BYTES = 1024 * 1024;
export const THEME_LOGO_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
export const THEME_FAVICON_ACCEPT = '.png,.ico,image/png,image/x-icon,image/vnd.microsoft.icon';

// ——— Coaches and admins ———

const STAFF_ROLE_MESSAGE = 'Choose Coach or Admin.';
/** role_id 1 (admin) or 2 (coach), as a number or its digit (a form's select). */
const zStaffRole = z.union([
  z.literal(ADMIN_ROLE_ID), z.literal(COACH_ROLE_ID),
  z.enum(['1', '2']).transform((v) => Number(v) as typeof ADMIN_ROLE_ID | typeof COACH_ROLE_ID),
], { error: STAFF_ROLE_MESSAGE });

export const STAFF_NAME_MAX = 100;

/** POST /api/v1/admin/staff: a new coach or admin, mailed a link to set their password. */
export const StaffCreateBody = z.object({
  email: zEmail,
  first_name: zRequiredText(STAFF_NAME_MAX, 'First name'),
  last_name: zRequiredText(STAFF_NAME_MAX, 'Last name'),
  role_id: zStaffRole,
});
export type StaffCreateBody = z.input<typeof StaffCreateBody>;

/** POST /api/v1/admin/staff/{id}/role */
export const StaffRoleBody = z.object({ role_id: zStaffRole });
export type StaffRoleBody = z.input<typeof StaffRoleBody>;

/** active; invited (added, not signed in yet); deactivated (cannot sign in). */
export const STAFF_STATUSES = ['active', 'invited', 'deactivated'] as const;

export const StaffMember = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.union([z.literal(ADMIN_ROLE_ID), z.literal(COACH_ROLE_ID)]),
  status: z.enum(STAFF_STATUSES),
  /** The clients whose coach they are. */
  client_count: z.number().int(),
  last_seen_at: z.string().nullable(),
  /** The caller themselves (their own role and status cannot be changed). */
  is_you: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;
export const StaffList = z.array(StaffMember);

export const ADMIN_MESSAGES = {
  themeSaved: 'Brand saved. Clients see it on their next page load.',
  logoSaved: 'Logo uploaded and saved.',
  faviconSaved: 'Favicon uploaded and saved.',
  staffAdded: 'Added. They have been emailed a link to set their password.',
  roleChanged: 'Role changed.',
  deactivated: 'Deactivated. Every session they had has ended.',
  reactivated: 'Reactivated. They can sign in again.',
  linkCopied: 'Sign-in link copied. It works once, for 15 minutes, and was also emailed to them.',
  ownRole: 'You cannot change your own role. Ask another admin.',
  ownStatus: 'You cannot deactivate yourself. Ask another admin.',
  lastAdmin: 'The portal must keep at least one active admin.',
  emailTaken: 'Someone in this portal already uses this email.',
} as const;
