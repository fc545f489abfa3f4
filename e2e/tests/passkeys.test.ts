import type { BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { baseURL, useBrowser } from '../support/browser.ts';
import { expectHidden, expectPath, expectVisible, labelled, sideMenu, toast } from '../support/expect.ts';
import { ACCOUNTS, DEMO_PASSWORD, codeField, emailField, passwordField, signInLinkPath, storedToken } from '../support/sign-in.ts';

// Issue 22: passkeys with Chromium's virtual authenticator (the DevTools WebAuthn domain: CTAP2, the
// device's own "internal" authenticator, resident keys, user verification that succeeds). peer@ adds a
// passkey on /profile, logs out, signs in with it and no code (by the email field's autofill, then by
// the button), removes it with the password, and is refused with it afterwards; the password and code
// form is there throughout. WebAuthn refuses IP addresses as relying parties: this file opens the
// portal as localhost.
const handle = useBrowser();
const email = ACCOUNTS.peer;
const PASSKEY = 'Test laptop';

describe('passkeys with a virtual authenticator (peer@)', () => {
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  const passkeyButton = () => page.getByRole('button', { name: 'Sign in with a passkey' });

  beforeAll(async () => {
    context = await handle.newContext({ baseURL: baseURL().replace('127.0.0.1', 'localhost') });
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    }));
    await page.goto(await signInLinkPath(email));
    await page.waitForURL((u) => !u.pathname.startsWith('/fbslogin/'));
  });

  it('adds a passkey on /profile under the name offered from the device, renamed in the form', async () => {
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Passkeys' });
    await expectVisible(card.getByText('You have no passkeys yet.'));
    const name = labelled(page, 'Name of the new passkey');
    expect(await name.inputValue()).toMatch(/ on Linux$|^Chrome|Chromium/);
    await name.fill(PASSKEY);
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expectVisible(toast(page, 'Passkey added.'));
    await expectVisible(card.getByText(PASSKEY, { exact: true }));
    await expectVisible(card.getByText('Not used yet'));
    const [made] = await credentials();
    expect(made).toMatchObject({ isResidentCredential: true, rpId: 'localhost', signCount: expect.any(Number) });
    await expectNoSeriousA11yViolations(page, '/profile with a passkey');
  });

  it('fits 360 px and renames with the keyboard', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    const card = page.getByRole('region', { name: 'Passkeys' });
    await card.getByRole('button', { name: `Rename passkey ${PASSKEY}` }).focus();
    await page.keyboard.press('Enter');
    const field = labelled(page, 'New name');
    await expectVisible(field);
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expectHidden(field);
    await card.getByRole('button', { name: `Rename passkey ${PASSKEY}` }).click();
    await field.fill(`${PASSKEY} 2`);
    await page.keyboard.press('Enter');
    await expectVisible(toast(page, 'Passkey renamed.'));
    await expectVisible(card.getByText(`${PASSKEY} 2`, { exact: true }));
    await card.getByRole('button', { name: `Rename passkey ${PASSKEY} 2` }).click();
    await labelled(page, 'New name').fill(PASSKEY);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expectVisible(card.getByText(PASSKEY, { exact: true }));
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const logOut = async () => {
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/login');
  };
  const signInReply = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/passkey/login');
  /** The passkey sign-in answered 200 and the app went in with its token, never asking for a code. */
  const expectSignedInBy = async (reply: Response) => {
    expect(reply.status(), await reply.text()).toBe(200);
    await page.waitForURL((u) => u.pathname !== '/login');
    await expectVisible(sideMenu(page));
    expect(await storedToken(page)).toBe(((await reply.json()) as { data: { access_token: string } }).data.access_token);
    expect(await codeField(page).count()).toBe(0);
  };

  it('logs out, and the browser\'s passkey autofill signs in: no password, no code', async () => {
    // Chromium's virtual authenticator answers the autofill's (conditional) request by itself, as a
    // user picking the passkey offered in the email field would.
    const signedIn = signInReply();
    await logOut();
    await expectSignedInBy(await signedIn);
  });

  it('signs in with "Sign in with a passkey" where the browser has no autofill', async () => {
    // From here on the page's browser offers no passkey autofill: only the button asks.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await logOut();
    await page.goto('/login');
    await expectVisible(passwordField(page));
    expect(await emailField(page).getAttribute('autocomplete')).toBe('username webauthn');
    await expectNoSeriousA11yViolations(page, '/login with a passkey button');
    const signedIn = signInReply();
    await passkeyButton().click();
    await expectSignedInBy(await signedIn);
  });

  it('shows the use on /profile and removes the passkey after the password', async () => {
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Passkeys' });
    await expectVisible(card.getByText(/Last used /));
    await card.getByRole('button', { name: `Remove passkey ${PASSKEY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await expectVisible(dialog);
    await labelled(page, 'Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await expectVisible(dialog.getByText('That password is not right.'));
    await labelled(page, 'Your password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await expectVisible(toast(page, `Passkey "${PASSKEY}" removed.`));
    await expectHidden(dialog);
    await expectVisible(card.getByText('You have no passkeys yet.'));
  });

  it('refuses the removed passkey at sign-in, and offers the password and code', async () => {
    // the authenticator still holds it: only the portal forgot it
    expect(await credentials()).toHaveLength(1);
    await logOut();
    await page.goto('/login');
    const refused = signInReply();
    await passkeyButton().click();
    expect((await refused).status()).toBe(422);
    await expectVisible(toast(page, 'This passkey is not registered for this portal.'));
    await expectPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
    await emailField(page).fill(email);
    await passwordField(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectVisible(codeField(page));
  });
});
