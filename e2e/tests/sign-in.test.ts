import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';
import { expectHidden, expectPath, expectVisible, labelled, sideMenu } from '../support/expect.ts';
import { ACCOUNTS, DEMO_PASSWORD, emailField, passwordField, storedToken, submitCode, submitCredentials } from '../support/sign-in.ts';

// The whole sign-in of spec §4 with flash@ (flash coaching only), "Remember me" ticked, then
// sign-out, and a second sign-in on the remembered browser without a code (spec §4 step 2). flash@
// signs in with a code nowhere else: a code works once and the next is only mailed after 300 s.
const handle = useBrowser();
const email = ACCOUNTS.flash;
/** The demo theme's title (tenant 226), after the page's name in each tab title. */
const BRAND_TITLE = 'Summit Coaching | Client Portal';

/** The countdown's seconds, written "299 seconds" or "4:59". */
const COUNTDOWN = /\b(\d{1,3}) seconds\b|\b(\d+):(\d{2})\b/;
const seconds = (text: string | null) => {
  const m = text?.match(COUNTDOWN);
  if (!m) return NaN;
  return m[1] !== undefined ? Number(m[1]) : Number(m[2]) * 60 + Number(m[3]);
};

describe('sign in with the emailed one-time code (flash@)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await handle.newContext()).newPage();
  });

  it('asks for the code after the password, with a running countdown and Resend disabled', async () => {
    await page.goto('/login');
    await submitCredentials(page, email);
    await expectVisible(page.getByText('A One-Time Password (OTP) has been sent to your email'));
    const resend = page.getByRole('button', { name: /resend/i });
    await expectVisible(resend);
    expect(await resend.isDisabled()).toBe(true);
    // spec §4: the countdown starts at 300 and runs
    const countdown = page.getByText(COUNTDOWN).first();
    const first = seconds(await countdown.textContent());
    expect(first).toBeGreaterThan(280);
    expect(first).toBeLessThanOrEqual(300);
    await expect.poll(async () => seconds(await countdown.textContent()), { timeout: 3_000 }).toBeLessThan(first);
    expect(await resend.isDisabled()).toBe(true);
  });

  it('signs in with the code read from the demo mailbox ("Remember me" ticked) and lands on /schedule', async () => {
    await labelled(page, 'Remember me').check();
    await submitCode(page, email);
    await expectPath(page, '/schedule');
    await expectVisible(sideMenu(page).getByRole('link', { name: 'My Schedule' }));
    // the "code sent" toast stays behind on the sign-in page, well before its 5 s are up (issue 8 finding 12)
    await expectHidden(page.getByText('A One-Time Password (OTP) has been sent to your email'), 1_500);
  });

  it('names the page in the tab\'s title', async () => {
    await expect.poll(() => page.title()).toBe(`My Schedule · ${BRAND_TITLE}`);
    await sideMenu(page).getByRole('link', { name: 'My Lessons' }).click();
    await expect.poll(() => page.title()).toBe(`My Lessons · ${BRAND_TITLE}`);
  });

  it('takes the home icon where / leads (/schedule), not to a My Groups flash@ does not have', async () => {
    expect(await page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/schedule');
    await page.getByRole('link', { name: 'Home' }).click();
    await expectPath(page, '/schedule');
  });

  it('shows My Lessons but neither My Groups nor Business Academy', async () => {
    const menu = sideMenu(page);
    await expectVisible(menu.getByRole('link', { name: 'My Lessons' }));
    expect(await menu.getByRole('link', { name: 'My Groups' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Business Academy' }).count()).toBe(0);
  });

  it('redirects / to /schedule, and /business-academy (no flag) via / to /schedule', async () => {
    await page.goto('/');
    await expectPath(page, '/schedule');
    await page.goto('/business-academy');
    await expectPath(page, '/schedule');
  });

  it('logs out from the user dropdown: back at /login, storage cleared, token revoked', async () => {
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('textbox', { name: 'Email', exact: true }));
    await expectHidden(sideMenu(page));
    const stored = await page.evaluate(() => ['pas-token', 'pas-tokenx', 'pas-user'].map((k) => localStorage.getItem(k)));
    expect(stored).toEqual([null, null, null]);
    const res = await fetch(`${baseURL()}/api/auth/sessions`, { headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(401);
  });

  it('signs in again on this remembered browser with the password only: no code step (spec §4 step 2)', async () => {
    await expect.poll(() => page.title()).toBe(`Sign in · ${BRAND_TITLE}`);
    await emailField(page).fill(email);
    await passwordField(page).fill(DEMO_PASSWORD);
    const signedIn = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/studentlogin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const reply = await signedIn;
    expect(reply.status(), await reply.text()).toBe(200);
    await expectPath(page, '/schedule');
    await expectVisible(sideMenu(page).getByRole('link', { name: 'My Schedule' }));
    expect(await page.getByText('A One-Time Password (OTP) has been sent to your email').count()).toBe(0);
    expect(await storedToken(page)).toBeTruthy();
  });
});
