import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectVisible, labelled, sideMenu, toast } from '../support/expect.ts';
import { solidPng } from '../support/png.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// client@ edits the own profile (spec §7 students/update, profilephoto/update).
const handle = useBrowser();

describe('my profile (client@)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await sharedSession(handle.browser, ACCOUNTS.client)).newPage();
  });

  it('has no serious accessibility problems on /profile', async () => {
    await page.goto('/profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Profile' }));
    await expectNoSeriousA11yViolations(page);
  });

  it('saves a new job title: "Profile updated successfully", and a reload keeps it', async () => {
    const title = `Head Baker ${Date.now() % 100_000}`;
    await page.goto('/profile');
    const field = labelled(page, 'Job title');
    await field.fill(title);
    await page.getByRole('button', { name: 'Save personal details' }).click();
    await expectVisible(toast(page, 'Profile updated successfully'));
    await page.reload();
    await expectVisible(labelled(page, 'Job title'));
    expect(await labelled(page, 'Job title').inputValue()).toBe(title);
  });

  it('uploads a picture: "Profile picture changed successfully", and the menu shows it', async () => {
    await page.goto('/profile');
    await expectVisible(sideMenu(page));
    // the menu's picture is decorative (the name is written beside it), so it is found as <img>
    const picture = sideMenu(page).locator('img');
    const before = (await picture.count()) ? await picture.first().getAttribute('src') : null;

    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, 64, [46, 204, 113]) });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expectVisible(toast(page, 'Profile picture changed successfully'));

    await expectVisible(picture);
    const after = await picture.first().getAttribute('src');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // the new picture is served and decodes
    await expect.poll(() => picture.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});
