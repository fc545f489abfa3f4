import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectVisible, labelled, toast } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// client@ works on their implementation plan on /action-steps (spec §2, §4 Boards and statuses,
// §6 flags, §8 toasts): cards moved by keyboard and by mouse stay moved; a team member is added,
// made responsible for a commitment and given a deadline.
const handle = useBrowser();
const RUN = Date.now() % 100_000;
const BY_KEYS = `Price the new rye loaf ${RUN}`;
const BY_MOUSE = `Ask cafés about Saturday orders ${RUN}`;
const MEMBER = { first: 'Nora', last: `Fischer${RUN}` };
const TASK = 'Book tasting sessions with three new cafés';

const column = (p: Page, name: string) => p.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const stepIn = (p: Page, name: string, title: string) => column(p, name).getByRole('article', { name: title });

async function addCard(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add an action step' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an action step' });
  await labelled(page, 'Title').fill(title);
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expectHidden(dialog);
  await expectVisible(stepIn(page, 'To do', title));
}

/**
 * dnd-kit measures the columns just after a pick-up, and an arrow pressed before that finds no
 * column to move to (column-keys.ts), as a person would see who pressed it at once: press again
 * while the card is still announced where it was, never past `to`.
 */
async function pressUntilAnnounced(page: Page, live: Locator, key: string, from: string, to: string) {
  for (let press = 1; ; press++) {
    await page.keyboard.press(key);
    const deadline = Date.now() + 1_000;
    let said = await live.textContent();
    while (said !== to && Date.now() < deadline) {
      await page.waitForTimeout(50);
      said = await live.textContent();
    }
    if (said === to) return;
    if (said !== from || press === 5) throw new Error(`After ${press} × ${key} the board said "${said}", not "${to}"`);
  }
}

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('my action steps (client@)', () => {
  let page: Page;
  let context: BrowserContext;
  beforeAll(async () => {
    context = await sharedSession(handle.browser, ACCOUNTS.client);
    page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the main focus, the tabs from 1 and the three columns; axe finds nothing at 1280 px', async () => {
    await page.goto('/action-steps');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Action Steps' }));
    await expectVisible(page.getByRole('tab', { name: 'Commitments' }));
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Action steps', 'Reminders', 'Commitments']);
    await expectVisible(stepIn(page, 'To do', 'Raise croissant price by 5% for four weeks'));
    await expectVisible(stepIn(page, 'In progress', 'Survey five competing bakeries'));
    await expectVisible(stepIn(page, 'Completed', 'Cost out the sourdough loaf'));
    await expectNoA11yFindings(page, '/action-steps at 1280 px');
  });

  it('moves one card with the keyboard and one with the mouse, and both stay moved after a reload', async () => {
    await page.goto('/action-steps');
    await addCard(page, BY_KEYS);
    await addCard(page, BY_MOUSE);

    // keyboard: pick up with space, one column right, drop with space (dnd-kit keyboard sensor)
    await stepIn(page, 'To do', BY_KEYS).getByRole('button', { name: `Drag ${BY_KEYS}` }).focus();
    const live = page.locator('[aria-live="assertive"]').first();
    await page.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toBe(`${BY_KEYS} is over to do.`);
    await pressUntilAnnounced(page, live, 'ArrowRight', `${BY_KEYS} is over to do.`, `${BY_KEYS} is over in progress.`);
    await page.keyboard.press('Space');
    await expectVisible(toast(page, 'Action Step is now in in progress stage'));
    await expectVisible(stepIn(page, 'In progress', BY_KEYS));

    // mouse: drag the handle onto the completed column
    const from = await centre(stepIn(page, 'To do', BY_MOUSE).getByRole('button', { name: `Drag ${BY_MOUSE}` }));
    const to = await centre(column(page, 'Completed'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 5, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 15 });
    await page.mouse.up();
    await expectVisible(toast(page, 'Action Step is now in completed stage'));
    await expectVisible(stepIn(page, 'Completed', BY_MOUSE));

    await page.reload();
    await expectVisible(stepIn(page, 'In progress', BY_KEYS));
    await expectVisible(stepIn(page, 'Completed', BY_MOUSE));
    expect(await column(page, 'To do').getByRole('article', { name: BY_KEYS }).count()).toBe(0);
  });

  it('edits a card the client made, deletes it, undoes that, and after a reload it is as left', async () => {
    const edited = `${BY_KEYS} (rye and spelt)`;
    await page.goto('/action-steps');
    await stepIn(page, 'In progress', BY_KEYS).getByRole('button', { name: `Edit ${BY_KEYS}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the card' });
    await dialog.getByLabel('Title').fill(edited);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectHidden(dialog);
    await expectVisible(stepIn(page, 'In progress', edited));

    await stepIn(page, 'In progress', edited).getByRole('button', { name: `Delete ${edited}` }).click();
    await expectHidden(stepIn(page, 'In progress', edited));
    await toast(page, 'The card was deleted.').getByRole('button', { name: 'Undo' }).click();
    await expectVisible(toast(page, 'It is back where it was.'));
    await expectVisible(stepIn(page, 'In progress', edited));
    await page.reload();
    await expectVisible(stepIn(page, 'In progress', edited));

    // deleted for good once the toast is left alone
    await stepIn(page, 'In progress', edited).getByRole('button', { name: `Delete ${edited}` }).click();
    await expectHidden(stepIn(page, 'In progress', edited));
    await page.reload();
    await expectVisible(stepIn(page, 'Completed', 'Cost out the sourdough loaf'));
    expect(await page.getByRole('article', { name: edited }).count()).toBe(0);
  });

  it('adds a team member, makes them responsible for a commitment and gives it a deadline', async () => {
    await page.goto('/action-steps');
    await page.getByRole('tab', { name: 'Commitments' }).click();
    const overdue = page.getByRole('article').filter({ hasText: 'Overdue' });
    await expectVisible(overdue.first());

    await page.getByRole('button', { name: 'Add a team member' }).click();
    const add = page.getByRole('dialog', { name: 'Add a team member' });
    await labelled(page, 'First name').fill(MEMBER.first);
    await labelled(page, 'Last name').fill(MEMBER.last);
    await add.getByRole('button', { name: 'Add to my team' }).click();
    await expectVisible(toast(page, `${MEMBER.first} ${MEMBER.last} has been successfully added to your team`));
    await expectHidden(add);

    const task = page.getByRole('article', { name: TASK });
    await task.getByRole('combobox', { name: 'Responsible' }).selectOption({ label: `${MEMBER.first} ${MEMBER.last}` });
    await expectVisible(toast(page, `${MEMBER.first} ${MEMBER.last} has been assigned the task`));

    await task.getByRole('button', { name: 'Change deadline' }).click();
    const deadline = page.getByRole('dialog', { name: 'Change the deadline' });
    await deadline.getByLabel(/^New deadline/).fill('2031-05-06T09:15');
    await deadline.getByRole('button', { name: 'Change deadline' }).click();
    await expectVisible(toast(page, 'Task deadline has been changed to 9:15 am, Tuesday, May 6th, 2031'));
    await expectHidden(deadline);

    await page.reload();
    await page.getByRole('tab', { name: 'Commitments' }).click();
    const after = page.getByRole('article', { name: TASK });
    await expectVisible(after.getByText(/9:15 am \S+, Tuesday, May 6th, 2031/));
    expect(await after.getByRole('combobox', { name: 'Responsible' }).evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent))
      .toBe(`${MEMBER.first} ${MEMBER.last}`);
  });

  it('downloads a commitment\'s attached file under its name', async () => {
    await page.goto('/action-steps');
    await page.getByRole('tab', { name: 'Commitments' }).click();
    const button = page.getByRole('button', { name: 'Download Price review - top 10 lines.csv' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Price review - top 10 lines.csv');
    const { readFile } = await import('node:fs/promises');
    expect(await readFile((await download.path())!, 'utf8')).toContain('Sourdough loaf');
  });

  it('downloads a commitment without a file as a PDF that keeps every character of its title', async () => {
    await page.goto('/action-steps');
    await page.getByRole('tab', { name: 'Commitments' }).click();
    const card = page.getByRole('article', { name: TASK });
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download as PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('book-tasting-sessions-with-three-new-cafes.pdf');
    // DESIGN §10: read back by poppler, "cafés" keeps its "é" (the built server finds its fonts)
    const { execFileSync } = await import('node:child_process');
    expect(execFileSync('pdftotext', ['-enc', 'UTF-8', (await download.path())!, '-'], { encoding: 'utf8' })).toContain(TASK);
  });

  it('fits 360 px without sideways scrolling, and axe finds nothing there on each tab', async () => {
    const small = await context.newPage();
    await small.setViewportSize({ width: 360, height: 740 });
    await small.goto('/action-steps');
    await expectVisible(stepIn(small, 'To do', 'Raise croissant price by 5% for four weeks'));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, '/action-steps at 360 px');
    await small.getByRole('tab', { name: 'Commitments' }).click();
    await expectVisible(small.getByRole('article', { name: TASK }));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(small, 'the commitments tab at 360 px');
    await small.close();
  });
});
