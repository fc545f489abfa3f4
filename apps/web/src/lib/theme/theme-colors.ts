import { DEFAULT_THEME_COLORS, type ThemeColors } from '@portal/contract';
import { readableOn } from './contrast.ts';

type ColorKey = keyof ThemeColors;

/** spec §9 defaults for primary, secondary and accent; the rest chosen to read well with them. */
export function themeColorsWithDefaults(theme: ThemeColors = {}): Required<ThemeColors> {
  const pick = (key: ColorKey, fallback: string) => sanitizeColor(theme[key]) ?? fallback;
  const primary = pick('primary', DEFAULT_THEME_COLORS.primary);
  const secondary = pick('secondary', DEFAULT_THEME_COLORS.secondary);
  return {
    primary,
    secondary,
    accent: pick('accent', DEFAULT_THEME_COLORS.accent),
    background: pick('background', '#f4f5f9'),
    textColor: pick('textColor', '#1b1e2e'),
    hoverColor: pick('hoverColor', '#e8eaf3'),
    buttonDefaultColor: pick('buttonDefaultColor', '#e8eaf3'),
    buttonPrimaryColor: pick('buttonPrimaryColor', primary),
    buttonTextColor: pick('buttonTextColor', '#ffffff'),
    buttonSecondaryColor: pick('buttonSecondaryColor', secondary),
    textInverseColor: pick('textInverseColor', '#ffffff'),
    loginBackground: pick('loginBackground', primary),
  };
}

// Not themed: the neutral tokens every screen shares.
const SURFACE = '#ffffff';
const NEUTRAL_TOKENS = {
  '--color-surface': SURFACE,
  '--color-border': '#767b91',
  '--color-border-subtle': '#d9dce6',
  '--color-muted': '#4d5266',
  '--color-danger': '#b3261e',
  '--color-success': '#1b6e3a',
  '--color-skeleton': '#e3e5ee',
  '--color-backdrop': 'rgb(10 12 24 / 55%)',
  // avatar backgrounds: each reads white initials at AA contrast
  '--avatar-text': '#ffffff',
  '--avatar-0': '#8e24aa', '--avatar-1': '#1565c0', '--avatar-2': '#2e7d32', '--avatar-3': '#ad1457',
  '--avatar-4': '#4e342e', '--avatar-5': '#00695c', '--avatar-6': '#c62828', '--avatar-7': '#37474f',
} as const;

export const AVATAR_COLOR_COUNT = 8;

/** The CSS custom properties a theme produces, text colours adjusted to stay readable. */
export function themeCssVariables(theme: ThemeColors = {}): Record<string, string> {
  const c = themeColorsWithDefaults(theme);
  const text = readableOn(c.textColor, [c.background, SURFACE, c.hoverColor]);
  return {
    ...NEUTRAL_TOKENS,
    '--color-background': c.background,
    '--color-primary': c.primary,
    '--color-secondary': c.secondary,
    '--color-accent': c.accent,
    '--color-text': text,
    '--color-hover': c.hoverColor,
    '--color-button-default': c.buttonDefaultColor,
    '--color-button-primary': c.buttonPrimaryColor,
    '--color-button-text': c.buttonTextColor,
    '--color-button-secondary': c.buttonSecondaryColor,
    '--color-text-inverse': c.textInverseColor,
    '--color-login-background': c.loginBackground,
    '--color-on-primary': readableOn(c.textInverseColor, [c.primary]),
    '--color-on-secondary': readableOn(text, [c.secondary]),
    '--color-on-accent': readableOn(c.textInverseColor, [c.accent]),
    '--color-on-button-primary': readableOn(c.buttonTextColor, [c.buttonPrimaryColor]),
    '--color-on-button-secondary': readableOn(c.buttonTextColor, [c.buttonSecondaryColor]),
    '--color-on-button-default': readableOn(text, [c.buttonDefaultColor]),
    '--color-on-hover': readableOn(text, [c.hoverColor]),
    '--color-on-login-background': readableOn(c.textInverseColor, [c.loginBackground]),
    '--color-link': readableOn(c.primary, [SURFACE, c.background]),
  };
}

export function applyThemeColors(theme: ThemeColors = {}, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);
}

/** Theme values go into CSS: accept colour syntax only, never arbitrary declarations. */
export function sanitizeColor(value: string | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  const ok = /^#[0-9a-f]{3,8}$/i.test(v) || /^(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)$/i.test(v) || /^[a-z]{3,30}$/i.test(v);
  return ok ? v : null;
}
