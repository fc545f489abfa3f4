import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectVisible, labelled, toast } from '../support/expect.ts';
import { readMailbox } from '../support/mailbox.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// Issue 10: client@ exchanges files with the coach on /resources (spec §2, §5, §7 companies/files,
// newcoachfile, updatefile, deletefile; §8 toasts) and sends a testimonial from /coachprofile.
const handle = useBrowser();

const fileCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const stamp = Date.now() % 100_000;
const first = `Cash flow ${stamp}.csv`;
const second = `Supplier quotes ${stamp}.txt`;

describe('my resources and my coach (client@)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.client);
    page = await context.newPage();
  });

  it('lists the files from the coach and those sent to the coach, and axe finds nothing at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/resources');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Resources' }));
    const shared = page.getByRole('list', { name: 'From your coach' });
    await expectVisible(shared.getByRole('article', { name: 'Pricing worksheet.pdf' }));
    expect(await fileCard(page, 'Pricing worksheet.pdf').textContent()).toContain('Shared by Grace Hopper');
    await expectVisible(page.getByRole('list', { name: 'Sent to your coach' }).getByRole('article', { name: 'Shop front.png' }));
    // only the client's own files can be edited or deleted
    expect(await fileCard(page, 'Pricing worksheet.pdf').getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await expectNoA11yFindings(page, '/resources at 1280 px');
  });

  it('downloads a shared file under its name', async () => {
    const button = fileCard(page, 'Pricing worksheet.pdf').getByRole('button', { name: 'Download Pricing worksheet.pdf' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Pricing worksheet.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends two files with a description, edits one and deletes the other, each surviving a reload', async () => {
    await page.goto('/resources');
    await page.getByRole('button', { name: 'Send files to coach' }).click();
    const modal = page.getByRole('dialog', { name: 'Send files to your coach' });
    await expectVisible(modal);
    await modal.locator('input[type=file]').setInputFiles([
      { name: first, mimeType: 'text/csv', buffer: Buffer.from('month,in,out\n2026-10,18200,15100\n') },
      { name: second, mimeType: 'text/plain', buffer: Buffer.from('Mill A: 0.62/kg\nMill B: 0.58/kg\n') },
    ]);
    expect(await modal.textContent()).toContain(`${first}, ${second}`);
    await labelled(page, 'Description').fill('October numbers and the flour quotes.');
    await expectNoA11yFindings(page, '/resources (send modal)');
    await modal.getByRole('button', { name: 'Send to coach' }).click();
    await expectVisible(toast(page, 'File sent successfully to the coach'));
    await expectHidden(modal);
    await expectVisible(fileCard(page, first));
    expect(await fileCard(page, second).textContent()).toContain('October numbers and the flour quotes.');
    const mail = (await readMailbox()).find((m) => m.to === 'coach@demo.test' && m.subject === 'Alex Morgan sent you 2 files');
    expect(mail?.text).toContain(first);

    await page.reload();
    await fileCard(page, first).getByRole('button', { name: `Edit ${first}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit file' });
    expect(await labelled(page, 'Description').inputValue()).toBe('October numbers and the flour quotes.');
    await labelled(page, 'Description').fill('October cash flow, final.');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(toast(page, 'File updated successfully'));
    await page.reload();
    await expectVisible(fileCard(page, first));
    expect(await fileCard(page, first).textContent()).toContain('October cash flow, final.');

    await fileCard(page, second).getByRole('button', { name: `Delete ${second}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
    await confirm.getByRole('button', { name: 'Delete file' }).click();
    await expectVisible(toast(page, 'File DELETED successfully'));
    await expectHidden(fileCard(page, second));
    await page.reload();
    await expectVisible(fileCard(page, first));
    expect(await fileCard(page, second).count()).toBe(0);
  });

  it('emails the client the receipt of a programme they paid for (users/studentemail)', async () => {
    await page.goto('/groups');
    await page.getByRole('link', { name: 'Profit Accelerator', exact: true }).click();
    await expectVisible(page.getByText(/^Paid on /));
    await page.getByRole('button', { name: 'Email me the receipt' }).click();
    await expectVisible(toast(page, 'Email sent successfully'));
    const receipt = (await readMailbox()).find((m) => m.to === 'client@demo.test' && m.subject === 'Your receipt: Profit Accelerator');
    expect(receipt?.text).toContain('Payment reference: pi_demo_profit_accelerator');
  });

  it('fits /resources into 360 px, and axe finds nothing there, with the send modal open or not', async () => {
    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/resources');
    await expectVisible(fileCard(small, 'Pricing worksheet.pdf'));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/resources at 360 px');
    await small.getByRole('button', { name: 'Send files to coach' }).click();
    await expectVisible(small.getByRole('dialog', { name: 'Send files to your coach' }));
    await expectNoA11yFindings(small, '/resources send modal at 360 px');
    await small.close();
  });

  it('sends a testimonial from the coach\'s profile; axe finds nothing at 1280 and 360 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/coachprofile');
    await expectVisible(page.getByRole('heading', { name: 'Grace Hopper' }));
    await expectNoA11yFindings(page, '/coachprofile at 1280 px');
    await page.getByRole('button', { name: 'Write a testimonial' }).click();
    const modal = page.getByRole('dialog', { name: 'Write a testimonial' });
    await modal.getByRole('button', { name: 'Send testimonial' }).click();
    await expectVisible(modal.getByText('Write your testimonial.'));
    await labelled(page, 'Your testimonial').fill(`Our wholesale margin went from 18% to 31% in one quarter (${stamp}).`);
    await labelled(page, 'Rating').selectOption('5');
    await modal.getByRole('checkbox', { name: /may quote this publicly/ }).check();
    await expectNoA11yFindings(page, '/coachprofile (testimonial modal)');
    await modal.getByRole('button', { name: 'Send testimonial' }).click();
    await expectVisible(toast(page, 'Testimonial has been sent successfully'));
    await expectHidden(modal);
    const mail = (await readMailbox()).find((m) => m.to === 'coach@demo.test' && m.text.includes(String(stamp)));
    expect(mail?.subject).toBe('Alex Morgan sent you a testimonial');

    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/coachprofile');
    await expectVisible(small.getByRole('button', { name: 'Refer someone' }));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/coachprofile at 360 px');
    await small.getByRole('button', { name: 'Refer someone' }).click();
    await expectVisible(small.getByRole('dialog', { name: 'Introduce someone to Grace Hopper' }));
    await expectNoA11yFindings(small, '/coachprofile referral modal at 360 px');
    await small.close();
  });
});
