import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible, sideMenu } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// Issue 12, the coach's side: coach@ lands on their clients (client@, flash@ and peer@ of the demo),
// finds one by search and opens client@'s page with their groups, plan and metrics; axe finds
// nothing on either page at 1280 and 360 px. Deactivation is covered by the API tests (it would end
// sessions other files share).
const handle = useBrowser();
const DEMO_CLIENTS = ['Alex Morgan', 'Sam Rivera', 'Jordan Lee'];

const clientsTable = (page: Page) => page.getByRole('table', { name: /Your clients/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search clients' });
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the coach\'s clients (coach@)', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.coach);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('starts on the clients list, with the three demo clients and no accessibility findings at 1280 and 360 px', async () => {
    await page.goto('/');
    await expectPath(page, '/coach/clients');
    await expectVisible(sideMenu(page).getByRole('link', { name: 'Clients' }));
    await expectVisible(clientsTable(page).getByRole('link', { name: 'Alex Morgan' }));
    // other files invite clients of coach@ too: the demo three, in the default order (by last name)
    const names = await clientsTable(page).getByRole('link').allTextContents();
    expect(names.filter((n) => DEMO_CLIENTS.includes(n))).toEqual(['Jordan Lee', 'Alex Morgan', 'Sam Rivera']);
    const lastNames = names.map((n) => n.split(' ').at(-1)!);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    expect(await page.getByRole('columnheader', { name: /Client/ }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => page.title()).toBe('Clients · Summit Coaching | Client Portal');
    await expectNoA11yFindings(page, '/coach/clients at 1280 px');

    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/coach/clients');
    const cards = small.getByRole('list', { name: 'Your clients' });
    await expectVisible(cards.getByRole('link', { name: 'Sam Rivera' }));
    expect(await fits(small)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/coach/clients at 360 px');
    await small.close();
  });

  it('sorts by a column and finds a client by search, both kept in the address', async () => {
    await page.goto('/coach/clients');
    await page.getByRole('button', { name: /^Behind/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'behind');
    await expect.poll(() => page.getByRole('columnheader', { name: /Behind/ }).getAttribute('aria-sort')).toBe('descending');
    await searchBox(page).fill('morgan');
    await page.waitForURL((url) => url.searchParams.get('q') === 'morgan');
    await expect.poll(() => clientsTable(page).getByRole('link').allTextContents()).toEqual(['Alex Morgan']);
    await page.reload();
    expect(await searchBox(page).inputValue()).toBe('morgan');
    await expectVisible(clientsTable(page).getByRole('link', { name: 'Alex Morgan' }));
  });

  it('opens client@\'s page: groups and lessons, the plan, metrics with a chart, no findings at 1280 and 360 px', async () => {
    await clientsTable(page).getByRole('link', { name: 'Alex Morgan' }).click();
    await page.waitForURL((url) => /^\/coach\/clients\/\d+$/.test(url.pathname));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Alex Morgan' }));
    const groups = page.getByRole('region', { name: 'Groups and lesson progress' });
    await expectVisible(groups.getByRole('heading', { level: 3, name: 'Profit Accelerator' }));
    await expectVisible(page.getByRole('region', { name: 'Implementation plan' }).getByRole('rowheader', { name: 'Pricing for profit' }));
    await expectVisible(page.getByRole('region', { name: 'Metrics' }).getByRole('figure', { name: /^Monthly revenue by month/ }));
    expect(await page.getByRole('switch', { name: 'Group coaching' }).isChecked()).toBe(true);
    await expect.poll(() => page.title()).toBe('Client · Summit Coaching | Client Portal');
    await expectNoA11yFindings(page, '/coach/clients/:id at 1280 px');

    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto(page.url());
    await expectVisible(small.getByRole('heading', { level: 1, name: 'Alex Morgan' }));
    expect(await fits(small)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/coach/clients/:id at 360 px');
    await small.close();
    expect(errors).toEqual([]);
  });
});
