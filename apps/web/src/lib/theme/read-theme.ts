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

/**
 * Addresses from a theme go into src/href attributes: only web addresses (https:, http:) and paths
 * on this site are kept, never javascript:, data: or protocol-relative ones.
 */
export function isSafeThemeUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https?:\/\/[^\s]+$/i.test(value);
}
function urls<T extends Partial<Record<string, string>>>(fields: T, keys: readonly (keyof T)[]): T {
  const out = { ...fields };
  for (const key of keys) if (out[key] !== undefined && !isSafeThemeUrl(out[key]!)) delete out[key];
  return out;
}

const COLOR_KEYS = ['background', 'primary', 'secondary', 'accent', 'textColor', 'hoverColor',
  'buttonDefaultColor', 'buttonPrimaryColor', 'buttonTextColor', 'buttonSecondaryColor',
  'textInverseColor', 'loginBackground'] as const;

/** Keeps the known string fields of a theme file; unknown or mistyped ones are dropped. */
export function readTheme(json: unknown): Theme {
  if (!isObj(json)) throw new Error('The theme file is not a JSON object.');
  return {
    ...urls(strings(json, ['title', 'description', 'keywords', 'robotsMetaTag', 'canonicalUrl', 'footerText'] as const), ['canonicalUrl']),
    colors: strings(json.colors, COLOR_KEYS),
    assets: urls(strings(json.assets, ['logo', 'favicon'] as const), ['logo', 'favicon']),
    openGraph: urls(strings(json.openGraph, ['title', 'description', 'image', 'url', 'type'] as const), ['image', 'url']),
    twitter: urls(strings(json.twitter, ['title', 'description', 'image', 'cardType'] as const), ['image']),
  };
}
