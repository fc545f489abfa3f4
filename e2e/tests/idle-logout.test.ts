import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible, sideMenu } from '../support/expect.ts';
import { ACCOUNTS, signIn, storedToken } from '../support/sign-in.ts';

// spec §4: an idle session is logged out. The app honours a shorter timeout stored under
// 'pas-idle-timeout-ms' (apps/web idle-logout.tsx), so the test need not wait an hour.
// coach@ signs in nowhere else.
const handle = useBrowser();

describe('idle logout (coach@)', () => {
  it('logs out after the (shortened) idle timeout and returns to /login', async () => {
    const context = await handle.newContext();
    await context.addInitScript(() => localStorage.setItem('pas-idle-timeout-ms', '2000'));
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.coach);
    await expectVisible(sideMenu(page).getByRole('link', { name: 'My Messages' }));
    expect(await storedToken(page)).toBeTruthy();
    // no input from here on: the timer runs out after 2 s
    await expectPath(page, '/login', 15_000);
    expect(await storedToken(page)).toBeNull();
  });
});

describe('idle logout across tabs (coach@)', () => {
  it('counts activity in every tab: a tab left in the background does not log out the one in use', async () => {
    const context = await handle.newContext();
    await context.addInitScript(() => localStorage.setItem('pas-idle-timeout-ms', '2000'));
    const working = await context.newPage();
    await signIn(working, ACCOUNTS.coach);
    await expectVisible(sideMenu(working).getByRole('link', { name: 'My Messages' }));
    // the user keeps working in this tab...
    let keepWorking = true;
    const activity = (async () => {
      for (let i = 0; keepWorking; i += 1) {
        await working.mouse.move(100 + (i % 2) * 50, 200);
        await working.waitForTimeout(300);
      }
    })();
    // ...while a second tab stays open without any input, for three timeouts
    const background = await context.newPage();
    await background.goto('/messages/inbox');
    await expectVisible(sideMenu(background).getByRole('link', { name: 'My Messages' }));
    await working.bringToFront();
    await background.waitForTimeout(6_000);
    expect(new URL(background.url()).pathname).toBe('/messages/inbox');
    expect(new URL(working.url()).pathname).not.toBe('/login');
    expect(await storedToken(background)).toBeTruthy();
    // then nothing anywhere: both tabs are logged out together
    keepWorking = false;
    await activity;
    await expectPath(working, '/login', 15_000);
    // The hidden tab follows when the shared storage is cleared; Chromium runs a hidden tab's work
    // later than a visible one's, which on a loaded machine has taken more than 15 s.
    await expectPath(background, '/login', 30_000);
    expect(await storedToken(working)).toBeNull();
  });
});
