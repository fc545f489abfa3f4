import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Small waiting assertions on top of playwright-core (which has no `expect` of its own).
const TIMEOUT = 10_000;

/** Waits until the page's path is `pathname` (client-side navigations included). */
export async function expectPath(page: Page, pathname: string, timeout = TIMEOUT) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout }).catch(() => undefined);
  expect(new URL(page.url()).pathname, `path of ${page.url()}`).toBe(pathname);
}

/** Waits until the locator's first match is visible. */
export async function expectVisible(locator: Locator, timeout = TIMEOUT) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until nothing the locator matches is visible. */
export async function expectHidden(locator: Locator, timeout = TIMEOUT) {
  await expect.poll(() => locator.filter({ visible: true }).count(), { timeout }).toBe(0);
}

/** The toast (or other live notice) with this exact text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The side menu (spec §2). */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * The form control labelled `name`; a required field's label may end in a decorative " *"
 * (aria-hidden, so not part of the accessible name, but part of the label's text).
 */
export const labelled = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
