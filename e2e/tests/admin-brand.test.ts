import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectVisible, toast } from '../support/expect.ts';
import { solidPng } from '../support/png.ts';
import { ACCOUNTS, sharedSession, signInByLink } from '../support/sign-in.ts';

// Issue 12, the tenant's side: admin@ changes the primary colour and the logo on /admin/theme, and a
// client's next page load shows both; /admin/theme and /admin/team pass axe at 1280 and 360 px. The
// brand is put back as it was at the end (other files check the demo brand's colours and texts).
const handle = useBrowser();

const NEW_PRIMARY = '#5b1a8a';
type Brand = Record<string, unknown> & { colors: Record<string, string>; assets: { logo: string; favicon: string } };

/** An admin API call from the signed-in page, with its stored token (spec §7 headers). */
const adminCall = (page: Page, method: 'GET' | 'POST', body?: unknown) => page.evaluate(async ({ method, body }) => {
  const res = await fetch('/api/v1/admin/theme', {
    method, body: body === undefined ? undefined : JSON.stringify(body),
    headers: { authorization: `Bearer ${localStorage.getItem('pas-token')}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  });
  return { status: res.status, data: ((await res.json()) as { data: unknown }).data };
}, { method, body });

const hexField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const fitsAndPassesAxe = async (page: Page, label: string) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // the menu becomes a drawer once the app sees the narrow screen
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yFindings(page, `${label} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
};

describe('the tenant\'s side (admin@)', () => {
  let page: Page;
  let original: Brand;
  beforeAll(async () => {
    page = await (await handle.newContext()).newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInByLink(page, ACCOUNTS.admin);
    original = (await adminCall(page, 'GET')).data as Brand;
  });
  afterAll(async () => {
    if (!original) return;
    const restored = await adminCall(page, 'POST', original);
    if (restored.status !== 200) throw new Error(`The demo brand was not restored: ${JSON.stringify(restored)}`);
  });

  it('shows /admin/theme and /admin/team from the menu, and axe finds nothing there at 1280 and 360 px', async () => {
    await page.goto('/messages');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Brand' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Brand' }));
    await expectVisible(page.getByText('All 7 pairs pass WCAG AA (4.5:1).'));
    await expectNoA11yFindings(page, '/admin/theme at 1280 px');
    await fitsAndPassesAxe(page, '/admin/theme');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Coaches & admins' }).click();
    await expectVisible(page.getByRole('article', { name: 'Grace Hopper' }));
    expect(await page.getByRole('article', { name: 'Avery Admin (you)' }).getByRole('button').count()).toBe(0);
    await expectNoA11yFindings(page, '/admin/team at 1280 px');
    await fitsAndPassesAxe(page, '/admin/team');
  });

  it('changes the primary colour and the logo; a client\'s next page load shows both', async () => {
    await page.goto('/admin/theme');
    // a text colour below AA is shown as failing, and Save stays off until it passes
    await hexField(page, 'Text').fill('#aaaaaa');
    await expectVisible(page.getByText('2.1:1 — fails AA').first());
    expect(await page.getByRole('button', { name: 'Save the brand' }).isDisabled()).toBe(true);
    await hexField(page, 'Text').fill(String(original.colors.textColor));

    await hexField(page, 'Primary').fill(NEW_PRIMARY);
    await expectVisible(page.getByText('All 7 pairs pass WCAG AA (4.5:1).'));
    const preview = await page.locator('.brand-preview__strip').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(preview).toBe('rgb(91, 26, 138)');

    await page.locator('input[type=file][name=logo]').setInputFiles({ name: 'peak.png', mimeType: 'image/png', buffer: solidPng(240, 60, [91, 26, 138]) });
    await expectVisible(page.getByRole('img', { name: 'The chosen logo, not uploaded yet' }));
    // chosen is not saved: Save the brand would not send it
    await expectVisible(page.getByText(/^You have unsaved changes\. The chosen logo is not uploaded yet/));
    await page.getByRole('button', { name: 'Upload and save the logo' }).click();
    await expectVisible(toast(page, 'Logo uploaded and saved.'));
    await page.getByRole('button', { name: 'Save the brand' }).click();
    await expectVisible(toast(page, 'Brand saved. Clients see it on their next page load.'));
    await expectVisible(page.getByText('Everything is saved.'));
    const saved = (await adminCall(page, 'GET')).data as Brand;
    expect(saved.colors.primary).toBe(NEW_PRIMARY);
    expect(saved.assets.logo).toMatch(/^\/themes\/226\/logo-[0-9a-f]{32}\.png$/);

    const client = await (await sharedSession(handle.browser, ACCOUNTS.client)).newPage();
    await client.goto('/schedule');
    await expectHidden(client.getByText('Loading theme...'));
    const strip = client.locator('.strip');
    await expectVisible(strip);
    expect(await client.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe(NEW_PRIMARY);
    expect(await strip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(91, 26, 138)');
    const logo = client.locator('img.top-bar__logo');
    await expectVisible(logo);
    expect(new URL((await logo.getAttribute('src'))!, 'http://x').pathname).toBe(saved.assets.logo);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
    await client.close();
  });
});
