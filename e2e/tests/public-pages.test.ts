import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectPath, expectVisible } from '../support/expect.ts';

// Logged out: the theme, the guards and the 404 page. No account is used here.
const handle = useBrowser();

const THEME = { primary: '#14143f', background: '#f5f6fa', title: 'Summit Coaching | Client Portal', favicon: '/themes/226/favicon.svg' };

describe('logged out', () => {
  it('applies the tenant theme, then lifts the "Loading theme..." overlay', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto('/login');
    await expectHidden(page.getByText('Loading theme...'));
    const css = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return { primary: style.getPropertyValue('--color-primary').trim().toLowerCase(), background: style.getPropertyValue('--color-background').trim().toLowerCase() };
    });
    // primary equals the spec default too; the background shows the theme itself was applied
    expect(css).toEqual({ primary: THEME.primary, background: THEME.background });
    expect(await page.title()).toBe(THEME.title);
    const favicon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? null);
    expect(favicon && new URL(favicon).pathname).toBe(THEME.favicon);
  });

  it('says why in the overlay when the theme cannot be loaded (?brand=999)', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto('/login?brand=999');
    // the overlay is the page's status region (role=status) until the theme is in place
    await expectVisible(page.getByRole('status').filter({ hasText: /^Error: .+/ }));
    await expectHidden(page.getByText('Loading theme...'));
  });

  it('sends a logged-out visitor of /profile to /login', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto('/profile');
    await expectPath(page, '/login');
  });

  it('shows the 404 page for an unknown path, without serious accessibility problems', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto('/no-such-page/here');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    expect(new URL(page.url()).pathname).toBe('/no-such-page/here');
    await expectHidden(page.getByText('Loading theme...'));
    await expectNoSeriousA11yViolations(page);
  });

  it('has no serious accessibility problems on /login', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto('/login');
    await expectHidden(page.getByText('Loading theme...'));
    await expectVisible(page.getByRole('textbox', { name: 'Email', exact: true }));
    await expectNoSeriousA11yViolations(page);
  });
});
