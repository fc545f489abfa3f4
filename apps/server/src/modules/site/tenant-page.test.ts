import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TITLE } from '@portal/contract';
import { tenantPage, tenantPages } from './tenant-page.ts';
import type { Storage } from '../../platform/storage.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Client Portal</title>
    <meta name="description" content="Client portal" />
    <link rel="icon" href="data:," />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const THEME = {
  title: 'Harbour <Coaching> & $& Co', description: 'Coaching "by" the sea', robotsMetaTag: 'noindex',
  assets: { favicon: '/themes/227/favicon.svg' }, openGraph: { image: '/themes/227/logo.svg' }, twitter: { cardType: 'summary' },
};

// Issue 23, spec §1: the page a host's visitor gets carries its tenant's title, tags and id.
describe('a tenant\'s page', () => {
  it('names the tenant and carries its title, description, icon, manifest and meta tags, escaped', () => {
    const page = tenantPage(BUILT, 227, THEME);
    expect(page).toContain('<meta name="portal-tenant" content="227">');
    expect(page).toContain('<title>Harbour &lt;Coaching&gt; &amp; $&amp; Co</title>');
    expect(page).toContain('<meta name="description" content="Coaching &quot;by&quot; the sea">');
    expect(page).toContain('<link rel="icon" href="/themes/227/favicon.svg">');
    expect(page).toContain('<link rel="manifest" href="/themes/227/manifest.json">');
    expect(page).toContain('<meta property="og:image" content="/themes/227/logo.svg">');
    expect(page).toContain('<meta name="twitter:card" content="summary">');
    // the build's own title, description and icon are gone; the rest is as built
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('Client Portal');
    expect(page).not.toContain('data:,');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(page.indexOf('portal-tenant')).toBeLessThan(page.indexOf('</head>'));
  });

  it('without a theme: the default title and an empty icon', () => {
    const page = tenantPage(BUILT, 226, {});
    expect(page).toContain(`<title>${DEFAULT_PAGE_TITLE}</title>`);
    expect(page).toContain('<link rel="icon" href="data:,">');
    expect(page).not.toContain('name="description"');
  });

  it('a page without a head gets the tags at its top', () => {
    expect(tenantPage('<!doctype html><p>x</p>', 5, {})).toMatch(/^<!doctype html><title>[^]*<meta name="portal-tenant" content="5">[^]*<p>x<\/p>$/);
  });

  it('is made again when the theme changes, and kept while it does not', async () => {
    const files = new Map<string, Buffer>([['227/theme.json', Buffer.from(JSON.stringify({ title: 'One' }))]]);
    let reads = 0;
    const themes = { read: async (key: string) => { reads += 1; return files.get(key) ?? null; } } as unknown as Storage;
    const pages = tenantPages(themes, { index: BUILT, app: BUILT.replace('<body>', '<body data-app>') });
    const first = await pages(227, 'index');
    expect(first.body).toContain('<title>One</title>');
    expect(await pages(227, 'index')).toBe(first);
    expect((await pages(227, 'app')).body).toContain('data-app');
    files.set('227/theme.json', Buffer.from(JSON.stringify({ title: 'Two' })));
    const second = await pages(227, 'index');
    expect(second.body).toContain('<title>Two</title>');
    expect(second.etag).not.toBe(first.etag);
    expect(reads).toBe(4);
    expect((await pages(226, 'index')).body).toContain('content="226"');
  });

  it('a theme store that does not answer gives the default tags, not an error', async () => {
    const themes = { read: async () => { throw new Error('down'); } } as unknown as Storage;
    expect((await tenantPages(themes, { index: BUILT, app: BUILT })(227, 'app')).body).toContain(DEFAULT_PAGE_TITLE);
  });
});
