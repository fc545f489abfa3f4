import { AA_TEXT_RATIO, contrastRatio, formatRatio } from './contrast.ts';

// The contrast a tenant theme must keep (issue 12): which of its colours are drawn as text on which,
// checked live by the brand editor and again by the server on save. Apart from contrast.ts, so the
// entry chunk, which needs only the ratio, does not carry these tables.

/** The theme colour fields of spec §3 Theme. */
export const THEME_COLOR_KEYS = [
  'background', 'primary', 'secondary', 'accent', 'textColor', 'hoverColor', 'buttonDefaultColor',
  'buttonPrimaryColor', 'buttonTextColor', 'buttonSecondaryColor', 'textInverseColor', 'loginBackground',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

/** How the editor names each colour. */
export const THEME_COLOR_LABELS: Record<ThemeColorKey, string> = {
  background: 'Page background', primary: 'Primary', secondary: 'Secondary', accent: 'Accent',
  textColor: 'Text', hoverColor: 'Hover', buttonDefaultColor: 'Default button', buttonPrimaryColor: 'Primary button',
  buttonTextColor: 'Button text', buttonSecondaryColor: 'Secondary button', textInverseColor: 'Inverse text',
  loginBackground: 'Sign-in page background',
};

export interface ContrastPair { text: ThemeColorKey; background: ThemeColorKey; where: string }

/**
 * The text-on-background pairs the portal draws from a theme's own colours; each must reach AA.
 * Hover and accent are left out: the portal picks readable text on a hover colour itself, and the
 * accent draws focus rings and spinners, not text.
 */
export const THEME_CONTRAST_PAIRS: readonly ContrastPair[] = [
  { text: 'textColor', background: 'background', where: 'Page text' },
  { text: 'primary', background: 'background', where: 'Links' },
  { text: 'textInverseColor', background: 'primary', where: 'The bar under the top bar' },
  { text: 'buttonTextColor', background: 'buttonPrimaryColor', where: 'Primary buttons' },
  { text: 'buttonTextColor', background: 'buttonSecondaryColor', where: 'Secondary buttons' },
  { text: 'textColor', background: 'buttonDefaultColor', where: 'Default buttons' },
  { text: 'textInverseColor', background: 'loginBackground', where: 'The sign-in page' },
];

export interface PairContrast extends ContrastPair { ratio: number | null; passes: boolean }

/** Every pair's ratio; a pair with a colour that is not hex has no ratio and does not pass. */
export function themeContrast(colors: Partial<Record<ThemeColorKey, string>>): PairContrast[] {
  return THEME_CONTRAST_PAIRS.map((pair) => {
    const ratio = contrastRatio(colors[pair.text] ?? '', colors[pair.background] ?? '');
    return { ...pair, ratio, passes: ratio !== null && ratio >= AA_TEXT_RATIO };
  });
}

/** "4.8:1 — passes AA" / "2.1:1 — fails AA". */
export const contrastVerdict = (ratio: number) => `${formatRatio(ratio)} — ${ratio >= AA_TEXT_RATIO ? 'passes' : 'fails'} AA`;

/** The refusal of a failing pair, naming both fields and the ratio. */
export function contrastProblem(p: ContrastPair & { ratio: number }): string {
  const name = (k: ThemeColorKey) => `${THEME_COLOR_LABELS[k]} (${k})`;
  return `${name(p.text)} on ${name(p.background)} is ${formatRatio(p.ratio)}; WCAG AA needs at least ${AA_TEXT_RATIO}:1 (${p.where.toLowerCase()}).`;
}
