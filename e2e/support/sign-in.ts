import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseURL, newPortalContext } from './browser.ts';
import { labelled } from './expect.ts';
import { latestSignInCode } from './mailbox.ts';

export const DEMO_PASSWORD = 'Demo-Pass-226!';

/** DESIGN §6 demo accounts. */
export const ACCOUNTS = {
  /** group, flash and business academy */
  client: 'client@demo.test',
  /** flash coaching only */
  flash: 'flash@demo.test',
  /** group coaching only */
  peer: 'peer@demo.test',
  coach: 'coach@demo.test',
  /** signs in by API only, to issue sign-in links (`signInByLink`) */
  admin: 'admin@demo.test',
} as const;

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
export const passwordField = (page: Page) => labelled(page, 'Password');
export const codeField = (page: Page) => labelled(page, 'One-time code');

/** The credentials step: email and password, then the form asks for the emailed code. */
export async function submitCredentials(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!/\/login$/.test(new URL(page.url()).pathname)) await page.goto('/login');
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await codeField(page).waitFor();
}

/** The code step: the newest code mailed to `email`, submitted; resolves once the app has left /login. */
export async function submitCode(page: Page, email: string) {
  await codeField(page).fill(await latestSignInCode(email));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Signs in through the UI: email and password, then the one-time code read from the demo mailbox.
 * One sign-in per account every 300 s: codes are single use and a new one is only mailed after
 * the countdown, so give each test file its own account, or use `sharedSession` or `signInByLink`.
 */
export async function signIn(page: Page, email: string) {
  await submitCredentials(page, email);
  await submitCode(page, email);
}

/**
 * A context signed in as `email`, shared by every test file of the run: the first caller signs in
 * through the UI and saves the storage; later callers load it. Only for tests that keep the
 * session alive (no logout, no expiry).
 */
export async function sharedSession(browser: Browser, email: string): Promise<BrowserContext> {
  const file = path.join(inject('sessionDir'), `${email}.json`);
  if (fs.existsSync(file)) return newPortalContext(browser, { storageState: file });
  const context = await newPortalContext(browser);
  const page = await context.newPage();
  await signIn(page, email);
  await context.storageState({ path: file });
  await page.close();
  return context;
}

const API_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/**
 * A JSON call to the portal's API; returns the envelope's `data`, failing on any other status.
 * `cookies` carries the browser's cookie jar between calls (the sign-in attempt cookie binds the
 * code to the attempt that asked for it, issue 8 finding 2).
 */
async function callApi<T>(method: string, url: string, body: unknown, token?: string, expected = 200, cookies?: Map<string, string>): Promise<T> {
  const headers: Record<string, string> = token ? { ...API_HEADERS, authorization: `Bearer ${token}` } : { ...API_HEADERS };
  if (cookies?.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${baseURL()}${url}`, { method, body: JSON.stringify(body), headers });
  if (res.status !== expected) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (eq > 0) cookies?.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
  }
  return ((await res.json()) as { data: T }).data;
}

/**
 * admin@'s access token, signed in by API (both steps, the code read from the demo mailbox) once
 * per run and kept in the session directory. admin@ signs in nowhere else, so its one code is free.
 */
async function adminToken(): Promise<string> {
  const file = path.join(inject('sessionDir'), `${ACCOUNTS.admin}.token`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const credentials = { email: ACCOUNTS.admin, password: DEMO_PASSWORD };
  const cookies = new Map<string, string>();
  const { user_id } = await callApi<{ user_id: number }>('POST', '/api/auth/loginotp', credentials, undefined, 200, cookies);
  const otp = await latestSignInCode(ACCOUNTS.admin);
  const { access_token } = await callApi<{ access_token: string }>('POST', '/api/auth/studentlogin', { ...credentials, user_id, otp }, undefined, 200, cookies);
  fs.writeFileSync(file, access_token);
  return access_token;
}

/**
 * Signs `email` in through a single-use sign-in link (spec §2 /fbslogin/{token}) that admin@ issues
 * (POST /api/auth/login-links). For an account whose one code-based UI sign-in of the run belongs
 * to another file (flash@: sign-in.test.ts): a link uses no sign-in code, and the session it starts
 * is the page's own, so that file's logout does not end it. Resolves once the app has left the link.
 */
export async function signInByLink(page: Page, email: string) {
  await page.goto(await signInLinkPath(email));
  await page.waitForURL((u) => !u.pathname.startsWith('/fbslogin/'));
}

/** The path of a new single-use sign-in link for `email` (`/fbslogin/{token}`), for a page on any of the server's hosts. */
export async function signInLinkPath(email: string): Promise<string> {
  const { url } = await callApi<{ url: string }>('POST', '/api/auth/login-links', { email }, await adminToken(), 201);
  return new URL(url).pathname;
}

/** The stored access token (spec §7 `pas-token`). */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('pas-token'));
