// @vitest-environment jsdom
import { DEFAULT_THEME_COLORS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { applyThemeColors, sanitizeColor, themeCssVariables } from './theme-colors.ts';

const css = (el: HTMLElement, name: string) => el.style.getPropertyValue(name);

describe('theme colours as CSS custom properties (spec §3, §9)', () => {
  it('applies the spec defaults when the theme names no colours', () => {
    const root = document.createElement('div');
    applyThemeColors({}, root);
    expect(css(root, '--color-primary')).toBe(DEFAULT_THEME_COLORS.primary);
    expect(css(root, '--color-secondary')).toBe(DEFAULT_THEME_COLORS.secondary);
    expect(css(root, '--color-accent')).toBe(DEFAULT_THEME_COLORS.accent);
    expect(css(root, '--color-button-primary')).toBe(DEFAULT_THEME_COLORS.primary);
    expect(css(root, '--color-background')).not.toBe('');
  });

  it('applies the theme colours it is given, and defaults the rest', () => {
    const root = document.createElement('div');
    applyThemeColors({ primary: '#003366', accent: '#ff6600', background: '#fafafa' }, root);
    expect(css(root, '--color-primary')).toBe('#003366');
    expect(css(root, '--color-accent')).toBe('#ff6600');
    expect(css(root, '--color-background')).toBe('#fafafa');
    expect(css(root, '--color-secondary')).toBe(DEFAULT_THEME_COLORS.secondary);
    // button colours follow the theme's primary unless the theme sets them
    expect(css(root, '--color-button-primary')).toBe('#003366');
  });

  it('applies to the document root by default', () => {
    applyThemeColors({ primary: '#112233' });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#112233');
  });

  it('refuses values that are not colours', () => {
    expect(sanitizeColor('red; background: url(https://evil.test/x)')).toBeNull();
    expect(sanitizeColor('url(x)')).toBeNull();
    expect(sanitizeColor('#abc')).toBe('#abc');
    expect(sanitizeColor('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(themeCssVariables({ primary: 'expression(alert(1))' })['--color-primary']).toBe(DEFAULT_THEME_COLORS.primary);
  });

  it('keeps text readable when a theme pairs colours badly', () => {
    const vars = themeCssVariables({ buttonPrimaryColor: '#ffff00', buttonTextColor: '#ffffff', textColor: '#eeeeee' });
    expect(contrastRatio(vars['--color-on-button-primary']!, '#ffff00')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--color-text']!, vars['--color-background']!)).toBeGreaterThanOrEqual(4.5);
    // the defaults themselves are readable as given
    const defaults = themeCssVariables();
    expect(defaults['--color-on-primary']).toBe('#ffffff');
    expect(contrastRatio(defaults['--color-on-secondary']!, DEFAULT_THEME_COLORS.secondary)).toBeGreaterThanOrEqual(4.5);
  });
});
