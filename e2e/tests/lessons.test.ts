import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible } from '../support/expect.ts';
import { ACCOUNTS, signInByLink } from '../support/sign-in.ts';

// flash@'s lessons (spec §4 Assessments, Lessons, Analytics syncing; §7 Analytics). flash@'s one
// code-based sign-in of the run belongs to sign-in.test.ts (which ends that session), so this file
// signs flash@ in with a sign-in link instead: no code used, its own session, any file order.
const handle = useBrowser();

/** flash@'s one client assessment and the paths of its implementation plan (DESIGN §6). */
const ASSESSMENT = 'Business Health Assessment';
const OPEN_PATHS = ['Pricing for profit', 'A repeatable sales system'];
const LOCKED_PATH = 'Operations that run without you';
const LOCKED_REASON = 'Locked: your coach opens this path when it is time to work on it.';
const OPEN_LESSON = 'Find your price floor and ceiling';
const TRAINING = '/api/v1/training-analytics/';
const FLASH = '/api/v1/flashcoaching';
/** spec §4, §7: the lesson page's lists are sent every 5 s. */
const FLUSH_MS = 5_000;

interface PlanReply {
  implementation: Array<{ path: string; name: string }>;
  data: { lessons: Array<{ id: number; path: string; title: string }>; access: Array<{ assessment_id: number; path: string; access: number }> };
}

interface Sent { at: number; path: string; body: { data: Array<Record<string, unknown>>; user_id: number } }

/** Every analytics POST the page makes from now on, with the time it was made. */
function watchAnalytics(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'POST' || (pathname !== TRAINING && pathname !== FLASH)) return;
    sent.push({ at: Date.now(), path: pathname, body: request.postDataJSON() as Sent['body'] });
  });
  return sent;
}

describe('my lessons (flash@: flash coaching only)', () => {
  let page: Page;
  let plan: PlanReply;
  let assessmentId: number;
  beforeAll(async () => {
    page = await (await handle.newContext()).newPage();
    await signInByLink(page, ACCOUNTS.flash);
  });

  it('selects the one assessment by itself and lists its lessons by path, without serious accessibility problems', async () => {
    const planReply = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/coachingportal/implementation/show/');
    await page.goto('/lessons');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My Lessons' }));
    // no choice asked for: the assessment's summary and plan show at once, and nothing to change it to
    await expectVisible(page.getByRole('heading', { level: 2, name: ASSESSMENT }));
    plan = (await (await planReply).json()) as PlanReply;
    expect(await page.getByRole('heading', { name: 'Choose an assessment' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Change assessment' }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');

    for (const path of [...OPEN_PATHS, LOCKED_PATH]) {
      const key = plan.implementation.find((p) => p.name === path)?.path;
      expect(key, `path "${path}" in the plan`).toBeTruthy();
      const titles = plan.data.lessons.filter((l) => l.path === key).map((l) => l.title);
      const section = page.getByRole('region', { name: path });
      await expectVisible(section.getByRole('listitem'));
      // each path lists exactly its own lessons
      expect((await section.getByRole('link').allTextContents()).map((t) => t.trim()).sort()).toEqual([...titles].sort());
    }
    const href = await page.getByRole('region', { name: OPEN_PATHS[0] }).getByRole('link', { name: OPEN_LESSON }).getAttribute('href');
    expect(href).toMatch(/^\/lessons\/\d+\/\d+$/);
    assessmentId = Number(href!.split('/')[2]);
    await expectNoSeriousA11yViolations(page);
  });

  it('cannot open a locked lesson: it is no link on /lessons, and its address shows it locked', async () => {
    await page.goto('/lessons');
    const section = page.getByRole('region', { name: LOCKED_PATH });
    await expectVisible(section.getByText(LOCKED_REASON));
    const lessons = section.getByRole('link');
    await expectVisible(lessons.first());
    for (const lesson of await lessons.all()) {
      expect(await lesson.getAttribute('aria-disabled')).toBe('true');
      expect(await lesson.getAttribute('href')).toBeNull();
    }
    const first = lessons.first();
    const title = (await first.textContent())!.trim();
    await first.click({ force: true });
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/lessons');

    const key = plan.implementation.find((p) => p.name === LOCKED_PATH)!.path;
    expect(plan.data.access.find((a) => a.path === key)?.access).not.toBe(1);
    const locked = plan.data.lessons.find((l) => l.path === key && l.title === title);
    expect(locked, `"${title}" in the plan`).toBeTruthy();
    await page.goto(`/lessons/${assessmentId}/${locked!.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    const panel = page.getByRole('status').filter({ hasText: 'This lesson is locked' });
    await expectVisible(panel);
    expect(await panel.getByText(LOCKED_REASON).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Steps to take' }).count()).toBe(0);
  });

  it('sends the lesson\'s analytics every 5 s while it is open, and stops when it is left', async () => {
    await page.goto(`/lessons?assessment=${assessmentId}`);
    const link = page.getByRole('link', { name: OPEN_LESSON });
    await expectVisible(link);
    const sent = watchAnalytics(page);
    const training = () => sent.filter((s) => s.path === TRAINING);
    await link.click();
    const opened = Date.now();
    await page.waitForURL((url) => /^\/lessons\/\d+\/\d+$/.test(url.pathname));
    await expectVisible(page.getByRole('heading', { level: 1, name: OPEN_LESSON }));
    await expectVisible(page.getByRole('group', { name: 'Steps to take' }));
    // axe meanwhile: it makes no requests and records nothing
    await expectNoSeriousA11yViolations(page);

    // the lesson's time is recorded at once and then as it grows, and each 5 s tick sends what is new
    await expect.poll(() => training().length, { timeout: 4 * FLUSH_MS, interval: 250 }).toBeGreaterThanOrEqual(2);
    const times = training().map((s) => s.at);
    expect(times[0]! - opened, 'first send after opening (ms)').toBeLessThan(FLUSH_MS + 2_000);
    for (let i = 1; i < times.length; i++) {
      const gap = times[i]! - times[i - 1]!;
      expect(gap, `gap between sends ${i} and ${i + 1} (ms)`).toBeGreaterThanOrEqual(FLUSH_MS - 1_000);
      // on the 5 s rhythm: a tick with nothing new sends nothing, so a gap is a whole number of ticks
      expect(Math.abs(gap - Math.round(gap / FLUSH_MS) * FLUSH_MS), `gap ${gap} ms off the 5 s rhythm`).toBeLessThanOrEqual(1_500);
    }
    const lessonId = Number(new URL(page.url()).pathname.split('/')[3]);
    for (const { body } of training()) {
      expect(body.user_id).toEqual(expect.any(Number));
      expect(body.data.length).toBeGreaterThan(0);
    }
    // the visit's time entry goes first; later sends carry its growing seconds under the same id
    // (merged by id, spec §4) and, the list being emptied after each successful send, nothing resent
    const [firstSend, secondSend] = training().map((s) => s.body.data);
    const visit = firstSend!.find((e) => e.event === 'lesson_time');
    expect(visit).toMatchObject({ lesson_id: lessonId, assessment_id: assessmentId, seconds: 0 });
    expect(secondSend!.find((e) => e.id === visit!.id)).toMatchObject({ seconds: expect.any(Number) });
    expect(secondSend!.find((e) => e.id === visit!.id)!.seconds).toBeGreaterThan(0);
    for (const entry of secondSend!) expect(firstSend).not.toContainEqual(entry);
    // the flash-coaching item of the visit went out as well
    expect(sent.some((s) => s.path === FLASH && s.body.data.some((e) => e.lesson_id === lessonId))).toBe(true);

    // leave by the breadcrumb (inside the app): the sync stops
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Lessons' }).click();
    await expectPath(page, '/lessons');
    await expectVisible(page.getByRole('heading', { level: 2, name: ASSESSMENT }));
    const left = Date.now();
    const before = sent.length;
    await expectNoSeriousA11yViolations(page);
    await page.waitForTimeout(Math.max(0, left + FLUSH_MS + 2_000 - Date.now()));
    expect(sent.slice(before).map((s) => `${s.path} at +${s.at - left} ms`)).toEqual([]);
  });
});
