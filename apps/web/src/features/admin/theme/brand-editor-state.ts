import {
  formatRatio, THEME_COLOR_KEYS, THEME_COLOR_LABELS, themeContrast, type AdminTheme, type PairContrast,
  type ThemeColorKey, type ThemeSaveBody,
} from '@portal/contract';
import { useReducer } from 'react';

// The brand editor's state: the saved brand, the draft being edited, and what each hex field holds
// while it is typed (half a colour is not yet a colour). What the draft may be saved as follows from
// it: the contract's contrast pairs (the server checks the same) and valid hex in every field.

/** Every field the Save button sends: the brand but its pictures (those upload on their own). */
export type BrandDraft = Required<Omit<ThemeSaveBody, 'assets'>> & { colors: Record<ThemeColorKey, string> };

export interface BrandEditorState {
  saved: AdminTheme;
  draft: BrandDraft;
  hexText: Record<ThemeColorKey, string>;
}

/** Text fields by their field key (the same keys the server's 422 messages use). */
export type TextField = 'title' | 'description' | 'keywords' | 'robotsMetaTag' | 'canonicalUrl' | 'footerText'
  | `openGraph.${keyof AdminTheme['openGraph']}` | `twitter.${keyof AdminTheme['twitter']}`;

export type BrandAction =
  | { type: 'colour'; key: ThemeColorKey; value: string }
  | { type: 'field'; field: TextField; value: string }
  | { type: 'saved'; theme: AdminTheme }
  | { type: 'pictureSaved'; theme: AdminTheme }
  | { type: 'discard' };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const fullHex = (v: string) => (v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v).toLowerCase();

/** The draft of a saved brand, its keys in one order (so two drafts compare as text). */
export function draftOf(theme: AdminTheme): BrandDraft {
  const { title, description, keywords, robotsMetaTag, canonicalUrl, footerText, openGraph, twitter } = theme;
  const colors = Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, theme.colors[k]])) as Record<ThemeColorKey, string>;
  return {
    colors, title, description, keywords, robotsMetaTag, canonicalUrl, footerText,
    openGraph: { title: openGraph.title, description: openGraph.description, image: openGraph.image, url: openGraph.url, type: openGraph.type },
    twitter: { title: twitter.title, description: twitter.description, image: twitter.image, cardType: twitter.cardType },
  };
}

export const initialState = (theme: AdminTheme): BrandEditorState => ({ saved: theme, draft: draftOf(theme), hexText: { ...draftOf(theme).colors } });

export function brandReducer(state: BrandEditorState, action: BrandAction): BrandEditorState {
  switch (action.type) {
    case 'colour': {
      const text = action.value.trim();
      const hexText = { ...state.hexText, [action.key]: action.value };
      if (!HEX.test(text)) return { ...state, hexText };
      return { ...state, hexText, draft: { ...state.draft, colors: { ...state.draft.colors, [action.key]: fullHex(text) } } };
    }
    case 'field': {
      const [group, key] = action.field.split('.') as [keyof BrandDraft, string | undefined];
      if (!key) return { ...state, draft: { ...state.draft, [group]: action.value } };
      const nested = state.draft[group as 'openGraph' | 'twitter'];
      return { ...state, draft: { ...state.draft, [group]: { ...nested, [key]: action.value } } };
    }
    case 'saved':
    case 'discard':
      return initialState(action.type === 'saved' ? action.theme : state.saved);
    case 'pictureSaved':
      // an upload saves the picture only: the edits under way stay as they are
      return { ...state, saved: action.theme };
  }
}

export const useBrandEditor = (theme: AdminTheme) => useReducer(brandReducer, theme, initialState);

/** A text field's value in the draft. */
export function fieldValue(draft: BrandDraft, field: TextField): string {
  const [group, key] = field.split('.') as [keyof BrandDraft, string | undefined];
  const value = key ? (draft[group] as Record<string, string>)[key] : draft[group];
  return typeof value === 'string' ? value : '';
}

export const isDirty = (s: BrandEditorState) =>
  JSON.stringify(s.draft) !== JSON.stringify(draftOf(s.saved)) || THEME_COLOR_KEYS.some((k) => s.hexText[k] !== s.draft.colors[k]);

/** The hex fields that do not hold a colour yet. */
export const invalidColours = (s: BrandEditorState) => THEME_COLOR_KEYS.filter((k) => !HEX.test(s.hexText[k].trim()));

export const contrastOf = (s: BrandEditorState): PairContrast[] => themeContrast(s.draft.colors);

/** Why Save is off (shown beside it), or null when the draft may be saved. */
export function saveBlocked(s: BrandEditorState): string | null {
  const bad = invalidColours(s);
  if (bad.length) return `Enter a hex colour for ${bad.map((k) => THEME_COLOR_LABELS[k]).join(', ')}.`;
  const failing = contrastOf(s).filter((p) => !p.passes);
  if (!failing.length) return null;
  const pairs = failing.map((p) => `${THEME_COLOR_LABELS[p.text]} on ${THEME_COLOR_LABELS[p.background]} is ${p.ratio === null ? 'unknown' : formatRatio(p.ratio)}`);
  return `Save is off until every pair reaches AA (4.5:1): ${pairs.join('; ')}.`;
}
