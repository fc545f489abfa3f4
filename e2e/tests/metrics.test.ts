import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectVisible, labelled, toast } from '../support/expect.ts';
import { readMailbox } from '../support/mailbox.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// client@ tracks a metric on /metrics (spec §2, §7 "Metrics and sharing"): adds it, edits it with
// this month's value, sees it charted, and shares it with the coach (the mail is in the demo mailbox).
// The monthly tracker (issue 9, tracker/monthly) charts the demo plan's completed steps and commitments.
const handle = useBrowser();
const NAME = `Repeat customers ${Date.now() % 100_000}`;


describe('my metrics (client@)', () => {
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.client);
    page = await context.newPage();
  });

  const card = (p: Page) => p.getByRole('article', { name: NAME });
  const trackerChart = (p: Page, what: 'Action steps' | 'Commitments') =>
    p.getByRole('region', { name: 'Monthly tracker' }).getByRole('figure', { name: `${what} created and completed by month` });
  const dialog = (p: Page, name: string) => p.getByRole('dialog', { name });

  it('lists the demo metrics, each charted, and axe finds nothing at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/metrics');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Metrics' }));
    await expectVisible(page.getByRole('article', { name: 'Monthly revenue' }));
    expect(await page.getByRole('table', { name: /^Monthly revenue by month, target \$60,000\.00$/ }).getByRole('row').count()).toBe(13);
    await expectVisible(trackerChart(page, 'Commitments'));
    await expectNoA11yFindings(page, '/metrics at 1280 px');
  });

  it('shows the monthly tracker: a year of the demo plan\'s steps and commitments, completed and created', async () => {
    await page.goto('/metrics');
    const tracker = page.getByRole('region', { name: 'Monthly tracker' });
    await expectVisible(trackerChart(page, 'Action steps'));
    await expectVisible(trackerChart(page, 'Commitments'));
    const summary = await tracker.getByText(/^In the last 12 months you completed/).textContent();
    const [, steps, commitments] = /completed (\d+) action steps? and (\d+) commitments?\./.exec(summary ?? '') ?? [];
    expect(Number(steps), summary ?? '').toBeGreaterThan(0);
    expect(Number(commitments), summary ?? '').toBeGreaterThan(0);
    for (const [what, done] of [['Action steps', steps], ['Commitments', commitments]] as const) {
      const table = trackerChart(page, what).getByRole('table');
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Month', 'Completed', 'Created']);
      expect(await table.getByRole('row').count()).toBe(13);
      // the table's Completed column adds up to the summary above the charts
      const completed = await table.locator('tbody tr td:first-of-type').allTextContents();
      expect(completed.reduce((sum, n) => sum + Number(n), 0)).toBe(Number(done));
      expect(await trackerChart(page, what).locator('svg polyline').count()).toBe(2);
    }
  });

  it('adds a metric with this month\'s value', async () => {
    await page.goto('/metrics');
    await page.getByRole('button', { name: 'Add a metric' }).click();
    const add = dialog(page, 'Add a metric');
    await expectVisible(add);
    await labelled(page, 'Name').fill(NAME);
    await labelled(page, 'Unit').selectOption('percent');
    // as the card will show it: the page's own way of writing a number is taken back
    await labelled(page, 'Target').fill('45 %');
    await add.getByLabel(/^Value for /).fill('31');
    await add.getByRole('button', { name: 'Add metric' }).click();
    await expectVisible(toast(page, `${NAME} was added to your metrics`));
    await expectHidden(add);
    await expectVisible(card(page));
    await expectVisible(card(page).getByText('31 %', { exact: false }));
  });

  it('edits it by keyboard, and the chart and its table show the new value after a reload', async () => {
    await page.goto('/metrics');
    const edit = card(page).getByRole('button', { name: `Edit ${NAME}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    const form = dialog(page, 'Edit metric');
    await expectVisible(form);
    await form.getByLabel(/^Value for /).fill('33.5');
    await labelled(page, 'Description').fill('Orders from people who ordered before.');
    await form.getByLabel(/^Value for /).press('Enter');
    await expectVisible(toast(page, `${NAME} was updated`));
    await page.reload();
    await expectVisible(card(page).getByText('Orders from people who ordered before.'));
    const table = card(page).getByRole('table', { name: `${NAME} by month, target 45 %` });
    expect(await table.getByRole('cell').allTextContents()).toEqual(['33.5 %']);
    expect(await card(page).locator('svg .metric-chart__dot').count()).toBe(1);
    expect(await card(page).locator('svg .metric-chart__target').count()).toBe(1);
  });

  it('shares it with the coach: "Email sent successfully", and the mail is in the demo mailbox', async () => {
    await page.goto('/metrics');
    await card(page).getByRole('button', { name: `Share ${NAME}` }).click();
    const share = dialog(page, 'Share with your coach');
    await labelled(page, 'Message to your coach').fill('Up two points <b>this</b> month.');
    await share.getByRole('button', { name: 'Send to my coach' }).click();
    await expectVisible(toast(page, 'Email sent successfully'));
    await expect.poll(async () => (await readMailbox()).find((m) => m.to === 'coach@demo.test' && m.subject.includes(NAME))?.subject, { timeout: 10_000 })
      .toBe(`Alex Morgan shared a metric: ${NAME}`);
    const mail = (await readMailbox()).find((m) => m.subject.includes(NAME))!;
    // The brand's logo as a PNG (issue 21: mail programs do not show SVG).
    expect(mail.html).toMatch(/<img src="http:\/\/[^"]+\/brand\/226\/logo\.png\?v=[\w-]+"/);
    expect(mail.html).not.toContain('.svg');
    expect(mail.html).toContain('Up two points &lt;b&gt;this&lt;/b&gt; month.');
    expect(mail.text).toContain('33.5 %');
  });

  it('fits 360 px without sideways scrolling, and axe finds nothing there either', async () => {
    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/metrics');
    await expectVisible(small.getByRole('article', { name: 'Monthly revenue' }));
    await expectVisible(trackerChart(small, 'Commitments'));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/metrics at 360 px');
    await small.getByRole('button', { name: 'Add a metric' }).click();
    await expectVisible(dialog(small, 'Add a metric'));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, 'the add-metric modal at 360 px');
    await small.close();
  });
});
