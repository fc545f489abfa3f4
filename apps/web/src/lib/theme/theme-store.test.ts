// @vitest-environment jsdom
import { DEFAULT_PAGE_TITLE, DEFAULT_PRODUCT_NAME, DEFAULT_TENANT_ID, themeLoadFailed } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentTenant, initTenant } from '../tenant.ts';
import { setPageName } from './theme-document.ts';
import { footerTextOf, loadTheme } from './theme-store.ts';

const theme = {
  colors: { primary: '#102030', accent: 'javascript:alert(1)' },
  assets: { logo: '/themes/5/logo.svg', favicon: '/themes/5/favicon.svg' },
  title: 'Acme Coaching', description: 'Coaching by Acme', keywords: 'coaching', robotsMetaTag: 'noindex',
  canonicalUrl: 'https://acme.test/', openGraph: { title: 'OG title', image: '/og.png' }, twitter: { cardType: 'summary' },
  footerText: 'Acme Ltd',
};

describe('loading the tenant theme (spec §1, §8)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>x</title>';
    document.body.innerHTML = '<div id="theme-overlay" role="status">Loading theme...</div>';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('applies colours, head tags and manifest, then removes the overlay', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(theme), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await loadTheme(5);
    expect(fetchMock).toHaveBeenCalledWith('/themes/5/theme.json', expect.anything());
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--color-primary')).toBe('#102030');
    expect(root.getPropertyValue('--color-accent')).toBe('#179ad6'); // not a colour: default kept
    expect(document.title).toBe('Acme Coaching');
    const meta = (sel: string) => document.head.querySelector<HTMLMetaElement>(sel)?.content;
    expect(meta('meta[name="description"]')).toBe('Coaching by Acme');
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(meta('meta[property="og:title"]')).toBe('OG title');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    const link = (rel: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.getAttribute('href');
    expect(link('icon')).toBe('/themes/5/favicon.svg');
    expect(link('canonical')).toBe('https://acme.test/');
    expect(link('manifest')).toBe('/themes/5/manifest.json');
    expect(document.getElementById('theme-overlay')).toBeNull();
  });

  it('logs the spec message and falls back to the default tenant\'s theme when a brand\'s theme fails', async () => {
    const fetchMock = vi.fn(async (url: string) => (url.startsWith(`/themes/${DEFAULT_TENANT_ID}/`)
      ? new Response(JSON.stringify(theme), { status: 200 })
      : new Response('nope', { status: 404, statusText: 'Not Found' })));
    vi.stubGlobal('fetch', fetchMock);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    initTenant('?brand=77');
    await loadTheme(77);
    expect(log).toHaveBeenCalledWith(themeLoadFailed(77));
    expect(fetchMock).toHaveBeenLastCalledWith(`/themes/${DEFAULT_TENANT_ID}/theme.json`, expect.anything());
    expect(document.title).toBe('Acme Coaching');
    expect(document.getElementById('theme-overlay')).toBeNull();
    expect(currentTenant()).toBe(DEFAULT_TENANT_ID);
    // the failed brand is not kept: the next page of the tab starts with the default tenant
    expect(initTenant('')).toBe(DEFAULT_TENANT_ID);
    log.mockRestore();
  });

  it('shows the error in the overlay when the default tenant\'s own theme fails (spec §8)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 404, statusText: 'Not Found' })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadTheme(DEFAULT_TENANT_ID);
    expect(log).toHaveBeenCalledWith(themeLoadFailed(DEFAULT_TENANT_ID));
    expect(document.getElementById('theme-overlay')?.textContent).toBe('Error: 404 Not Found');
    log.mockRestore();
  });

  it('names the page in the tab\'s title, before and after the theme arrives', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(theme), { status: 200 })));
    setPageName('My Schedule');
    expect(document.title).toMatch(/^My Schedule · ./);
    await loadTheme(5);
    expect(document.title).toBe('My Schedule · Acme Coaching');
    setPageName('');
    expect(document.title).toBe('Acme Coaching');
  });

  it('falls back to the product name and page title', () => {
    expect(footerTextOf({})).toBe(DEFAULT_PRODUCT_NAME);
    expect(footerTextOf({ footerText: 'Acme Ltd' })).toBe('Acme Ltd');
    expect(DEFAULT_PAGE_TITLE).toBeTruthy();
  });
});
