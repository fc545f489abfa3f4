import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindings } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectPath, expectVisible, labelled, sideMenu, toast } from '../support/expect.ts';
import { invitationPath } from '../support/mailbox.ts';
import { ACCOUNTS, sharedSession, signInByLink, submitCode, submitCredentials } from '../support/sign-in.ts';

// Issue 12 "Done when", the coach's practice as one story: coach@ invites a new client from the
// client list; the client sets a password from the emailed link and signs in with the emailed code;
// coach@ makes a group for them, adds them, writes a lesson, publishes it and opens it; the client
// finds it on /groups without a restart and ticks its steps; coach@ sees that progress on the
// client's page and in the group's insight. Every coach and admin page has a title of its own and
// one h1; a dialog keeps keyboard focus inside and hands it back. The client's page with that
// progress passes axe at 1280 and 360 px; the other coach and admin pages are swept at both widths
// (and measured for sideways scrolling at 360 px) in coach-clients, coach-invite, coach-programmes
// and admin-brand. The client loads /groups anew: within one page load reads are cached for 15
// minutes (spec §7).
const handle = useBrowser();

const stamp = Date.now() % 1_000_000;
const EMAIL = `practice-${stamp}@example.test`;
// a name no other file searches for (coach-clients finds "morgan")
const FIRST = 'Priya';
const LAST = 'Okafor';
const NAME = `${FIRST} ${LAST}`;
const PASSWORD = 'Copper-Meadow-Kettle-4';
const GROUP = `Pricing Lab ${stamp}`;
const LESSON = 'Raise one price this week';
const STEPS = ['Pre-meeting work done', 'Attended the meeting', 'Meeting worksheet completed', 'Quiz taken', 'Post-meeting work done'];

/** Resolves with the response to the page's next GraphQL manageAnalytics call (spec §7). */
const analyticsSaved = (page: Page): Promise<Response> => page.waitForResponse((r) =>
  new URL(r.url()).pathname === '/gapi' && (r.request().postData() ?? '').includes('manageAnalytics'));

/** The page names itself in the tab's title and has exactly one h1 (`name` when given). */
async function expectNamed(page: Page, title: string, h1?: string) {
  await expect.poll(() => page.title()).toBe(`${title} · Summit Coaching | Client Portal`);
  const heading = page.getByRole('heading', { level: 1, ...(h1 ? { name: h1, exact: true } : {}) });
  await expectVisible(heading);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}


const clientRow = (page: Page) => page.getByRole('table', { name: /Your clients/ }).getByRole('row').filter({ hasText: NAME });

describe('a coaching practice: coach@ invites a client, teaches them a lesson and sees their progress', () => {
  let coach: Page;
  let clientContext: BrowserContext;
  let client: Page;
  let groupPath = '';
  let clientPath = '';
  beforeAll(async () => {
    coach = await (await sharedSession(handle.browser, ACCOUNTS.coach)).newPage();
    await coach.setViewportSize({ width: 1280, height: 800 });
    clientContext = await handle.newContext({ viewport: { width: 1280, height: 800 } });
    client = await clientContext.newPage();
  });

  it('invites a new client from the client list; they set a password from the email, sign in and land in the portal', async () => {
    await coach.goto('/coach/clients');
    await expectNamed(coach, 'Clients');
    await coach.getByRole('main').getByRole('link', { name: 'Invite a client' }).first().click();
    await expectPath(coach, '/coach/clients/new');
    await expectNamed(coach, 'Invite a client', 'Invite a client');
    await labelled(coach, 'First name').fill(FIRST);
    await labelled(coach, 'Last name').fill(LAST);
    await labelled(coach, 'Email').fill(EMAIL);
    await coach.getByRole('switch', { name: 'Group coaching' }).check();
    await coach.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(coach.getByRole('heading', { name: `Invitation sent to ${EMAIL}` }));

    // on the list at once, as invited
    await coach.goto('/coach/clients');
    await expectVisible(clientRow(coach).getByText('Invited', { exact: true }));

    await client.goto(await invitationPath(EMAIL));
    await expectVisible(client.getByRole('heading', { level: 1, name: `Welcome, ${FIRST}` }));
    await labelled(client, 'Password').fill(PASSWORD);
    await labelled(client, 'Confirm password').fill(PASSWORD);
    await client.getByRole('button', { name: 'Set password' }).click();
    await expectPath(client, '/login');
    await expectVisible(toast(client, 'Your password has been set.'));
    await submitCredentials(client, EMAIL, PASSWORD);
    await submitCode(client, EMAIL);
    await expectPath(client, '/groups');
    await expectVisible(sideMenu(client).getByRole('link', { name: 'My Groups' }));

    // and active once the password is set
    await coach.reload();
    await expectVisible(clientRow(coach).getByText('Active', { exact: true }));
  });

  it('makes a group, adds the client, writes a lesson, publishes it and opens it for the members', async () => {
    await sideMenu(coach).getByRole('link', { name: 'Programmes' }).click();
    await expectNamed(coach, 'Programmes', 'Programmes');
    await coach.getByRole('link', { name: 'New group' }).click();
    await expectPath(coach, '/coach/groups/new');
    await expectNamed(coach, 'New group', 'New group');
    await labelled(coach, 'Title').fill(GROUP);
    // a date field shows the focus ring too (Chromium focuses its inner parts)
    await labelled(coach, 'Start date').focus();
    expect(await labelled(coach, 'Start date').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await coach.getByRole('button', { name: 'Create group' }).click();
    await expectVisible(toast(coach, 'Group created.'));
    await expectNamed(coach, 'Group', GROUP);
    groupPath = new URL(coach.url()).pathname;

    await coach.getByRole('tab', { name: 'Members' }).click();
    await labelled(coach, 'Find a client').fill(EMAIL);
    // the search has answered once the list holds only them (before, it lists every client)
    const candidates = coach.getByRole('list', { name: 'Clients you can add' }).getByRole('listitem');
    await expect.poll(() => candidates.allTextContents()).toEqual([`${NAME} ${EMAIL}Add ${NAME}`]);
    await candidates.getByRole('button', { name: `Add ${NAME}` }).click();
    await expectVisible(toast(coach, 'Member added.'));
    await expectVisible(coach.getByRole('list', { name: 'Members' }).getByRole('heading', { name: NAME }));

    await coach.getByRole('tab', { name: 'Lessons' }).click();
    await labelled(coach, 'New lesson title').fill(LESSON);
    await coach.getByRole('button', { name: 'Add lesson' }).click();
    await expectNamed(coach, 'Lesson', LESSON);
    await labelled(coach, 'Lesson text').fill('<p>Pick the product you undercharge for most and raise its price by 10%.</p>');
    await coach.getByRole('checkbox', { name: /^Published/ }).check();
    await coach.getByRole('button', { name: 'Save lesson' }).click();
    // the member would still find it locked, so publishing offers to open it for them at once
    await coach.getByRole('dialog', { name: 'Publish this lesson?' }).getByRole('button', { name: 'Publish and open for all 1 member' }).click();
    await expectVisible(toast(coach, 'Lesson saved.'));

    await coach.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Lessons' }).click();
    const row = coach.getByRole('list', { name: 'Lessons in order' }).getByRole('listitem').filter({ hasText: LESSON });
    await expectVisible(row.getByText('Published', { exact: true }));
    await expectVisible(row.getByText('Open for 1 of 1 member'));
  });

  it('shows the client the lesson on /groups and the group page without a restart; each step they tick is saved', async () => {
    // their next page load (the server was not restarted)
    await client.goto('/groups');
    const card = client.getByRole('main').getByRole('article').filter({ has: client.getByRole('heading', { level: 2, name: GROUP }) });
    await expectVisible(card);
    await card.getByRole('link', { name: GROUP, exact: true }).click();
    await expectVisible(client.getByRole('heading', { level: 1, name: GROUP }));
    await client.getByRole('link', { name: LESSON }).click();
    await expectVisible(client.getByRole('heading', { level: 1, name: LESSON }));
    await expectVisible(client.getByText('Pick the product you undercharge for most'));
    const steps = client.getByRole('group', { name: 'Lesson steps' });
    for (const name of STEPS) {
      const [response] = await Promise.all([analyticsSaved(client), steps.getByRole('checkbox', { name }).check()]);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    }
  });

  it('shows coach@ that progress on the client\'s page, which passes axe at 1280 and 360 px', async () => {
    await sideMenu(coach).getByRole('link', { name: 'Clients' }).click();
    await clientRow(coach).getByRole('link', { name: NAME }).click();
    await coach.waitForURL((url) => /^\/coach\/clients\/\d+$/.test(url.pathname));
    clientPath = new URL(coach.url()).pathname;
    await expectNamed(coach, 'Client', NAME);
    const groups = coach.getByRole('region', { name: 'Groups and lesson progress' });
    await expectVisible(groups.getByRole('heading', { level: 3, name: GROUP }));
    await expectVisible(groups.getByText('1 of 1 lesson done · 1 open'));
    await expectVisible(groups.getByText(`${LESSON} — Done`));
    const analytics = coach.getByRole('region', { name: 'Lesson analytics' });
    expect(await analytics.getByRole('definition').allTextContents()).toEqual(['1', '5 of 5', '0', '0']);

    await expectNoA11yFindings(coach, `${clientPath} at 1280 px`);
    await coach.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => coach.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yFindings(coach, `${clientPath} at 360 px`);
    await coach.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows coach@ the same progress in the group\'s insight', async () => {
    await coach.goto(`${groupPath}?tab=insight`);
    await expectNamed(coach, 'Group', GROUP);
    // Members, Lessons done, Checklist steps done, Profit impact
    const totals = coach.getByRole('definition');
    await expectVisible(totals.first());
    expect(await totals.allTextContents()).toEqual(['1', '1', '5 of 5', '$0.00']);
    const row = coach.getByRole('table', { name: 'Progress by lesson' }).getByRole('row').filter({ hasText: LESSON });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['1 of 1', '1 of 1', '5 of 5', '$0.00']);
  });

  it('opens the client\'s new ticket; every other coach and admin page names itself too', async () => {
    const subject = `Which price first? ${stamp}`;
    await client.goto('/help');
    await labelled(client, 'Subject').fill(subject);
    await labelled(client, 'Message').fill('Should I start with the service or the product?');
    await client.getByRole('button', { name: 'Submit ticket' }).click();
    await expectVisible(toast(client, 'Ticket submitted, we will get back to you soon.'));

    await sideMenu(coach).getByRole('link', { name: 'Support tickets' }).click();
    await expectNamed(coach, 'Support tickets', 'Support tickets');
    await coach.getByRole('link', { name: new RegExp(subject.replace('?', '\\?')) }).click();
    await expectNamed(coach, 'Support ticket', subject);

    const admin = await (await handle.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInByLink(admin, ACCOUNTS.admin);
    await admin.goto('/admin/theme');
    await expectNamed(admin, 'Brand', 'Brand');
    await sideMenu(admin).getByRole('link', { name: 'Coaches & admins' }).click();
    await expectNamed(admin, 'Coaches & admins', 'Coaches & admins');
  });

  it('lets coach@ work a dialog by keyboard: focus shows, stays inside while open, and comes back on Escape', async () => {
    await coach.goto(`${groupPath}?tab=members`);
    const trigger = coach.getByRole('button', { name: `Lesson access for ${NAME}` });
    await trigger.focus();
    await coach.keyboard.press('Enter');
    const dialog = coach.getByRole('dialog', { name: `Lesson access: ${NAME}` });
    await expectVisible(dialog);
    for (let i = 0; i < 8; i++) {
      await coach.keyboard.press('Tab');
      const where = await coach.evaluate(() => {
        const el = document.activeElement;
        return { inside: !!el?.closest('dialog[open]'), outline: el ? getComputedStyle(el).outlineStyle : '' };
      });
      expect(where, `focus after ${i + 1} Tab(s)`).toEqual({ inside: true, outline: 'solid' });
    }
    await coach.keyboard.press('Escape');
    await expectHidden(dialog);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
