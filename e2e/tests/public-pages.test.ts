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
    await expect.poll(() => page.title()).toBe(`Sign in · ${THEME.title}`);
    const favicon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? null);
    expect(favicon && new URL(favicon).pathname).toBe(THEME.favicon);
  });

  it('falls back to the default theme for an unknown ?brand= (the failure logged), and keeps no broken brand for the tab', async () => {
    const page = await (await handle.newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto('/?brand=999');
    await expectPath(page, '/login');
    // spec §8's log line, and the default tenant's theme instead of a white page
    await expect.poll(() => errors.some((e) => e.includes('Failed to load theme file for tenant ID: 999'))).toBe(true);
    await expectHidden(page.getByText('Loading theme...'));
    await expectVisible(page.getByRole('textbox', { name: 'Email', exact: true }));
    expect(await page.getByText(/^Error: /).count()).toBe(0);
    await expect.poll(() => page.title()).toBe(`Sign in · ${THEME.title}`);
    expect(await page.evaluate(() => sessionStorage.getItem('pas-brand'))).toBeNull();
    // the same tab, plain /login: the default brand, no failed theme request
    const themeRequests: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/themes/')) themeRequests.push(new URL(r.url()).pathname); });
    await page.goto('/login');
    await expectHidden(page.getByText('Loading theme...'));
    await expectVisible(page.getByRole('textbox', { name: 'Email', exact: true }));
    expect(themeRequests.filter((p) => p.endsWith('theme.json'))).toEqual(['/themes/226/theme.json']);
  });

  it('sends a logged-out visitor of /profile to /login', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto('/profile');
    await expectPath(page, '/login');
  });

  it('shows the branded 404 page for an unknown path, with a way back, without serious accessibility problems', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto('/no-such-page/here');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    expect(new URL(page.url()).pathname).toBe('/no-such-page/here');
    await expectHidden(page.getByText('Loading theme...'));
    await expectVisible(page.getByRole('img', { name: 'Summit Coaching | Client Portal' }));
    await expect.poll(() => page.title()).toBe(`Page not found · ${THEME.title}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
    await expectPath(page, '/login');
  });

  it('has no serious accessibility problems on /login', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto('/login');
    await expectHidden(page.getByText('Loading theme...'));
    await expectVisible(page.getByRole('textbox', { name: 'Email', exact: true }));
    await expectNoSeriousA11yViolations(page);
  });
});
