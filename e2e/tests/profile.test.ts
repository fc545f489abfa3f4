import type { BrowserContext, Page } from 'playwright-core';
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
  let context: BrowserContext;
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.client);
    page = await context.newPage();
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

  it('fits 360 px without sideways scrolling, with a button-like picture chooser that names the chosen file', async () => {
    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/profile');
    const chooser = small.getByText('Choose a picture', { exact: true });
    await expectVisible(chooser);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await chooser.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 && box.height >= 40).toBe(true);
    // the native input stays reachable by keyboard, named by the visible label
    const input = small.getByLabel('Choose a picture');
    await input.focus();
    expect(await input.evaluate((el) => el === document.activeElement && (el as HTMLInputElement).type === 'file')).toBe(true);
    await expectVisible(small.getByText('No file chosen'));
    await input.setInputFiles({ name: 'a-rather-long-file-name-for-a-small-screen.png', mimeType: 'image/png', buffer: solidPng(8, 8, [1, 2, 3]) });
    await expectVisible(small.getByText('a-rather-long-file-name-for-a-small-screen.png'));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await small.close();
  });

  it('shows what another device saved, and refuses a save based on the older version with a way to reload (issue 8 finding 10)', async () => {
    const laptop = await context.newPage();
    await laptop.goto('/profile');
    await expectVisible(labelled(laptop, 'Job title'));
    // the phone: another browser, signed in as client@ too
    const phone = await (await sharedSession(handle.browser, ACCOUNTS.client)).newPage();
    await phone.goto('/profile');
    const title = `Saved on the phone ${Date.now() % 100_000}`;
    await labelled(phone, 'Job title').fill(title);
    await phone.getByRole('button', { name: 'Save personal details' }).click();
    await expectVisible(toast(phone, 'Profile updated successfully'));

    // the laptop's form was filled before that save: its save is refused, nothing is overwritten
    await labelled(laptop, 'Location').fill('Written on the laptop');
    await laptop.getByRole('button', { name: 'Save personal details' }).click();
    await expectVisible(laptop.getByRole('alert').filter({ hasText: 'Your profile was changed elsewhere. Reload to see the latest version.' }));
    await laptop.getByRole('button', { name: 'Reload the latest version' }).click();
    await expect.poll(() => labelled(laptop, 'Job title').inputValue()).toBe(title);
    expect(await labelled(laptop, 'Location').inputValue()).not.toBe('Written on the laptop');

    // opened afresh, /profile shows the server's record, and the stored user (pas-user) follows
    const later = await context.newPage();
    await later.goto('/profile');
    await expect.poll(() => labelled(later, 'Job title').inputValue()).toBe(title);
    const stored = await later.evaluate(() => JSON.parse(atob(localStorage.getItem('pas-user') ?? '')) as { title: string });
    expect(stored.title).toBe(title);
    await Promise.all([laptop.close(), phone.close(), later.close()]);
  });
});
