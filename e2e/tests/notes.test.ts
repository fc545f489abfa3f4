import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectVisible, labelled, toast } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// client@ keeps meeting notes on /notes (spec §2, §7 clientportal/notes, store/note, edit/note,
// delete/note); every change is still there after a reload.
const handle = useBrowser();

const note = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

describe('my notes (client@)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.client);
    page = await context.newPage();
  });

  it('lists the demo notes, newest meeting first, without serious accessibility problems at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/notes');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Notes' }));
    await expectVisible(note(page, 'Quarterly goals'));
    const titles = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.indexOf('Quarterly goals')).toBeLessThan(titles.indexOf('Kick-off: assessment results and focus areas'));
    await expectNoSeriousA11yViolations(page);
  });

  it('creates, edits and deletes a note, each surviving a reload', async () => {
    const title = `Supplier meeting ${Date.now() % 100_000}`;
    await page.goto('/notes');
    await page.getByRole('button', { name: 'New note' }).click();
    const modal = page.getByRole('dialog', { name: 'New note' });
    await expectVisible(modal);
    await labelled(page, 'Title').fill(title);
    // a refresh mid-note keeps it as a draft, offered again on /notes
    await page.reload();
    await page.getByRole('button', { name: 'Continue writing it' }).click();
    await expectVisible(modal);
    await expectVisible(modal.getByText('Draft restored.'));
    expect(await labelled(page, 'Title').inputValue()).toBe(title);
    await labelled(page, 'Meeting date').fill('2099-01-15');
    await labelled(page, 'Notes').fill('Flour price up 8% from March.\nAsk two other mills for quotes.');
    await expectNoSeriousA11yViolations(page, '/notes (new note modal)');
    await modal.getByRole('button', { name: 'Save note' }).click();
    await expectVisible(toast(page, 'Note saved'));
    await expectHidden(modal);
    await page.reload();
    await expectVisible(note(page, title));
    await expectHidden(page.getByText('A note you started is kept as a draft.'));
    // dated in the future, it is the newest meeting: first in the list
    expect(await page.getByRole('article').first().getAttribute('aria-labelledby'))
      .toBe(await note(page, title).getAttribute('aria-labelledby'));
    expect(await note(page, title).textContent()).toContain('Meeting on Thursday, January 15, 2099');

    const edited = `${title}: quotes`;
    await page.getByRole('button', { name: `Edit note: ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit note' });
    expect(await labelled(page, 'Notes').inputValue()).toBe('Flour price up 8% from March.\nAsk two other mills for quotes.');
    await labelled(page, 'Title').fill(edited);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(toast(page, 'Note updated'));
    await page.reload();
    await expectVisible(note(page, edited));
    expect(await note(page, title).count()).toBe(0);

    await page.getByRole('button', { name: `Delete note: ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
    await confirm.getByRole('button', { name: 'Delete note' }).click();
    await expectVisible(toast(page, 'Note deleted'));
    await expectHidden(note(page, edited));
    await page.reload();
    await expectVisible(note(page, 'Quarterly goals'));
    expect(await note(page, edited).count()).toBe(0);
  });

  it('fits 360 px without sideways scrolling, and axe finds nothing there, the modal open or not', async () => {
    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/notes');
    await expectVisible(note(small, 'Quarterly goals'));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(small, '/notes at 360 px');
    await small.getByRole('button', { name: 'Edit note: Quarterly goals' }).click();
    await expectVisible(small.getByRole('dialog', { name: 'Edit note' }));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(small, '/notes at 360 px (edit modal)');
    // Escape closes the modal and changes nothing
    await small.keyboard.press('Escape');
    await expectHidden(small.getByRole('dialog', { name: 'Edit note' }));
    await small.close();
  });
});
