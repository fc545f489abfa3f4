// What Chromium fetches for one page, measured from outside (DESIGN §9): a fresh browser context
// (empty HTTP cache) opens the page, and every response is recorded with the bytes that came over
// the wire for it (CDP Network.loadingFinished encodedDataLength: headers and the body as sent,
// compressed when the server compressed it) until the network has been quiet for a while.
// Code the app defers to after the load event (lib/after-idle.ts) is fetched by then and counts.

/**
 * Quiet means no request started or finished for this long. It must outlast the app's deferral
 * (AFTER_LOAD_DELAY_MS + AFTER_IDLE_TIMEOUT_MS, apps/web/src/lib/after-idle.ts: 3 s at most) and
 * stay under the unread badge's 15 s poll (decision 012), which would otherwise never let it end.
 */
export const QUIET_MS = 5000;
/** The page has this long to become quiet; past it the bench fails rather than guess. */
const DEADLINE_MS = 60_000;
/** Smaller text files are left uncompressed by the build (apps/web/build/precompress.mjs). */
export const COMPRESS_FROM_BYTES = 1024;

/** @typedef {'script' | 'css' | 'font' | 'other'} Kind */

/**
 * @typedef {object} Fetched
 * @property {string} path          the URL's path (and query) on the portal, or the whole URL elsewhere
 * @property {Kind} kind
 * @property {string} type          Chromium's resource type (Script, Stylesheet, Font, Fetch, Image …)
 * @property {number} status
 * @property {number} transferred   bytes over the wire: headers and the body as sent
 * @property {number} decoded       the body's bytes once decoded
 * @property {string | null} encoding  the Content-Encoding it came with (br, gzip …)
 * @property {number} startMs       when it was asked for, after the page's own request
 */

/** @param {string} type */
function kindOf(type) {
  if (type === 'Script') return 'script';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Font') return 'font';
  return 'other';
}

/**
 * Opens `origin + route` in a new context of `browser` and lists what it fetched until quiet.
 * `storage` is put in the origin's localStorage first (a signed-in session, spec §7), from a page
 * that loads no app code (/meta.json), so the cache is still empty when the route opens.
 * Requests still open when the network is quiet (the live-events stream, decision 017) are
 * returned apart: they never finish, so they have no size to count.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string} route
 * @param {Record<string, string>} [storage]
 */
export async function measurePage(browser, origin, route, storage = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (Object.keys(storage).length) {
      await page.goto(`${origin}/meta.json`);
      await page.evaluate((items) => {
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      }, storage);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    /** @type {Map<string, { url: string, start: number, type?: string, status?: number, encoding?: string | null, decoded: number, transferred?: number }>} */
    const requests = new Map();
    let firstStart = /** @type {number | null} */ (null);
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      firstStart ??= e.timestamp;
      requests.set(e.requestId, { url: e.request.url, start: e.timestamp, type: e.type, decoded: 0 });
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      Object.assign(r, { type: e.type, status: e.response.status, encoding: headers['content-encoding'] ?? null });
    });
    cdp.on('Network.dataReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.decoded += e.dataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.transferred = e.encodedDataLength;
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      requests.delete(e.requestId);
      lastActivity = Date.now();
    });

    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    const deadline = Date.now() + DEADLINE_MS;
    while (Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${route}: the network was not quiet for ${QUIET_MS / 1000} s within ${DEADLINE_MS / 1000} s`);
      await page.waitForTimeout(250);
    }
    const finalPath = new URL(page.url()).pathname;

    /** @type {Fetched[]} */
    const fetched = [];
    /** @type {string[]} */
    const open = [];
    for (const r of requests.values()) {
      const url = new URL(r.url);
      const shown = url.origin === origin ? url.pathname + url.search : r.url;
      if (r.transferred === undefined) {
        open.push(shown);
        continue;
      }
      const type = r.type ?? 'Other';
      fetched.push({
        path: shown, kind: kindOf(type), type, status: r.status ?? 0, transferred: r.transferred, decoded: r.decoded,
        encoding: r.encoding ?? null, startMs: Math.round((r.start - (firstStart ?? r.start)) * 1000),
      });
    }
    fetched.sort((a, b) => a.startMs - b.startMs);
    return { route, finalPath, fetched, open };
  } finally {
    await context.close();
  }
}

/**
 * Totals by kind of file.
 * @param {Fetched[]} fetched
 * @returns {Record<Kind, { files: number, transferred: number, decoded: number }>}
 */
export function totals(fetched) {
  /** @type {Record<Kind, { files: number, transferred: number, decoded: number }>} */
  const sums = { script: { files: 0, transferred: 0, decoded: 0 }, css: { files: 0, transferred: 0, decoded: 0 },
    font: { files: 0, transferred: 0, decoded: 0 }, other: { files: 0, transferred: 0, decoded: 0 } };
  for (const f of fetched) {
    const s = sums[f.kind];
    s.files += 1;
    s.transferred += f.transferred;
    s.decoded += f.decoded;
  }
  return sums;
}

/**
 * Scripts, stylesheets and fonts of the portal that came uncompressed though large enough to be
 * compressed: production sends them as br or gzip, so a figure without it would be wrong.
 * @param {Fetched[]} fetched
 */
export const uncompressed = (fetched) => fetched.filter((f) => f.kind !== 'other' && f.kind !== 'font'
  && f.path.startsWith('/') && !f.encoding && f.decoded >= COMPRESS_FROM_BYTES);
