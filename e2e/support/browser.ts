import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Quiet, headless Chromium: nothing phones home while the tests run.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run'];

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/** Actions and waits give up after this long, well inside vitest's 60 s per test. */
const ACTION_TIMEOUT_MS = 10_000;

/** A context on the portal: its own storage, relative URLs resolved against the server. */
export async function newPortalContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

export interface BrowserHandle {
  readonly browser: Browser;
  /** A fresh context (its own storage) on the portal; axe needs pages made from a context. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** One browser per test file, closed after the file's last test. Call at the top of a file. */
export function useBrowser(): BrowserHandle {
  let browser: Browser | undefined;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });
  return {
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll: use it inside tests or hooks.');
      return browser;
    },
    newContext(options = {}) {
      return newPortalContext(this.browser, options);
    },
  };
}
