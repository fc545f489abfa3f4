import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible, sideMenu, toast } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// spec §2 /idea-bank/*, issue 10: client@ finds an idea by search, opens its own page, copies its
// ad text, and keeps it as a favourite across a reload.
const handle = useBrowser();
const IDEA = 'A digital stamp card';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search ideas' });
const ideaLink = (page: Page, title: string) => page.getByRole('list', { name: 'Ideas' }).getByRole('link', { name: title, exact: true });
const favourite = (page: Page) => page.getByRole('button', { name: `Favourite: ${IDEA}` });

describe('marketing & ad idea bank (client@)', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.client);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
  });

  it('lists the ideas by category from the menu, without accessibility findings at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/schedule');
    await sideMenu(page).getByRole('link', { name: 'Marketing & Ad Idea Bank' }).click();
    await expectPath(page, '/idea-bank');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Marketing & Ad Idea Bank' }));
    await expect.poll(() => page.getByRole('list', { name: 'Ideas' }).getByRole('article').count()).toBeGreaterThanOrEqual(30);
    const images = page.getByRole('list', { name: 'Ideas' }).locator('img');
    expect(await images.first().getAttribute('loading')).toBe('lazy');
    expect(await images.first().getAttribute('width')).toBe('480');
    await expectNoA11yFindings(page, '/idea-bank at 1280 px');

    await page.getByRole('navigation', { name: 'Idea categories' }).getByRole('link', { name: /^Referral offers/ }).click();
    await expectPath(page, '/idea-bank/referral-offers');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Referral offers' }));
    await expect.poll(() => page.getByRole('list', { name: 'Ideas' }).getByRole('article').count()).toBe(5);
  });

  it('finds an idea by search, with the search in the address', async () => {
    await page.goto('/idea-bank');
    await searchBox(page).fill('digital stamp');
    await page.waitForURL((url) => url.searchParams.get('q') === 'digital stamp');
    await expect.poll(() => page.getByRole('list', { name: 'Ideas' }).getByRole('article').count()).toBe(1);
    await expectVisible(page.getByRole('status').filter({ hasText: '1 idea for “digital stamp”' }));
    await page.reload();
    expect(await searchBox(page).inputValue()).toBe('digital stamp');
    await expectVisible(ideaLink(page, IDEA));

    await searchBox(page).fill('zebra crossing');
    await expectVisible(page.getByText('No ideas match “zebra crossing”.'));
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Ideas' }).getByRole('article').count()).toBeGreaterThanOrEqual(30);
    expect(await searchBox(page).inputValue()).toBe('');
  });

  it('opens the idea on its own page and copies its ad text to the clipboard', async () => {
    await page.goto('/idea-bank?q=digital+stamp');
    await ideaLink(page, IDEA).click();
    await expectPath(page, '/idea-bank/idea/digital-stamp-card');
    await expectVisible(page.getByRole('heading', { level: 1, name: IDEA }));
    await expectVisible(page.getByRole('heading', { level: 2, name: 'How to do it' }));
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy ad text' }).click();
    await expectVisible(toast(page, 'Ad text copied to the clipboard.'));
    await expectVisible(page.getByRole('status').filter({ hasText: 'Ad text copied to the clipboard.' }));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Join the [Business name] stamp card');
    expect(copied).toBe(await page.locator('.idea-ad__text').textContent());
    await expectNoA11yFindings(page, '/idea-bank/idea/digital-stamp-card at 1280 px');
  });

  it('keeps the idea as a favourite, shown under favourites after a reload', async () => {
    await page.goto('/idea-bank/idea/digital-stamp-card');
    await expectVisible(favourite(page));
    expect(await favourite(page).getAttribute('aria-pressed')).toBe('false');
    await favourite(page).click();
    await expect.poll(() => favourite(page).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => favourite(page).getAttribute('aria-pressed')).toBe('true');

    await page.goto('/idea-bank');
    await page.getByRole('checkbox', { name: 'Favourites only' }).check();
    await page.waitForURL((url) => url.searchParams.get('favourites') === '1');
    await page.reload();
    await expectVisible(ideaLink(page, IDEA));
    await expect.poll(() => page.getByRole('list', { name: 'Ideas' }).getByRole('article').count()).toBe(1);

    // un-favourited from the favourites list, it leaves the list at once
    await favourite(page).click();
    await expectVisible(page.getByText('You have no favourite ideas here yet.'));
  });

  it('fits 360 px without sideways scrolling, and axe finds nothing on the list or an idea', async () => {
    const small = await context.newPage();
    small.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/idea-bank/email-campaigns');
    await expectVisible(ideaLink(small, 'A three-email welcome sequence'));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/idea-bank/email-campaigns at 360 px');
    await small.goto('/idea-bank/idea/three-email-welcome-sequence');
    await expectVisible(small.getByRole('button', { name: 'Copy ad text' }));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/idea-bank/idea/three-email-welcome-sequence at 360 px');
    await small.close();
  });

  it('says so for an idea or a category that does not exist, and logged no console errors', async () => {
    await page.goto('/idea-bank/idea/no-such-idea');
    await expectVisible(page.getByText('There is no such idea in the idea bank.'));
    await page.goto('/idea-bank/no-such-category');
    await expectVisible(page.getByText('There is no such category in the idea bank.'));
    // the two 404 replies above are the only failed requests the browser reports
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
