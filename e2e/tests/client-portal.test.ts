import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectPath, expectVisible, sideMenu } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// client@ has all three programme flags; its session is shared with the other client@ files.
const handle = useBrowser();

/** spec §2: the side menu, in order, for a user with every flag. */
const FULL_MENU = ['My Schedule', 'My Groups', 'My Lessons', 'My Resources', 'My Action Steps', 'My Messages',
  'My Metrics', 'My Notes', 'My Profile', 'Business Academy', 'Marketing & Ad Idea Bank', "My Coach's Profile"];

/** spec §2 areas built after the first release. */
const LATER_AREAS = ['/idea-bank', '/metrics', '/notes', '/messages', '/resources', '/action-steps'];

describe('the signed-in portal (client@: group, flash and business academy)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.client);
    page = await context.newPage();
  });

  it('sends / to /groups and shows every menu item, My Groups, My Lessons and Business Academy included', async () => {
    await page.goto('/');
    await expectPath(page, '/groups');
    const menu = sideMenu(page);
    await expectVisible(menu.getByRole('link', { name: 'My Groups' }));
    const links = await menu.getByRole('link').allTextContents();
    // My Messages may carry its unread badge after the label
    expect(links.map((text, i) => (text.startsWith(FULL_MENU[i] ?? '\0') ? FULL_MENU[i] : text))).toEqual(FULL_MENU);
  });

  it('shows the theme in the frame: title, footer text and version', async () => {
    await page.goto('/groups');
    await expectHidden(page.getByText('Loading theme...'));
    await expect.poll(() => page.title()).toBe('My Groups · Summit Coaching | Client Portal');
    const footer = page.getByRole('contentinfo');
    await expectVisible(footer.getByText(/Summit Coaching/));
    expect(await footer.textContent()).toContain('v7.3.7');
  });

  it('keeps /business-academy open with the business_academy flag', async () => {
    await page.goto('/business-academy');
    const link = sideMenu(page).getByRole('link', { name: 'Business Academy' });
    await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
    expect(new URL(page.url()).pathname).toBe('/business-academy');
  });

  it('opens every area of the menu as a working page: none is left "coming in a later release"', async () => {
    for (const path of LATER_AREAS) {
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      expect(await page.getByText(/coming in a later release/i).count(), path).toBe(0);
    }
  });

  it('lists upcoming sessions on /schedule, each with a join link', async () => {
    await page.goto('/schedule');
    const upcoming = page.getByRole('region', { name: /upcoming sessions/i });
    await expectVisible(upcoming.getByRole('heading', { level: 3 }));
    const sessions = await upcoming.getByRole('listitem').count();
    expect(sessions).toBeGreaterThan(0);
    const joins = upcoming.getByRole('link', { name: /join/i });
    expect(await joins.count()).toBe(sessions);
    for (const href of await joins.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      expect(href).toMatch(/^https?:\/\//);
    }
    await expectNoSeriousA11yViolations(page);
  });

  it("shows the coach, Grace Hopper, on /coachprofile", async () => {
    await page.goto('/coachprofile');
    await expectVisible(page.getByRole('heading', { name: 'Grace Hopper' }));
    await expectNoSeriousA11yViolations(page);
  });

  it('keeps the menu reachable at 360 px wide', async () => {
    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/schedule');
    await expectVisible(small.getByRole('heading', { level: 1, name: 'My Schedule' }));
    await small.getByRole('button', { name: 'Main menu' }).click();
    const profileLink = sideMenu(small).getByRole('link', { name: 'My Profile' });
    await expectVisible(profileLink);
    const box = await profileLink.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await profileLink.click();
    await expectPath(small, '/profile');
    await small.close();
  });
});
