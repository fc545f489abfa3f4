import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectVisible } from '../support/expect.ts';
import { ACCOUNTS, sharedSession } from '../support/sign-in.ts';

// client@ (business_academy flag) browses the academy: catalogue, a course, a lesson (spec §2).
const handle = useBrowser();

describe('business academy (client@)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await sharedSession(handle.browser, ACCOUNTS.client)).newPage();
  });

  it('lists the courses, each with its lessons and length, without serious accessibility problems', async () => {
    await page.goto('/business-academy');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Business Academy' }));
    const courses = page.getByRole('main').getByRole('listitem');
    await expectVisible(courses.getByRole('heading', { level: 2 }));
    expect(await courses.count()).toBeGreaterThanOrEqual(2);
    for (const course of await courses.all()) {
      expect(await course.getByRole('heading', { level: 2 }).getByRole('link').count()).toBe(1);
      expect(await course.getByText(/^\d+ lessons? · /).count()).toBe(1);
    }
    await expectNoSeriousA11yViolations(page);
  });

  it('opens a course and one of its lessons in the viewer, then the next, without serious accessibility problems', async () => {
    await page.goto('/business-academy');
    const courseLink = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
    await expectVisible(courseLink);
    const course = (await courseLink.textContent())!.trim();
    await courseLink.click();
    await expectVisible(page.getByRole('heading', { level: 1, name: course }));
    expect(new URL(page.url()).searchParams.get('course')).toMatch(/^\d+$/);

    const lessons = page.getByRole('region', { name: 'Lessons' }).getByRole('link');
    await expectVisible(lessons.first());
    expect(await lessons.count()).toBeGreaterThanOrEqual(2);
    // each link reads "{title}{length}", the length like "12 min" or "1 h 5 min"
    const titleOf = async (i: number) => (await lessons.nth(i).textContent())!.replace(/\s*(\d+ h\s*)?(\d+ min)?$/, '').trim();
    const [first, second] = [await titleOf(0), await titleOf(1)];
    await lessons.first().click();
    const viewer = page.getByRole('region', { name: first });
    await expectVisible(viewer.getByRole('heading', { level: 2, name: first }));
    expect(new URL(page.url()).searchParams.get('lesson')).toMatch(/^\d+$/);
    expect(await lessons.first().getAttribute('aria-current')).toBe('page');
    // the lesson's body is shown (sanitised HTML), not just its title
    expect((await viewer.textContent())!.length).toBeGreaterThan(first!.length + 40);
    await expectNoSeriousA11yViolations(page);

    await viewer.getByRole('navigation', { name: 'Lesson navigation' }).getByRole('link', { name: `Next: ${second}` }).click();
    await expectVisible(page.getByRole('region', { name: second }).getByRole('heading', { level: 2, name: second }));
    expect(await lessons.nth(1).getAttribute('aria-current')).toBe('page');
    // a reload keeps the course and lesson (they live in the address)
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 2, name: second }));
  });
});
