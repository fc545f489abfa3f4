import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindingsAtBothWidths } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible, labelled, toast } from '../support/expect.ts';
import { ACCOUNTS, signInByLink } from '../support/sign-in.ts';

// Issue 12 Programmes: coach@ creates a group, adds peer@ to it, writes a lesson, publishes it and
// opens it; peer@ (in a browser of their own, signed in all along) finds it on /groups and ticks its
// steps; coach@ sees that progress in the group's insight. peer@'s groups are asserted nowhere else,
// and both sign in by link, so no other file's sign-in code is used up.
const handle = useBrowser();

const stamp = Date.now() % 100_000;
const GROUP = `Cash Flow Clinic ${stamp}`;
const LESSON = 'Know your runway';
const PEER_NAME = 'Jordan Lee';

/** Resolves with the response to the page's next GraphQL manageAnalytics call (spec §7). */
const analyticsSaved = (page: Page): Promise<Response> => page.waitForResponse((r) =>
  new URL(r.url()).pathname === '/gapi' && (r.request().postData() ?? '').includes('manageAnalytics'));

const checkBothWidths = expectNoA11yFindingsAtBothWidths;

describe('programmes: coach@ runs a group, peer@ takes its lesson', () => {
  let coach: Page;
  let peerContext: BrowserContext;
  let groupPath = '';
  beforeAll(async () => {
    coach = await (await handle.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInByLink(coach, ACCOUNTS.coach);
    peerContext = await handle.newContext({ viewport: { width: 1280, height: 800 } });
    await signInByLink(await peerContext.newPage(), ACCOUNTS.peer);
  });

  it('creates a group from Programmes in the menu', async () => {
    await coach.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Programmes' }).click();
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'Programmes' }));
    await expectVisible(coach.getByRole('heading', { level: 2, name: 'Profit Accelerator' }));
    await checkBothWidths(coach, '/coach/groups');

    await coach.getByRole('link', { name: 'New group' }).click();
    await expectPath(coach, '/coach/groups/new');
    await expectVisible(coach.getByRole('heading', { level: 1, name: 'New group' }));
    await checkBothWidths(coach, '/coach/groups/new');
    await labelled(coach, 'Title').fill(GROUP);
    await labelled(coach, 'Meets on').fill('Mondays 9:00 AM');
    await coach.getByRole('checkbox', { name: 'Recurring programme' }).check();
    await coach.getByRole('button', { name: 'Create group' }).click();
    await expectVisible(toast(coach, 'Group created.'));
    await expectVisible(coach.getByRole('heading', { level: 1, name: GROUP }));
    groupPath = new URL(coach.url()).pathname;
    expect(groupPath).toMatch(/^\/coach\/groups\/\d+$/);
    await checkBothWidths(coach, 'the group details');
    // at 360 px the four tabs keep to one row (Insight used to wrap onto a row of its own)
    await coach.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => coach.getByRole('tab').evaluateAll((tabs) => new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top))).size)).toBe(1);
    // a row that does not fit shows that it scrolls: the edge with more tabs behind it fades
    const row = coach.getByRole('tablist', { name: 'Group' });
    const edges = () => row.evaluate((r) => ({ overflow: r.getAttribute('data-overflow'), mask: getComputedStyle(r).maskImage }));
    await expect.poll(async () => (await edges()).overflow).toBe('end');
    expect((await edges()).mask).toContain('gradient');
    await coach.getByRole('tab', { name: 'Insight' }).click();
    await expect.poll(() => coach.getByRole('tab', { name: 'Insight' }).evaluate((t) => {
      const r = t.getBoundingClientRect();
      return r.left >= 0 && r.right <= window.innerWidth;
    })).toBe(true);
    await expect.poll(async () => (await edges()).overflow).toBe('start');
    await coach.getByRole('tab', { name: 'Details' }).click();
    await coach.setViewportSize({ width: 1280, height: 800 });
  });

  it('adds peer@ to the group, then writes a lesson, publishes it and opens it for the members', async () => {
    await coach.getByRole('tab', { name: 'Members' }).click();
    await labelled(coach, 'Find a client').fill('peer@demo.test');
    // the unfiltered list shows first; add from the list that answers the search
    await expect.poll(() => coach.getByRole('list', { name: 'Clients you can add' }).getByRole('listitem').count()).toBe(1);
    await coach.getByRole('button', { name: `Add ${PEER_NAME}` }).click();
    await expectVisible(toast(coach, 'Member added.'));
    const members = coach.getByRole('list', { name: 'Members' });
    await expectVisible(members.getByRole('heading', { name: PEER_NAME }));
    await checkBothWidths(coach, 'the group members');

    await coach.getByRole('tab', { name: 'Lessons' }).click();
    await labelled(coach, 'New lesson title').fill(LESSON);
    await coach.getByRole('button', { name: 'Add lesson' }).click();
    await expectVisible(coach.getByRole('heading', { level: 1, name: LESSON }));
    await labelled(coach, 'Summary').fill('How many weeks the cash in the bank lasts.');
    await labelled(coach, 'Lesson text').fill('<p>Count the weeks of cash you have.</p><script>alert(1)</script>');
    await coach.getByRole('checkbox', { name: /^Published/ }).check();
    await coach.getByRole('button', { name: 'Save lesson' }).click();
    // publishing asks whether to open it for the members too; published only, it stays locked for them
    const ask = coach.getByRole('dialog', { name: 'Publish this lesson?' });
    await expectVisible(ask.getByRole('button', { name: 'Publish and open for all 1 member' }));
    await ask.getByRole('button', { name: 'Publish only' }).click();
    await expectVisible(toast(coach, 'Lesson saved.'));
    const who = coach.getByRole('region', { name: 'Who can open it' });
    await expectVisible(who.getByText(`${PEER_NAME}: not opened for them`));
    await checkBothWidths(coach, 'the lesson editor');

    // the lessons list says why, and the fix is one click
    await coach.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Lessons' }).click();
    const row = coach.getByRole('list', { name: 'Lessons in order' }).getByRole('listitem').filter({ hasText: LESSON });
    await expectVisible(row.getByText('Published', { exact: true }));
    await row.getByText('Who can open it: 0 of 1').click();
    await row.getByRole('button', { name: `Open for ${PEER_NAME}` }).click();
    await expectVisible(row.getByText('Open for 1 of 1 member'));
    await expectVisible(row.getByText(`1 of 1 member can open it now: ${PEER_NAME}.`));
    await checkBothWidths(coach, 'the group lessons');
  });

  it('shows peer@ the lesson on /groups without a restart, open, and saves the steps they tick', async () => {
    const peer = peerContext.pages()[0]!;
    await peer.goto('/groups');
    const card = peer.getByRole('main').getByRole('article').filter({ has: peer.getByRole('heading', { level: 2, name: GROUP }) });
    await expectVisible(card);
    await card.getByRole('link', { name: GROUP, exact: true }).click();
    await expectVisible(peer.getByRole('heading', { level: 1, name: GROUP }));
    await peer.getByRole('link', { name: LESSON }).click();
    await expectVisible(peer.getByRole('heading', { level: 1, name: LESSON }));
    await expectVisible(peer.getByText('Count the weeks of cash you have.'));
    const steps = peer.getByRole('group', { name: 'Lesson steps' });
    for (const name of ['Pre-meeting work done', 'Post-meeting work done']) {
      const [response] = await Promise.all([analyticsSaved(peer), steps.getByRole('checkbox', { name }).check()]);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    }
  });

  it('shows coach@ that progress in the group\'s insight', async () => {
    await coach.goto(`${groupPath}?tab=insight`);
    // Members, Lessons done, Checklist steps done, Profit impact
    const totals = coach.getByRole('definition');
    await expectVisible(totals.first());
    expect(await totals.allTextContents()).toEqual(['1', '1', '2 of 5', '$0.00']);
    const table = coach.getByRole('table', { name: 'Progress by lesson' });
    const row = table.getByRole('row').filter({ hasText: LESSON });
    await expectVisible(row);
    expect(await row.getByRole('cell').allTextContents()).toEqual(['1 of 1', '1 of 1', '2 of 5', '$0.00']);
    await expectVisible(coach.getByRole('figure', { name: /^Lessons completed in / }));
    await checkBothWidths(coach, 'the group insight');
  });
});
