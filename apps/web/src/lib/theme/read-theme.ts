import type { Theme } from '@portal/contract';

// The contract's Theme schema, read by hand: every field is an optional string, and this runs in
// the entry chunk on every page, where schema code would only add weight.

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function strings<K extends string>(source: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!isObj(source)) return out;
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

const COLOR_KEYS = ['background', 'primary', 'secondary', 'accent', 'textColor', 'hoverColor',
  'buttonDefaultColor', 'buttonPrimaryColor', 'buttonTextColor', 'buttonSecondaryColor',
  'textInverseColor', 'loginBackground'] as const;

/** Keeps the known string fields of a theme file; unknown or mistyped ones are dropped. */
export function readTheme(json: unknown): Theme {
  if (!isObj(json)) throw new Error('The theme file is not a JSON object.');
  return {
    ...strings(json, ['title', 'description', 'keywords', 'robotsMetaTag', 'canonicalUrl', 'footerText'] as const),
    colors: strings(json.colors, COLOR_KEYS),
    assets: strings(json.assets, ['logo', 'favicon'] as const),
    openGraph: strings(json.openGraph, ['title', 'description', 'image', 'url', 'type'] as const),
    twitter: strings(json.twitter, ['title', 'description', 'image', 'cardType'] as const),
  };
}
