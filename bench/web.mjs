// Web benchmark (DESIGN §9), run after `npm run build`:
//   1. weight — what Chromium fetches for /login and for the signed-in shell (/schedule, client@
//      signed in) from an empty cache until the network is quiet, as transferred (compressed as the
//      server sends it, headers included), by file: scripts, stylesheets and fonts apart
//      (lib/page-weight.mjs);
//   2. Lighthouse (mobile, default config) on /login and /schedule, each run several times, medians.
// Results go to the terminal and to the `web` section of bench/README.md. Budgets that fail are
// printed as FAIL; the exit code stays 0 (a benchmark, not a test) unless the bench itself breaks.
//
// Environment: CHROMIUM_PATH (/usr/bin/chromium), BENCH_LIGHTHOUSE_RUNS (3), BENCH_SKIP_LIGHTHOUSE=1,
// BENCH_LIGHTHOUSE_SAVE=<dir> (keep each run's full Lighthouse report and trace there),
// BENCH_LIGHTHOUSE_PAGES=/schedule (Lighthouse on these routes only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { COMPRESS_FROM_BYTES, measurePage, QUIET_MS, totals, uncompressed } from './lib/page-weight.mjs';
import { atCleanup, cleanup, encodeJson, freePort, signIn, sleep, spawnProcess, startPortal, stopChild } from './lib/portal.mjs';
import { loadAtStart, machine, table, textTable, writeSection } from './lib/report.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Where to keep each run's full Lighthouse report (JSON), when set. */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE || '';
/** Lighthouse on these routes only (comma-separated), when set: for a quick look at one page. */
const ONLY_PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES || '').split(',').map((p) => p.trim()).filter(Boolean);
const RUNS = Math.max(1, Math.min(9, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3))));
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices']);
const LIGHTHOUSE_VERSION = /** @type {{ version: string }} */ (createRequire(import.meta.url)('lighthouse/package.json')).version;
const KB = 1000; // kB as Vite and Lighthouse count them

/** DESIGN §9: script as transferred. */
const BUDGET = {
  loginJs: 100 * KB,
  shellJs: 170 * KB,
  /** @type {Record<typeof CATEGORIES[number], number>} */
  scores: { performance: 95, accessibility: 100, 'best-practices': 100 },
};

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/** Chromium must be there before anything starts. */
function checkChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
}

/**
 * What the SPA stores after client@ signs in (spec §7, apps/web/src/lib/session/stored-session.ts),
 * signed in through both steps with the code from the demo mailbox.
 * @param {string} origin
 */
async function signedInStorage(origin) {
  const { user, token } = await signIn(origin, 'client@demo.test');
  return { 'pas-token': token, 'pas-tokenx': token, 'pas-user': encodeJson({ ...user, pas_token: token }) };
}

// ───────────────────────────── weight ─────────────────────────────

/**
 * /login signed out and /schedule signed in, each in a fresh context of one headless Chromium.
 * @param {string} origin
 * @param {Record<string, string>} signedIn
 */
async function weighPages(origin, signedIn) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const pages = [
      { name: '/login', route: '/login', storage: {}, budget: BUDGET.loginJs },
      { name: '/schedule (signed-in shell)', route: '/schedule', storage: signedIn, budget: BUDGET.shellJs },
    ];
    const measured = [];
    for (const p of pages) {
      const m = await measurePage(browser, origin, p.route, p.storage);
      // A session the app did not take would measure /login twice: stop rather than record that.
      if (m.finalPath !== p.route) throw new Error(`${p.route} ended on ${m.finalPath}: the measurement would be of another page`);
      measured.push({ ...p, ...m, sums: totals(m.fetched), uncompressed: uncompressed(m.fetched) });
    }
    return { version: `Chromium ${browser.version()}`, pages: measured };
  } finally {
    await browser.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof weighPages>>['pages'][number]} WeighedPage */

const KIND_LABEL = { script: 'script', css: 'CSS', font: 'font', other: 'other' };

/**
 * One row a file, in the order they were asked for.
 * @param {WeighedPage} page
 */
const fileRows = (page) => page.fetched.map((f) => [
  `\`${f.path}\``, KIND_LABEL[f.kind] === 'other' ? f.type : KIND_LABEL[f.kind], kb(f.transferred), kb(f.decoded),
  f.encoding ?? '—', `${f.startMs} ms`,
]);
const FILE_HEAD = ['file', 'kind', 'transferred', 'decoded', 'encoding', 'asked at'];

/** @param {WeighedPage} page */
function summaryRow(page) {
  const { script, css, font, other } = page.sums;
  const ok = script.transferred <= page.budget && page.uncompressed.length === 0;
  return {
    ok,
    row: [page.name, `${script.files} · ${kb(script.transferred)}`, `${css.files} · ${kb(css.transferred)}`,
      `${font.files} · ${kb(font.transferred)}`, `${other.files} · ${kb(other.transferred)}`, `≤ ${kb(page.budget)}`, ok ? 'PASS' : 'FAIL'],
  };
}
const SUMMARY_HEAD = ['page', 'scripts', 'CSS', 'fonts', 'other (HTML, data, images)', 'budget (scripts)', 'result'];

/**
 * Prints the weight to the terminal, adds its budget lines, and returns its Markdown.
 * @param {Awaited<ReturnType<typeof weighPages>>} weight
 * @param {string[]} budgetLines
 */
function reportWeight(weight, budgetLines) {
  /** @type {string[]} */
  const md = [];
  const summary = weight.pages.map((page) => {
    const { ok, row } = summaryRow(page);
    const bad = page.uncompressed.map((f) => f.path);
    budgetLines.push(`${verdict(ok)} — ${page.name} scripts ${kb(page.sums.script.transferred)} as transferred (budget ≤ ${kb(page.budget)})`
      + (bad.length ? `; sent uncompressed: ${bad.join(', ')}` : ''));
    return row;
  });
  for (const page of weight.pages) {
    console.log(`\n${page.name}: what Chromium fetched until the network was quiet for ${QUIET_MS / 1000} s`);
    console.log(textTable(FILE_HEAD, fileRows(page).map((r) => r.map((c) => c.replaceAll('`', '')))));
    if (page.open.length) console.log(`  still open (not counted): ${page.open.join(', ')}`);
  }
  console.log(`\n${textTable(SUMMARY_HEAD, summary)}`);

  md.push(`**Weight** — what headless ${weight.version} fetches for each page from an empty cache until no request`
    + ` has started or finished for ${QUIET_MS / 1000} s (so the code the app loads after the load event counts), as transferred:`
    + ' CDP `Network.loadingFinished` `encodedDataLength`, headers and the body as the server sent it (br here).'
    + ` Files: how many · kB; 1 kB = 1000 bytes. A script or stylesheet of the portal over ${COMPRESS_FROM_BYTES} bytes sent uncompressed fails its page.`,
  '', table(SUMMARY_HEAD, summary, ['l', 'r', 'r', 'r', 'r', 'r', 'l']), '');
  for (const page of weight.pages) {
    md.push(`${page.name}, by file in the order asked for ("asked at": after the page's own request):`, '',
      table(FILE_HEAD, fileRows(page), ['l', 'l', 'r', 'r', 'l', 'r']), '');
    if (page.open.length) md.push(`Still open when the network went quiet, not counted: ${page.open.map((p) => `\`${p}\``).join(', ')}.`, '');
  }
  return md;
}

// ───────────────────────────── Lighthouse ─────────────────────────────

/**
 * Starts Chromium with a DevTools port on 127.0.0.1 and a throwaway profile.
 */
async function startChromium() {
  checkChromium();
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chromium-'));
  const { child, output } = spawnProcess(CHROMIUM,
    ['--headless=new', ...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { ...process.env });
  const deadline = Date.now() + 30_000;
  /** @type {{ Browser?: string }} */
  let version = {};
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) {
        version = await res.json();
        break;
      }
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`Chromium did not open its DevTools port:\n${output()}`);
    await sleep(200);
  }
  return {
    port,
    version: version.Browser ?? 'Chromium',
    async stop() {
      await stopChild(child, 5000);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * @typedef {object} RunResult
 * @property {Record<string, number | null>} scores     0–100
 * @property {Record<string, number | null>} metrics    ms (CLS unitless)
 * @property {Record<string, { title: string, value: string }[]>} failing  category → failing audits
 * @property {string} finalUrl
 * @property {string | null} runtimeError
 */

const METRICS = /** @type {const} */ ([
  ['first-contentful-paint', 'FCP'], ['largest-contentful-paint', 'LCP'], ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'], ['speed-index', 'SI'],
]);

/**
 * The paths of the resources an audit names (the first three), e.g. which file lacks caching.
 * @param {any} audit
 */
function urlsOf(audit) {
  /** @type {string[]} */
  const paths = [];
  for (const item of audit.details?.items ?? []) {
    if (typeof item?.url !== 'string') continue;
    try { paths.push(new URL(item.url).pathname); } catch { paths.push(item.url); }
  }
  return paths.length ? paths.slice(0, 3).join(', ') + (paths.length > 3 ? ' …' : '') : '';
}

/**
 * @param {any} lhr  Lighthouse result
 * @returns {RunResult}
 */
function readLhr(lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {Record<string, { title: string, value: string }[]>} */
  const failing = {};
  for (const id of CATEGORIES) {
    const cat = lhr.categories[id];
    scores[id] = cat && cat.score !== null ? Math.round(cat.score * 100) : null;
    // Accessibility and best practices: every scored audit below 1. Performance: the diagnostics
    // Lighthouse marks red or orange (score < 0.9), with their estimated savings.
    const perf = id === 'performance';
    failing[id] = (cat?.auditRefs ?? [])
      .filter((/** @type {{ group?: string }} */ ref) => !perf || ref.group === 'diagnostics')
      .map((/** @type {{ id: string }} */ ref) => lhr.audits[ref.id])
      .filter((/** @type {any} */ a) => a && a.score !== null && a.score < (perf ? 0.9 : 1)
        && !['manual', 'informative', 'notApplicable'].includes(a.scoreDisplayMode))
      .map((/** @type {any} */ a) => ({
        title: `${a.title}${a.scoreDisplayMode === 'error' ? ' (audit error)' : ''}`,
        value: perf ? [a.displayValue, urlsOf(a)].filter(Boolean).join(': ') : '',
      }));
  }
  /** @type {Record<string, number | null>} */
  const metrics = {};
  for (const [id, label] of METRICS) metrics[label] = lhr.audits[id]?.numericValue ?? null;
  return { scores, metrics, failing, finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? '', runtimeError: lhr.runtimeError?.message ?? null };
}

/** @param {(number | null)[]} values */
function median(values) {
  const v = values.filter((x) => x !== null).sort((a, b) => /** @type {number} */ (a) - /** @type {number} */ (b));
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? /** @type {number} */ (v[mid]) : (/** @type {number} */ (v[mid - 1]) + /** @type {number} */ (v[mid])) / 2;
}

/**
 * Lighthouse on /login (signed out) and /schedule (signed in), RUNS times each.
 * @param {string} origin
 * @param {Record<string, string>} signedIn  the stored session of a signed-in client
 */
async function lighthouseRuns(origin, signedIn) {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('playwright-core');
  const pages = [
    { route: '/login', storage: /** @type {Record<string, string>} */ ({}) },
    { route: '/schedule', storage: signedIn },
  ].filter((p) => ONLY_PAGES.length === 0 || ONLY_PAGES.includes(p.route));

  const browserProc = await startChromium();
  atCleanup(browserProc.stop);
  console.log(`\nLighthouse ${RUNS}× per page on ${browserProc.version}`);
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browserProc.port}`);
  try {
    /** @type {{ route: string, runs: RunResult[] }[]} */
    const results = [];
    for (const pageDef of pages) {
      /** @type {RunResult[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Each run starts cold: empty HTTP cache, and exactly the stored session this page needs.
        const context = cdp.contexts()[0];
        if (!context) throw new Error('Chromium has no default browser context');
        const page = await context.newPage();
        await page.goto(`${origin}/meta.json`);
        await page.evaluate((items) => {
          localStorage.clear();
          sessionStorage.clear();
          for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
        }, pageDef.storage);
        const session = await context.newCDPSession(page);
        await session.send('Network.clearBrowserCache');
        await session.detach();
        await page.close();

        // A run that Lighthouse itself could not record (e.g. NO_NAVSTART) is tried again, twice at most.
        /** @type {RunResult | null} */
        let r = null;
        for (let attempt = 1; attempt <= 3 && (!r || r.runtimeError); attempt++) {
          const result = await lighthouse(`${origin}${pageDef.route}`, {
            port: browserProc.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: [...CATEGORIES],
            disableStorageReset: true,
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${pageDef.route}`);
          r = readLhr(result.lhr);
          if (SAVE_DIR) {
            fs.mkdirSync(SAVE_DIR, { recursive: true });
            const file = path.join(SAVE_DIR, `${pageDef.route.slice(1) || 'root'}-run${i + 1}.json`);
            fs.writeFileSync(file, JSON.stringify(result.lhr));
            // The page-load trace (open it in the browser's Performance panel): where the main thread went.
            fs.writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts?.Trace ?? {}));
          }
          if (r.runtimeError && attempt < 3) console.log(`  ${pageDef.route} run ${i + 1}: ${r.runtimeError} — again`);
        }
        if (!r) throw new Error('unreachable');
        runs.push(r);
        const s = CATEGORIES.map((c) => `${c} ${r.scores[c] ?? '—'}`).join(', ');
        console.log(`  ${pageDef.route} run ${i + 1}: ${s}${r.runtimeError ? `  (error: ${r.runtimeError})` : ''}`);
        if (new URL(r.finalUrl || origin).pathname !== pageDef.route) {
          console.warn(`  ! ${pageDef.route} ended on ${r.finalUrl}`);
        }
      }
      results.push({ route: pageDef.route, runs });
    }
    return { version: browserProc.version, results };
  } finally {
    await cdp.close().catch(() => {});
    await browserProc.stop();
  }
}

// ───────────────────────────── run ─────────────────────────────

/** @param {boolean} ok */
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/**
 * Runs Lighthouse, prints its medians and failing audits, adds its budget lines, and returns its Markdown.
 * @param {string} origin
 * @param {Record<string, string>} signedIn
 * @param {string[]} budgetLines
 */
async function reportLighthouse(origin, signedIn, budgetLines) {
  /** @type {string[]} */
  const lhMd = [];
  const lh = await lighthouseRuns(origin, signedIn);
  const head = ['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  const failingLines = [];
  /** @type {string[]} */
  const perfLines = [];
  for (const { route, runs } of lh.results) {
    /** @type {string[]} */
    const row = [route];
    for (const c of CATEGORIES) {
      const m = median(runs.map((r) => r.scores[c] ?? null));
      const min = BUDGET.scores[c];
      const ok = m !== null && m >= min;
      row.push(`${m ?? '—'} ${ok ? '✓' : '✗'}`);
      budgetLines.push(`${verdict(ok)} — ${route} ${c} ${m ?? 'no score'} (median of ${runs.length}; budget ≥ ${min})`);
    }
    for (const [, label] of METRICS) {
      const m = median(runs.map((r) => r.metrics[label] ?? null));
      row.push(m === null ? '—' : label === 'CLS' ? m.toFixed(3) : `${Math.round(m)} ms`);
    }
    rows.push(row);
    for (const c of CATEGORIES) {
      // One line per audit: in how many runs it failed, with each run's figure (perf diagnostics).
      /** @type {Map<string, string[]>} */
      const byTitle = new Map();
      for (const r of runs) for (const a of r.failing[c] ?? []) byTitle.set(a.title, [...(byTitle.get(a.title) ?? []), a.value]);
      const lines = c === 'performance' ? perfLines : failingLines;
      for (const [t, values] of byTitle) {
        const shown = [...new Set(values.filter(Boolean))];
        lines.push(`${route} · ${c}: ${t}${shown.length ? ` — ${shown.join(' / ')}` : ''}${values.length < runs.length ? ` (${values.length} of ${runs.length} runs)` : ''}`);
      }
    }
    const errors = runs.map((r) => r.runtimeError).filter(Boolean);
    if (errors.length) failingLines.push(`${route}: Lighthouse runtime error: ${errors[0]}`);
    const off = runs.find((r) => new URL(r.finalUrl || origin).pathname !== route);
    if (off) failingLines.push(`${route}: the page ended on ${new URL(off.finalUrl).pathname}, not ${route}`);
  }
  console.log(`\nLighthouse medians (mobile, ${RUNS} runs):\n${textTable(head, rows)}`);
  if (failingLines.length) console.log(`\nFailing audits:\n${failingLines.map((l) => `  - ${l}`).join('\n')}`);
  if (perfLines.length) console.log(`\nPerformance diagnostics (score < 0.9):\n${perfLines.map((l) => `  - ${l}`).join('\n')}`);
  lhMd.push(`Lighthouse ${LIGHTHOUSE_VERSION}, default (mobile) config, medians of ${RUNS} runs per page, each from an empty HTTP cache; /schedule with a signed-in session in localStorage.`,
    '', table(head, rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']),
    '', failingLines.length ? '**Failing accessibility / best-practices audits**' : 'No failing accessibility or best-practices audits.');
  if (failingLines.length) lhMd.push('', ...failingLines.map((l) => `- ${l}`));
  if (perfLines.length) lhMd.push('', '**Performance diagnostics** (Lighthouse scores them below 0.9)', '', ...perfLines.map((l) => `- ${l}`));
  return lhMd;
}

async function main() {
  const startedAt = new Date();
  const startLoad = loadAtStart();
  if (startLoad.busy) console.warn(`! ${startLoad.line}`);
  checkChromium();
  const portal = await startPortal();
  atCleanup(portal.stop);
  /** @type {string[]} */
  const budgetLines = [];
  /** @type {string[]} */
  const md = [];
  try {
    const signedIn = await signedInStorage(portal.origin);
    const weight = await weighPages(portal.origin, signedIn);
    const weightMd = reportWeight(weight, budgetLines);
    const lhMd = process.env.BENCH_SKIP_LIGHTHOUSE === '1'
      ? ['Lighthouse skipped in this run (BENCH_SKIP_LIGHTHOUSE=1).']
      : await reportLighthouse(portal.origin, signedIn, budgetLines);
    md.push(`Measured ${startedAt.toISOString()}`, '', ...machine({ chromium: weight.version }).map((l) => `- ${l}`), `- ${startLoad.line}`, '',
      ...weightMd, '**Lighthouse**', '', ...lhMd, '', '**Budgets (DESIGN §9)**', '', ...budgetLines.map((l) => `- ${l}`));
  } finally {
    await cleanup();
  }

  console.log('');
  for (const line of budgetLines) console.log(line.startsWith('FAIL') ? `*** ${line}` : line);
  if (ONLY_PAGES.length) {
    console.log('\nLighthouse ran on some pages only (BENCH_LIGHTHOUSE_PAGES): bench/README.md left as it was.');
    return;
  }
  writeSection('web', md.join('\n'));
  console.log('\nWrote the web section of bench/README.md');
}

try {
  await main();
} catch (err) {
  console.error(`\nbench:web failed: ${/** @type {Error} */ (err).message}`);
  await cleanup();
  process.exitCode = 1;
}
