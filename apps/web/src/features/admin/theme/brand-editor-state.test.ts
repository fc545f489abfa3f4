import { describe, expect, it } from 'vitest';
import { brandReducer, contrastOf, draftOf, initialState, invalidColours, isDirty, saveBlocked, type BrandAction, type BrandEditorState } from './brand-editor-state.ts';
import { pictureProblem } from './picture-upload.tsx';
import { SAMPLE_BRAND as SAVED } from './sample-brand.ts';

const run = (...actions: BrandAction[]): BrandEditorState => actions.reduce(brandReducer, initialState(SAVED));

describe('the brand editor\'s state', () => {
  it('starts from the saved brand: nothing to save, every pair passing', () => {
    const s = initialState(SAVED);
    expect(isDirty(s)).toBe(false);
    expect(saveBlocked(s)).toBeNull();
    expect(contrastOf(s).every((p) => p.passes)).toBe(true);
  });

  it('keeps a half-typed hex code in its field and the last whole colour in the draft', () => {
    const typing = run({ type: 'colour', key: 'primary', value: '#5b' });
    expect(typing.hexText.primary).toBe('#5b');
    expect(typing.draft.colors.primary).toBe('#14143f');
    expect(invalidColours(typing)).toEqual(['primary']);
    expect(saveBlocked(typing)).toBe('Enter a hex colour for Primary.');
    expect(isDirty(typing)).toBe(true);

    const whole = brandReducer(typing, { type: 'colour', key: 'primary', value: '#5B1A8A' });
    expect(whole.draft.colors.primary).toBe('#5b1a8a');
    expect(saveBlocked(whole)).toBeNull();
    expect(brandReducer(whole, { type: 'colour', key: 'accent', value: '#abc' }).draft.colors.accent).toBe('#aabbcc');
  });

  it('turns Save off with the reason while a pair fails AA, and on again when it passes', () => {
    const grey = run({ type: 'colour', key: 'textColor', value: '#999999' });
    const failing = contrastOf(grey).filter((p) => !p.passes);
    expect(failing.map((p) => p.where)).toEqual(['Page text', 'Default buttons']);
    expect(saveBlocked(grey)).toBe('Save is off until every pair reaches AA (4.5:1): Text on Page background is 2.6:1; Text on Default button is 2.2:1.');
    expect(saveBlocked(brandReducer(grey, { type: 'colour', key: 'textColor', value: '#222222' }))).toBeNull();
  });

  it('edits text fields by their field keys, nested ones too', () => {
    const s = run({ type: 'field', field: 'title', value: 'Peak' }, { type: 'field', field: 'openGraph.title', value: 'Peak OG' });
    expect(s.draft.title).toBe('Peak');
    expect(s.draft.openGraph).toEqual({ ...SAVED.openGraph, title: 'Peak OG' });
    expect(s.draft.twitter).toEqual(SAVED.twitter);
  });

  it('keeps edits when a picture is saved, and starts over from a saved brand or on discard', () => {
    const edited = run({ type: 'colour', key: 'primary', value: '#5b1a8a' });
    const withLogo = brandReducer(edited, { type: 'pictureSaved', theme: { ...SAVED, assets: { ...SAVED.assets, logo: '/themes/226/logo-1.png' } } });
    expect(withLogo.draft.colors.primary).toBe('#5b1a8a');
    expect(withLogo.saved.assets.logo).toBe('/themes/226/logo-1.png');
    expect(isDirty(withLogo)).toBe(true);
    expect(isDirty(brandReducer(withLogo, { type: 'discard' }))).toBe(false);
    const saved = { ...SAVED, colors: { ...SAVED.colors, primary: '#5b1a8a' } };
    const after = brandReducer(withLogo, { type: 'saved', theme: saved });
    expect(isDirty(after)).toBe(false);
    expect(after.draft).toEqual(draftOf(saved));
  });

  it('tells a wrong kind or an oversized picture before it is sent', () => {
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
    expect(pictureProblem('logo', file('brand.png', 100))).toBeNull();
    expect(pictureProblem('logo', file('brand.svg', 100))).toBe('Choose a PNG, JPG, JPEG, WEBP file.');
    expect(pictureProblem('favicon', file('icon.ico', 100))).toBeNull();
    expect(pictureProblem('logo', file('big.png', 3 * 1024 * 1024))).toBe('The logo must be at most 2 MB.');
  });
});
