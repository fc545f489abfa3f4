import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectVisible, labelled, toast } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// client@ raises a support ticket from /help (spec §7 POST /api/v1/tickets).
const handle = useBrowser();

describe('help (client@)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await sharedSession(handle.browser, ACCOUNTS.client)).newPage();
  });

  it('has no serious accessibility problems on /help', async () => {
    await page.goto('/help');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Help' }));
    await expectNoSeriousA11yViolations(page);
  });

  it('submits a ticket: "Ticket submitted, we will get back to you soon."', async () => {
    await page.goto('/help');
    await labelled(page, 'Subject').fill('Cannot find last week\'s worksheet');
    await labelled(page, 'Message').fill('The worksheet from the pricing session is not under My Resources.');
    await page.getByRole('button', { name: 'Submit ticket' }).click();
    await expectVisible(toast(page, 'Ticket submitted, we will get back to you soon.'));
  });
});
