import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectVisible } from '../support/expect.ts';
import { ACCOUNTS, sharedSession, signInByLink } from '../support/sign-in.ts';

// Issue 22 "Download my data": on /profile, client@ starts an export with the keyboard on a 360 px
// screen, waits while it builds, and downloads it through the page's plain link (the browser's own
// download, authorised by the cookie the ready state set): a ZIP whose first file is README.txt.
const handle = useBrowser();

/** The names in a ZIP's central directory (each record: signature PK\1\2, name length at 28, name at 46). */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\u0001\u0002', 0, 'latin1'); at >= 0; at = zip.indexOf('PK\u0001\u0002', at + 46, 'latin1')) {
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + length));
  }
  return names;
}

describe('download my data (client@)', () => {
  it('starts, shows the export building, then downloads a ZIP with README.txt; by keyboard at 360 px', async () => {
    const context = await sharedSession(handle.browser, ACCOUNTS.client);
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Download my data' });
    const start = card.getByRole('button', { name: /^(Start the export|Make a new export)$/ });
    await expectVisible(start);
    await start.focus();
    await page.keyboard.press('Enter');

    // While it builds the card says so (a progress bar and its words); then the link shows.
    const link = card.getByRole('link', { name: 'Download (ZIP)' });
    await expect.poll(async () => (await card.getByRole('progressbar').count()) > 0 || (await link.count()) > 0, { timeout: 30_000 }).toBe(true);
    await expectVisible(link, 60_000);
    await expectVisible(card.getByText(/The link works until/));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);

    await link.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = fs.readFileSync(await download.path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.toString('latin1', 30, 40)).toBe('README.txt');
    const names = zipNames(zip);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'notes.json', 'mail.json', 'calendar.ics']));
    await page.close();
  });

  it('lists, beside the sessions, the sign-in link an admin made and the client was signed in with', async () => {
    const context = await handle.newContext();
    const page = await context.newPage();
    await signInByLink(page, ACCOUNTS.client);
    await page.goto('/profile');
    const acted = page.getByRole('region', { name: 'Who acted for you' });
    await expectVisible(acted.getByText(/signed in as you with a sign-in link/));
    await expectVisible(acted.getByText('(admin)'));
    await expectVisible(page.getByRole('region', { name: 'Active sessions' }));
  });
});
