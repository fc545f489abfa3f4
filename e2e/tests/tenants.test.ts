import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, useBrowser } from '../support/browser.ts';
import { expectPath, expectVisible, labelled, toast } from '../support/expect.ts';
import { readMailbox } from '../support/mailbox.ts';
import { codeField, emailField, passwordField } from '../support/sign-in.ts';

// Issue 23: a tenant made by the operator's command at second.localhost shows its own brand; its
// first admin sets a password from the mail and adds a coach; localhost still shows tenant 226's
// demo. Chromium sends every *.localhost name to the server's address.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = 'second.localhost';
const OWNER = 'owner@second.test';
const PASSWORD = 'Second-Portal-Owner-1!';
const handle = useBrowser(['--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1']);

const onHost = (host: string, pathname: string) => {
  const url = new URL(pathname, baseURL());
  url.hostname = host;
  return url.toString();
};

/** `npm run tenant -- …` as the operator runs it beside the server: through the server's operator route. */
async function tenantCommand(...args: string[]) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'apps/server/dist/cli.js'), 'tenant', ...args], {
    env: { ...env, DATA_DIR: inject('dataDir'), OPERATOR_URL: baseURL(), PUBLIC_URL: baseURL(), LOG_LEVEL: 'silent' },
  });
  return stdout.trim();
}

/** The newest mail to `to` whose subject starts so, waiting for it. */
async function mailTo(to: string, subject: string) {
  for (let i = 0; i < 100; i += 1) {
    const mail = (await readMailbox()).find((m) => m.to === to && m.subject.startsWith(subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No "${subject}" mail to ${to}`);
}

describe('a second coaching business on the same portal', () => {
  let tenantId: number;
  beforeAll(async () => {
    tenantId = Number(await tenantCommand('create', '--name', 'Second Coaching', '--host', HOST, '--admin-email', OWNER, '--admin-name', 'Olive Owner'));
  });

  it('made by the command, its host shows its own brand', async () => {
    expect(tenantId).toBeGreaterThan(226);
    const page = await (await handle.newContext()).newPage();
    await page.goto(onHost(HOST, '/login'));
    await expectVisible(page.locator('.auth__brand', { hasText: 'Second Coaching' }));
    await expect.poll(() => page.title()).toContain('Second Coaching');
    expect(await page.locator('meta[name="portal-tenant"]').getAttribute('content')).toBe(String(tenantId));
    expect(await page.locator('img.auth__logo').count()).toBe(0);
  });

  it('its admin sets a password from the mail, signs in on its host and adds a coach', async () => {
    const mail = await mailTo(OWNER, 'Set your password for Second Coaching');
    const link = mail.text.match(/https?:\/\/second\.localhost:\d+\/reset\/[\w-]+/)?.[0];
    expect(link, mail.text).toBeTruthy();
    const page: Page = await (await handle.newContext()).newPage();
    await page.goto(link!);
    await labelled(page, 'Email').fill(OWNER);
    await labelled(page, 'New password').fill(PASSWORD);
    await labelled(page, 'Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click();

    await emailField(page).fill(OWNER);
    await passwordField(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await codeField(page).fill((await mailTo(OWNER, 'Your sign-in code')).text.match(/code is (\d{6})/)![1]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(new URL(page.url()).hostname).toBe(HOST);

    await page.goto(onHost(HOST, '/admin/team'));
    await expectPath(page, '/admin/team');
    await labelled(page, 'First name').fill('Cora');
    await labelled(page, 'Last name').fill('Coach');
    await labelled(page, 'Email').fill('coach@second.test');
    await page.getByRole('button', { name: 'Add and send the email' }).click();
    await expectVisible(toast(page, 'Added. They have been emailed a link to set their password.'));
    const invited = await mailTo('coach@second.test', 'Set your password for Second Coaching');
    expect(invited.text).toMatch(/https?:\/\/second\.localhost:\d+\/reset\//);
  });

  it('localhost still shows tenant 226\'s demo', async () => {
    const page = await (await handle.newContext()).newPage();
    await page.goto(onHost('localhost', '/login'));
    await expectVisible(page.locator('img.auth__logo'));
    await expect.poll(() => page.title()).toContain('Summit Coaching');
    expect(await page.locator('meta[name="portal-tenant"]').getAttribute('content')).toBe('226');
  });
});
