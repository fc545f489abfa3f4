import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible } from '../support/expect.ts';
import { ACCOUNTS, signInByLink } from '../support/sign-in.ts';

// admin@ (role_id 1, no programme, no coach) in the browser: what a new user found (issue 8
// finding 12). Signed in by a link, so admin@'s one sign-in code stays with the API helpers.
const handle = useBrowser();

describe('the portal as admin@', () => {
  let page: Page;
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  beforeAll(async () => {
    page = await (await handle.newContext()).newPage();
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`); });
    await signInByLink(page, ACCOUNTS.admin);
  });

  it('shows an empty state on /coachprofile, with no call that fails and nothing in the console', async () => {
    consoleErrors.length = 0;
    failed.length = 0;
    await page.goto('/coachprofile');
    await expectVisible(page.getByText('Administrators do not have a coach.'));
    await expect.poll(() => page.title()).toBe("My Coach's Profile · Summit Coaching | Client Portal");
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('takes the home icon where / leads for staff (/coach/clients), not to My Groups', async () => {
    await page.getByRole('link', { name: 'Home' }).click();
    await expectPath(page, '/coach/clients');
  });

  it('finds the way back into the portal from the 404 page', async () => {
    await page.goto('/no/such/page');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    await page.getByRole('link', { name: 'Back to the portal' }).click();
    await expectPath(page, '/coach/clients');
  });
});
