import ICAL from 'ical.js';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { baseURL, useBrowser } from '../support/browser.ts';
import { expectVisible, labelled, toast } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// Issue 9, beyond the spec: client@ takes their calendar feed's link from /profile; a calendar app
// (here: a plain fetch with no session) reads it; a reset makes the old link 404 at once.
const handle = useBrowser();

const card = (page: Page) => page.getByRole('region', { name: 'Calendar feed' });
const feedLink = (page: Page) => labelled(page, 'Your calendar link');

describe('calendar feed (client@)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.client);
    page = await context.newPage();
  });

  async function resetLink(): Promise<string> {
    await card(page).getByRole('button', { name: 'Reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your calendar link?' });
    await expectVisible(dialog);
    await expectNoSeriousA11yViolations(page, '/profile (reset calendar link)');
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await expectVisible(toast(page, 'Your calendar link was reset.'));
    return feedLink(page).inputValue();
  }

  it('gets the link on /profile; the feed it names parses with the demo sessions and meetings', async () => {
    await page.goto('/profile');
    await expectVisible(card(page));
    const get = card(page).getByRole('button', { name: 'Get calendar link' });
    await expectVisible(card(page).getByRole('button', { name: /Get calendar link|Reset link/ }).first());
    if (await get.isVisible()) await get.click(); else await resetLink();
    const url = await feedLink(page).inputValue();
    expect(url).toMatch(new RegExp(`^${baseURL()}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    await expectNoSeriousA11yViolations(page, '/profile (calendar link shown)');

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.some((e) => /^schedule-\d+@/.test(e.uid))).toBe(true);
    expect(events.some((e) => /^meeting-\d+@/.test(e.uid))).toBe(true);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toContain('America/Denver');
  });

  it('copies the link, and a reset makes the old link answer 404', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    const old = await feedLink(page).inputValue();
    await card(page).getByRole('button', { name: 'Copy link' }).click();
    await expectVisible(toast(page, 'Calendar link copied.'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);

    const renewed = await resetLink();
    expect(renewed).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);

    // after a reload the link is not shown again, only that one is active
    await page.reload();
    await expectVisible(card(page).getByText(/Your calendar link is active since/));
    expect(await card(page).getByRole('textbox').count()).toBe(0);
  });
});
