import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible, sideMenu, toast } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// Issue 12 "Mail, files, tickets": client@ sends a file from /resources; coach@ finds it on "Files
// received" (/coach/files), among every file their clients sent, and downloads it; the list also
// opens filtered to one client from the client's page. axe finds nothing at 1280 and 360 px.
const handle = useBrowser();
const stamp = Date.now() % 100_000;
const sent = `Stock count ${stamp}.csv`;
const contents = 'item,count\nflour,42\n';

const filesTable = (page: Page) => page.getByRole('table', { name: /Files your clients sent you/ });
const row = (page: Page, name: string) => filesTable(page).getByRole('row').filter({ hasText: name });
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('files received (client@ sends, coach@ receives)', () => {
  let coach: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    const client = await sharedSession(handle.browser, ACCOUNTS.client);
    const clientPage = await client.newPage();
    await clientPage.goto('/resources');
    await clientPage.getByRole('button', { name: 'Send files to coach' }).click();
    const modal = clientPage.getByRole('dialog', { name: 'Send files to your coach' });
    await modal.locator('input[type=file]').setInputFiles([{ name: sent, mimeType: 'text/csv', buffer: Buffer.from(contents) }]);
    await modal.getByRole('button', { name: 'Send to coach' }).click();
    await expectVisible(toast(clientPage, 'File sent successfully to the coach'));
    await client.close();

    coach = await sharedSession(handle.browser, ACCOUNTS.coach);
    page = await coach.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('lists the file client@ just sent with the demo files, newest first, and not the one coach@ shared; no findings at 1280 and 360 px', async () => {
    await page.goto('/coach/clients');
    await sideMenu(page).getByRole('link', { name: 'Files received' }).click();
    await expectPath(page, '/coach/files');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Files received' }));
    await expect.poll(() => page.title()).toBe('Files received · Summit Coaching | Client Portal');
    await expectVisible(row(page, sent));
    expect(await row(page, sent).textContent()).toContain('Alex Morgan');
    await expectVisible(row(page, 'Shop front.png'));
    expect(await row(page, 'Pricing worksheet.pdf').count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: /Received/ }).getAttribute('aria-sort')).toBe('descending');
    await expectNoA11yFindings(page, '/coach/files at 1280 px');

    const small = await coach.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/coach/files');
    const cards = small.getByRole('list', { name: 'Files your clients sent you' });
    await expectVisible(cards.getByRole('heading', { level: 2, name: sent }));
    expect(await fits(small)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/coach/files at 360 px');
    await small.close();
  });

  it('finds the file by search and downloads it under its name', async () => {
    await page.getByRole('searchbox', { name: 'Search files' }).fill(`stock count ${stamp}`);
    await page.waitForURL((url) => url.searchParams.get('q') === `stock count ${stamp}`);
    await expect.poll(() => filesTable(page).getByRole('row').count()).toBe(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row(page, sent).getByRole('button', { name: `Download ${sent}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(sent);
    expect((await readFile((await download.path())!)).toString()).toBe(contents);
  });

  it('opens filtered to one client from the client\'s page', async () => {
    await page.goto('/coach/clients?q=morgan');
    await page.getByRole('table', { name: /Your clients/ }).getByRole('link', { name: 'Alex Morgan' }).click();
    await page.getByRole('link', { name: 'Every file this client sent you' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/files' && url.searchParams.has('client'));
    await expectVisible(page.getByText('Showing only the files from Alex Morgan.'));
    await expectVisible(row(page, sent));
    await expectNoA11yFindings(page, '/coach/files?client= at 1280 px');
    expect(errors).toEqual([]);
  });
});
