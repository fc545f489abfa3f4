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
