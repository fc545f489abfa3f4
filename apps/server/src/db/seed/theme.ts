import { DEFAULT_TENANT_ID, type Theme } from '@portal/contract';
import type { Storage } from '../../platform/storage.ts';
import { DEMO_LOGO_SVG } from './demo-logo.ts';

// Tenant 226's brand: every field of spec §3 Theme, written on first start to theme storage
// (deps.themes: DATA_DIR/themes, or the S3 bucket when one is configured).
export const DEMO_THEME: Required<Theme> = {
  colors: {
    background: '#f5f6fa', primary: '#14143f', secondary: '#2ecc71', accent: '#179ad6', textColor: '#1f2933',
    hoverColor: '#0f6fa0', buttonDefaultColor: '#e4e7eb', buttonPrimaryColor: '#14143f', buttonTextColor: '#ffffff',
    buttonSecondaryColor: '#1d7a46', textInverseColor: '#ffffff', loginBackground: '#14143f',
  },
  assets: { logo: '/themes/226/logo.svg', favicon: '/themes/226/favicon.svg' },
  title: 'Summit Coaching | Client Portal',
  description: 'Your coaching programmes, action steps and metrics with Summit Coaching.',
  keywords: 'business coaching, client portal, action steps, metrics',
  robotsMetaTag: 'noindex, nofollow',
  canonicalUrl: 'http://localhost:3000/',
  openGraph: {
    title: 'Summit Coaching Client Portal', description: 'Follow your coaching programme with Summit Coaching.',
    image: '/themes/226/logo.svg', url: 'http://localhost:3000/', type: 'website',
  },
  twitter: {
    title: 'Summit Coaching Client Portal', description: 'Follow your coaching programme with Summit Coaching.',
    image: '/themes/226/logo.svg', cardType: 'summary',
  },
  footerText: 'Summit Coaching',
};

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#14143f"/><path d="M4 26 L13 9 L18 18 L21 13 L28 26 Z" fill="#2ecc71"/></svg>`;

/** Writes a tenant's theme files; theme.json last, so a theme that is there has its pictures. */
export async function writeThemeFiles(themes: Storage, tenantId: number, theme: Theme, name: string) {
  const put = (file: string, text: string) => themes.put(`${tenantId}/${file}`, Buffer.from(text));
  await put('logo.svg', DEMO_LOGO_SVG);
  await put('favicon.svg', FAVICON);
  await put('manifest.json', JSON.stringify({
    name: theme.title ?? name, short_name: name, start_url: '/', display: 'standalone',
    background_color: theme.colors?.background ?? '#ffffff', theme_color: theme.colors?.primary ?? '#14143f',
    icons: [{ src: theme.assets?.favicon ?? '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  }, null, 2));
  await put('theme.json', JSON.stringify(theme, null, 2));
}

/** Writes the demo brand's theme files unless theme storage already has the demo tenant's theme. */
export async function ensureDemoTheme(themes: Storage) {
  const tenantId = DEFAULT_TENANT_ID;
  if ((await themes.read(`${tenantId}/theme.json`)) !== null) return;
  await writeThemeFiles(themes, tenantId, DEMO_THEME, 'Summit Coaching');
}
