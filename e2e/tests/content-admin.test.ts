import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yFindingsAtBothWidths } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectHidden, expectPath, expectVisible, sideMenu, toast } from '../support/expect.ts';
import { ACCOUNTS, signInByLink } from '../support/sign-in.ts';

// Issue 12: coach@ adds an idea in a new category of the idea bank and a lesson to an academy
// course; client@ finds the idea by search and sees the lesson at once; coach@ then deletes what
// was added, so the idea-bank and academy files see the seeded content only. Both sign in by link.
const handle = useBrowser();

const stamp = Date.now() % 100_000;
const CATEGORY = `Local radio ${stamp}`;
const IDEA = `Drive-time traffic sponsorship ${stamp}`;
const LESSON = `Price anchoring ${stamp}`;

/** The control labelled `name` inside `scope` (a required field's label may end in " *"). */
const field = (scope: Locator, name: string) => scope.getByLabel(new RegExp(`^${name}(\\s*\\*)?$`));

const checkBothWidths = expectNoA11yFindingsAtBothWidths;

describe('content: coach@ edits the idea bank and the academy, client@ sees it', () => {
  let coach: Page;
  let client: Page;
  let course = '';
  let coursePath = '';
  beforeAll(async () => {
    coach = await (await handle.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInByLink(coach, ACCOUNTS.coach);
    client = await (await handle.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInByLink(client, ACCOUNTS.client);
  });

  it('adds a category and an idea in it from Idea bank content', async () => {
    await sideMenu(coach).getByRole('link', { name: 'Idea bank content' }).click();
    await expectPath(coach, '/coach/idea-bank');
    await expectVisible(coach.getByRole('heading', { level: 2, name: /^Referral offers/ }));
    await checkBothWidths(coach, '/coach/idea-bank');

    const newCategory = coach.getByRole('form', { name: 'New category' });
    await field(newCategory, 'Name').fill(CATEGORY);
    await newCategory.getByRole('button', { name: 'Add category' }).click();
    await expectVisible(toast(coach, `“${CATEGORY}” is added.`));

    const newIdea = coach.getByRole('form', { name: 'New idea' });
    await field(newIdea, 'Title').fill(IDEA);
    await field(newIdea, 'Category').selectOption({ label: CATEGORY });
    await newIdea.getByRole('button', { name: 'Add idea' }).click();
    await expectVisible(coach.getByRole('heading', { level: 1, name: IDEA }));
    expect(new URL(coach.url()).pathname).toMatch(/^\/coach\/idea-bank\/ideas\/\d+$/);
    const form = coach.getByRole('form', { name: 'Idea' });
    await field(form, 'Summary').fill('Thirty seconds of drive time, every weekday.');
    await field(form, 'Example ad copy').fill('Stuck in traffic? We deliver.');
    await form.getByRole('button', { name: 'Save idea' }).click();
    await expectVisible(toast(coach, 'The idea is saved.'));
    await checkBothWidths(coach, '/coach/idea-bank/ideas/:id');
  });

  it('adds a lesson to an academy course from Academy content', async () => {
    await sideMenu(coach).getByRole('link', { name: 'Academy content' }).click();
    await expectPath(coach, '/coach/academy');
    const first = coach.getByRole('list', { name: 'Courses' }).getByRole('heading', { level: 2 }).getByRole('link').first();
    await expectVisible(first);
    await checkBothWidths(coach, '/coach/academy');
    course = (await first.textContent())!.trim();
    await first.click();
    await expectVisible(coach.getByRole('heading', { level: 1, name: course }));
    coursePath = new URL(coach.url()).pathname;
    await checkBothWidths(coach, '/coach/academy/:id');

    const newLesson = coach.getByRole('form', { name: 'New lesson' });
    await field(newLesson, 'New lesson title').fill(LESSON);
    await newLesson.getByRole('button', { name: 'Add lesson' }).click();
    await expectVisible(coach.getByRole('heading', { level: 1, name: LESSON }));
    const form = coach.getByRole('form', { name: 'Content' });
    await field(form, 'Lesson text').fill('<p>Show the premium option first, so the middle one feels fair.</p><script>alert(1)</script>');
    await form.getByRole('button', { name: 'Save lesson' }).click();
    await expectVisible(toast(coach, 'The lesson is saved.'));
    await checkBothWidths(coach, '/coach/academy/:id/lessons/:id');
  });

  it('shows client@ the new idea by search and the new lesson in the academy at once', async () => {
    await client.goto('/idea-bank');
    await client.getByRole('searchbox', { name: 'Search ideas' }).fill(`traffic sponsorship ${stamp}`);
    await expectVisible(client.getByRole('list', { name: 'Ideas' }).getByRole('link', { name: IDEA, exact: true }));

    await client.goto('/business-academy');
    await client.getByRole('main').getByRole('heading', { level: 2, name: course }).getByRole('link').click();
    const lessons = client.getByRole('region', { name: 'Lessons' });
    await lessons.getByRole('link', { name: new RegExp(`^${LESSON}`) }).click();
    const viewer = client.getByRole('region', { name: LESSON });
    await expectVisible(viewer.getByText('Show the premium option first'));
    expect(await viewer.locator('script').count()).toBe(0);
  });

  it('deletes the lesson, the idea and the category again, each after a confirmation', async () => {
    await coach.goto(coursePath);
    await coach.getByRole('button', { name: `Delete: ${LESSON}` }).click();
    await coach.getByRole('dialog').getByRole('button', { name: 'Delete lesson' }).click();
    await expectVisible(toast(coach, 'The lesson is deleted.'));
    await expectHidden(coach.getByRole('link', { name: LESSON, exact: true }));

    await coach.goto('/coach/idea-bank');
    await coach.getByRole('link', { name: IDEA, exact: true }).click();
    await coach.getByRole('button', { name: 'Delete idea' }).click();
    await coach.getByRole('dialog').getByRole('button', { name: 'Delete idea' }).click();
    await expectVisible(toast(coach, 'The idea is deleted.'));
    await expectPath(coach, '/coach/idea-bank');

    const category = coach.getByRole('region', { name: new RegExp(`^${CATEGORY}`) });
    await category.getByText(`Edit “${CATEGORY}”`).click();
    await category.getByRole('button', { name: 'Delete category' }).click();
    await coach.getByRole('dialog').getByRole('button', { name: 'Delete category' }).click();
    await expectVisible(toast(coach, 'The category is deleted.'));
    await expectHidden(coach.getByRole('heading', { level: 2, name: new RegExp(`^${CATEGORY}`) }));

    await client.goto(`/idea-bank?q=${encodeURIComponent(`traffic sponsorship ${stamp}`)}`);
    await expectVisible(client.getByText(/^No ideas match/));
  });
});
