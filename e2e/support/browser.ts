import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Quiet, headless Chromium: nothing phones home while the tests run.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run'];

export const baseURL = () => inject('baseURL');

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...ARGS, ...extraArgs] });
}

/** Actions and waits give up after this long, well inside vitest's 60 s per test. */
const ACTION_TIMEOUT_MS = 10_000;

/** A context on the portal: its own storage, relative URLs resolved against the server. */
export async function newPortalContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  (inTest ? testContexts : fileContexts).add(context);
  context.on('close', () => { testContexts.delete(context); fileContexts.delete(context); });
  return context;
}

// Contexts made in beforeAll live for the file; those made in a test are closed after it.
const fileContexts = new Set<BrowserContext>();
const testContexts = new Set<BrowserContext>();
let inTest = false;
const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/e2e');

/** On failure: a screenshot of the test's pages (else the file's), to see what the test saw. */
async function captureOpenPages(testName: string) {
  const pages = [...(testContexts.size ? testContexts : fileContexts)].flatMap((c) => c.pages());
  if (pages.length === 0) return;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80);
  await Promise.all(pages.map(async (page, i) => {
    const file = path.join(RESULTS_DIR, `${slug}${pages.length > 1 ? `-${i + 1}` : ''}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).then(
      () => console.error(`Screenshot of ${page.url()}: ${path.relative(process.cwd(), file)}`),
      () => undefined);
  }));
}

export interface BrowserHandle {
  readonly browser: Browser;
  /** A fresh context (its own storage) on the portal; axe needs pages made from a context. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * One browser per test file, closed after the file's last test. Call at the top of a file.
 * `extraArgs`: more Chromium switches (e.g. `--host-resolver-rules` for a tenant's host, issue 23).
 */
export function useBrowser(extraArgs: readonly string[] = []): BrowserHandle {
  let browser: Browser | undefined;
  beforeAll(async () => { browser = await launchBrowser(extraArgs); });
  beforeEach(() => { inTest = true; });
  afterEach(async ({ task }) => {
    inTest = false;
    if (task.result?.state === 'fail') await captureOpenPages(`${path.basename(task.file.name, '.test.ts')} ${task.name}`);
    await Promise.all([...testContexts].map((c) => c.close()));
  });
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
