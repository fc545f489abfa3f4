import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, parseHex } from './contrast.ts';
import { contrastProblem, contrastVerdict, themeContrast, THEME_CONTRAST_PAIRS } from './theme-contrast.ts';

describe('WCAG contrast', () => {
  it('knows the reference pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it('reads short and long hex, ignores alpha, and refuses anything else', () => {
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseHex('#AABBCCDD')).toEqual([0xaa, 0xbb, 0xcc]);
    for (const bad of ['red', 'rgb(0,0,0)', '#12', '#12345', '', '#ggg']) expect(parseHex(bad)).toBeNull();
    expect(contrastRatio('red', '#fff')).toBeNull();
  });

  it('rounds down when it shows a ratio, so 4.48 never reads as passing', () => {
    expect(formatRatio(21)).toBe('21:1');
    expect(formatRatio(4.5)).toBe('4.5:1');
    expect(formatRatio(4.4781)).toBe('4.4:1');
    expect(contrastVerdict(4.81)).toBe('4.8:1 — passes AA');
    expect(contrastVerdict(2.19)).toBe('2.1:1 — fails AA');
    expect(contrastVerdict(4.478)).toBe('4.4:1 — fails AA');
  });

  it('checks every text/background pair of a theme and names both fields when one fails', () => {
    const colors = {
      background: '#ffffff', primary: '#14143f', textColor: '#777777', textInverseColor: '#ffffff', buttonTextColor: '#ffffff',
      buttonPrimaryColor: '#14143f', buttonSecondaryColor: '#1d7a46', buttonDefaultColor: '#ffffff', loginBackground: '#14143f',
    };
    const results = themeContrast(colors);
    expect(results).toHaveLength(THEME_CONTRAST_PAIRS.length);
    const failing = results.filter((r) => !r.passes);
    expect(failing.map((r) => `${r.text}/${r.background}`)).toEqual(['textColor/background', 'textColor/buttonDefaultColor']);
    expect(contrastProblem({ ...failing[0]!, ratio: failing[0]!.ratio! })).toBe(
      'Text (textColor) on Page background (background) is 4.4:1; WCAG AA needs at least 4.5:1 (page text).');
  });

  it('fails a pair whose colour is missing or not hex', () => {
    const [first] = themeContrast({ background: '#fff', textColor: 'black' });
    expect(first).toMatchObject({ ratio: null, passes: false });
  });
});
