import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings, expectNoA11yFindingsAtBothWidths } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible, labelled, toast } from '../support/expect.ts';
import { ACCOUNTS, sharedSession, signInByLink } from '../support/sign-in.ts';

// Issue 12 "Schedule and work": coach@ adds a session to flash@'s schedule and an action step on
// flash@'s main focus from flash@'s client page; flash@ (signed in by a link: their one code sign-in
// belongs to sign-in.test.ts) sees them on /schedule and /action-steps; coach@ reads flash@'s
// timeline with that sign-in on it; coach@ adds a focus area with a lesson to flash@'s assessment and
// opens it, and flash@ sees the lesson on /lessons. coach@ shares a file with client@,
// who sees it on /resources. axe finds nothing on the new pages at 1280 and 360 px.
const handle = useBrowser();
const TITLE = `Pricing review ${Date.now().toString(36)}`;
const STEP = `Call three lapsed customers ${Date.now().toString(36)}`;
const AREA = `Cash flow ${Date.now().toString(36)}`;
const LESSON = `Weekly forecast ${Date.now().toString(36)}`;
const FILE = `price-list-${Date.now().toString(36)}.csv`;
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A datetime-local value three days from now at 10:00 (the zone picked in the form reads it). */
function inThreeDays() {
  const d = new Date(Date.now() + 3 * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T10:00`;
}

async function checkAt360(context: BrowserContext, path: string, ready: (p: Page) => Promise<void>) {
  const small = await context.newPage();
  await small.setViewportSize({ width: 360, height: 740 });
  await small.goto(path);
  await ready(small);
  expect(await fits(small)).toBeLessThanOrEqual(360);
  await expectNoA11yFindings(small, `${path} at 360 px`);
  await small.close();
}

describe('a client\'s work set by the coach (coach@ for flash@)', () => {
  let coachContext: BrowserContext;
  let coach: Page;
  let clientPage = '';
  let flash: Page;
  beforeAll(async () => {
    flash = await (await handle.newContext()).newPage();
    await signInByLink(flash, ACCOUNTS.flash);
    coachContext = await sharedSession(handle.browser, ACCOUNTS.coach);
    coach = await coachContext.newPage();
    await coach.setViewportSize({ width: 1280, height: 800 });
  });

  it('adds a session to flash@\'s schedule from their page, and flash@ sees it on /schedule', async () => {
    await coach.goto('/coach/clients?q=rivera');
    await coach.getByRole('link', { name: 'Sam Rivera' }).first().click();
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'Sam Rivera' }));
    clientPage = new URL(coach.url()).pathname;
    await coach.getByRole('navigation', { name: 'This client\'s work' }).getByRole('link', { name: 'Schedule' }).click();
    await expectPath(coach, `${clientPage}/schedule`);
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'Schedule — Sam Rivera' }));
    await expectVisible(coach.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Sam Rivera' }));

    const form = coach.getByRole('form', { name: 'New schedule entry' });
    await form.getByRole('button', { name: 'Add to schedule' }).click();
    await expectVisible(form.getByText('Title is required.'));
    await labelled(coach, 'Title').fill(TITLE);
    await labelled(coach, 'Starts').fill(inThreeDays());
    await labelled(coach, 'Time zone').selectOption('America/New_York');
    await labelled(coach, 'Meeting address').fill('https://meet.example.test/pricing');
    await form.getByRole('button', { name: 'Add to schedule' }).click();
    await expectVisible(toast(coach, 'Schedule entry saved.'));
    await expectVisible(coach.getByRole('list', { name: 'Sessions' }).getByRole('heading', { name: TITLE }));
    await expect.poll(() => coach.title()).toMatch(/^Client schedule · /);
    await expectNoA11yFindings(coach, 'a client\'s schedule at 1280 px');
    await checkAt360(coachContext, `${clientPage}/schedule`, (p) => expectVisible(p.getByRole('heading', { name: TITLE })));

    await flash.goto('/schedule');
    await expectVisible(flash.getByText(TITLE));
  });

  it('adds an action step on flash@\'s main focus, and flash@ sees it on /action-steps', async () => {
    await flash.goto('/action-steps');
    const focus = flash.getByRole('combobox', { name: 'Main focus' });
    await expectVisible(focus);
    const mainFocus = (await focus.locator('option:checked').textContent())!.trim();

    await coach.goto(`${clientPage}/plan`);
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'Plan — Sam Rivera' }));
    const form = coach.getByRole('form', { name: 'New action step or reminder' });
    const area = (await form.getByRole('combobox', { name: 'Focus area' }).locator('option').allTextContents()).find((t) => t.startsWith(`${mainFocus} (`))!;
    await form.getByRole('combobox', { name: 'Focus area' }).selectOption({ label: area });
    await form.getByRole('textbox', { name: 'Title' }).fill(STEP);
    await form.getByRole('button', { name: 'Add' }).click();
    await expectVisible(toast(coach, 'Saved.'));
    await expectVisible(coach.getByRole('heading', { name: STEP }));
    await expectNoA11yFindings(coach, 'a client\'s plan at 1280 px');
    await checkAt360(coachContext, `${clientPage}/plan`, (p) => expectVisible(p.getByRole('heading', { name: STEP })));

    await flash.reload();
    await expectVisible(flash.getByText(STEP));
  });

  it('shares a file with client@, downloads it from their files page, and client@ sees it on /resources', async () => {
    await coach.goto('/coach/clients?q=morgan');
    await coach.getByRole('link', { name: 'Alex Morgan' }).first().click();
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'Alex Morgan' }));
    await coach.getByRole('navigation', { name: 'This client\'s work' }).getByRole('link', { name: 'Files' }).click();
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'Files — Alex Morgan' }));
    const form = coach.getByRole('form', { name: 'Share files with the client' });
    await form.locator('input[type="file"]').setInputFiles({ name: FILE, mimeType: 'text/csv', buffer: Buffer.from('item,price\ncroissant,3.20\n') });
    await form.getByRole('button', { name: 'Share' }).click();
    await expectVisible(toast(coach, 'Shared. The client was told by email.'));
    await expectVisible(coach.getByRole('list', { name: 'Files' }).getByRole('heading', { name: FILE }));
    const [download] = await Promise.all([coach.waitForEvent('download'), coach.getByRole('button', { name: `Download ${FILE}` }).click()]);
    expect(download.suggestedFilename()).toBe(FILE);
    expect((await readFile((await download.path())!)).toString()).toBe('item,price\ncroissant,3.20\n');
    await expectNoA11yFindings(coach, 'a client\'s files at 1280 px');
    const filesPath = new URL(coach.url()).pathname;
    await checkAt360(coachContext, filesPath, (p) => expectVisible(p.getByRole('heading', { name: FILE })));

    const client = await (await sharedSession(handle.browser, ACCOUNTS.client)).newPage();
    await client.goto('/resources');
    await expectVisible(client.getByText(FILE).first());
    await client.close();
  });

  it('shows flash@\'s sign-in on their timeline, with an export', async () => {
    await coach.goto(`${clientPage}/timeline`);
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'Timeline — Sam Rivera' }));
    const items = coach.getByRole('list', { name: 'Activity, newest first' });
    await expectVisible(items.getByText('Signed in').first());
    const download = coach.waitForEvent('download');
    await coach.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^timeline-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    await expectNoA11yFindings(coach, 'a client\'s timeline at 1280 px');
    await checkAt360(coachContext, `${clientPage}/timeline`, (p) => expectVisible(p.getByText('Signed in').first()));
  });

  it('adds a focus area with a lesson to flash@\'s assessment and opens it; flash@ sees the lesson on /lessons', async () => {
    await coach.goto(`${clientPage}/flash`);
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'Flash coaching — Sam Rivera' }));
    const first = coach.locator('section.card[aria-labelledby^="cw-flash-"]').first();
    const assessmentId = (await first.getAttribute('aria-labelledby'))!.replace('cw-flash-', '');
    const areaForm = first.getByRole('form', { name: 'New focus area' });
    await areaForm.getByRole('textbox', { name: 'Focus area' }).fill(AREA);
    await areaForm.getByRole('button', { name: 'Add focus area' }).click();
    await expectVisible(toast(coach, 'Focus area added.'));
    const area = coach.getByRole('listitem').filter({ has: coach.getByRole('heading', { name: AREA }) });
    await area.getByText('Add a lesson').click();
    const lessonForm = area.getByRole('form', { name: 'New lesson' });
    await lessonForm.getByRole('textbox', { name: 'Title' }).fill(LESSON);
    await lessonForm.getByRole('textbox', { name: 'Checklist items' }).fill('Open the sheet\nFill in the week');
    await lessonForm.getByRole('button', { name: 'Add lesson' }).click();
    await expectVisible(toast(coach, 'Lesson added.'));
    await expectVisible(area.getByRole('heading', { name: LESSON }));
    // the switch follows the server: it turns on once the focus area is open
    await area.getByRole('switch').click();
    await expectVisible(toast(coach, `${AREA} is open for the client.`));
    await expect.poll(() => area.getByRole('switch').isChecked()).toBe(true);
    await expect.poll(() => coach.title()).toMatch(/^Client flash coaching · /);
    await expectNoA11yFindingsAtBothWidths(coach, 'a client\'s flash coaching');

    await flash.goto(`/lessons?assessment=${assessmentId}`);
    await expectVisible(flash.getByText(LESSON).first());
  });
});
