import { describe, expect, it } from 'vitest';
import { isSafeThemeUrl, readTheme } from './read-theme.ts';

describe('theme addresses', () => {
  it('keeps web addresses and site paths only', () => {
    for (const ok of ['/themes/226/logo.svg', 'https://cdn.example/logo.png', 'http://brand.example/x.ico']) expect(isSafeThemeUrl(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png',
      '/\\evil.example', 'vbscript:x', 'https://a b', '']) expect(isSafeThemeUrl(bad)).toBe(false);
  });

  it('drops unsafe logo, favicon, canonical and sharing addresses and keeps the rest of the theme', () => {
    const theme = readTheme({
      title: 'Summit', canonicalUrl: 'javascript:alert(1)', assets: { logo: 'javascript:alert(1)', favicon: '/themes/226/favicon.ico' },
      openGraph: { image: 'data:text/html,x', url: 'https://summit.example/' }, twitter: { image: '//evil.example/t.png', title: 'T' },
    });
    expect(theme).toMatchObject({ title: 'Summit', assets: { favicon: '/themes/226/favicon.ico' }, openGraph: { url: 'https://summit.example/' }, twitter: { title: 'T' } });
    expect(theme.canonicalUrl).toBeUndefined();
    expect(theme.assets?.logo).toBeUndefined();
    expect(theme.openGraph?.image).toBeUndefined();
    expect(theme.twitter?.image).toBeUndefined();
  });
});
