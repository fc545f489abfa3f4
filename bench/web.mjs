// Web benchmark (DESIGN §9), run after `npm run build`:
//   1. weight — the gzip size of the JS and CSS that /login and the signed-in shell (/schedule) load:
//      what the page's HTML loads (index.html; app.html for signed-in pages) plus the route's chunks
//      and their static imports from the Vite manifest (apps/web/dist/.vite/manifest.json);
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
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { atCleanup, cleanup, encodeJson, freePort, signIn, sleep, spawnProcess, startPortal, stopChild, WEB_DIST } from './lib/portal.mjs';
import { loadAtStart, machine, table, textTable, writeSection } from './lib/report.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Where to keep each run's full Lighthouse report (JSON), when set. */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE || '';
/** Lighthouse on these routes only (comma-separated), when set: for a quick look at one page. */
const ONLY_PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES || '').split(',').map((p) => p.trim()).filter(Boolean);
const RUNS = Math.max(1, Math.min(9, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3))));
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices']);
const LIGHTHOUSE_VERSION = /** @type {{ version: string }} */ (createRequire(import.meta.url)('lighthouse/package.json')).version;
const KB = 1000; // kB as Vite and Lighthouse count them

/** DESIGN §9 */
const BUDGET = {
  loginJsGzip: 100 * KB,
  /** @type {Record<typeof CATEGORIES[number], number>} */
  scores: { performance: 95, accessibility: 100, 'best-practices': 100 },
};

// ───────────────────────────── weight ─────────────────────────────

/**
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [src]
 * @property {string} [name]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports]
 * @property {string[]} [dynamicImports]
 * @property {string[]} [css]
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

function readManifest() {
  const file = path.join(WEB_DIST, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing. The web build must write a manifest `
      + '(apps/web/vite.config.ts: build.manifest: true); run `npm run build` first.');
  }
  return /** @type {Manifest} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * Chunk keys whose source path matches: the route's lazily loaded page.
 * @param {Manifest} manifest
 * @param {(src: string) => boolean} test
 */
function find(manifest, test) {
  return Object.entries(manifest).filter(([, c]) => c.src && test(c.src.replace(/\\/g, '/'))).map(([k]) => k);
}

/**
 * Every JS and CSS file the given chunks load up front: themselves, their static imports
 * (transitively) and the CSS of each. Dynamic imports are left out — they load later, if ever.
 * @param {Manifest} manifest
 * @param {string[]} keys
 */
function closure(manifest, keys) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names a chunk it does not contain: ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** @type {Map<string, { raw: number, gzip: number }>} */
const sizeCache = new Map();
/** @param {string} file  path inside apps/web/dist */
function size(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const data = fs.readFileSync(path.join(WEB_DIST, file));
    s = { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
    sizeCache.set(file, s);
  }
  return s;
}

/** @param {string[]} files */
const sum = (files) => files.reduce((t, f) => ({ raw: t.raw + size(f).raw, gzip: t.gzip + size(f).gzip }), { raw: 0, gzip: 0 });
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
/** @param {string} p */
const base = (p) => p.split('/').pop() ?? p;

/**
 * What an HTML page loads before any script runs: its module script, modulepreloads and stylesheets.
 * @param {string} html  file name in apps/web/dist
 */
function htmlAssets(html) {
  const text = fs.readFileSync(path.join(WEB_DIST, html), 'utf8');
  /** @type {string[]} */
  const js = [];
  /** @type {string[]} */
  const css = [];
  for (const [tag] of text.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (!url?.startsWith('assets/')) continue;
    if (/<script\b/.test(tag) || /rel="modulepreload"/.test(tag)) js.push(url);
    else if (/rel="stylesheet"/.test(tag)) css.push(url);
  }
  return { js, css };
}

function weigh() {
  const manifest = readManifest();
  // /login: the sign-in page under features/auth whose file name starts with "login"
  // (login-page.tsx, login.tsx …), which excludes the link sign-in page (fbs-login).
  const login = find(manifest, (src) => /(^|\/)features\/auth\//.test(src) && /^login([-_.]|page)/i.test(base(src)));
  if (login.length === 0) {
    const auth = find(manifest, (src) => src.includes('features/auth')).map((k) => manifest[k]?.src);
    throw new Error(`No login page chunk in the manifest (a src under features/auth/ named login…). features/auth chunks: ${auth.join(', ') || 'none'}`);
  }
  // The signed-in shell (app/layout/shell.tsx) and the /schedule page.
  const shell = find(manifest, (src) => /(^|\/)app\/layout\/shell\.tsx$/.test(src));
  const schedule = find(manifest, (src) => /(^|\/)features\/schedule\//.test(src) && /^schedule([-_.]|page)/i.test(base(src)));
  if (shell.length === 0 || schedule.length === 0) {
    throw new Error('No shell (app/layout/shell.tsx) or /schedule page chunk (features/schedule/schedule…) in the manifest.');
  }
  // Each page: what its HTML loads (signed-in pages get app.html, apps/web/build/shell-preload.mjs)
  // plus the route's chunks and their static imports. Dynamic imports load later, if ever.
  const signedInHtml = fs.existsSync(path.join(WEB_DIST, 'app.html')) ? 'app.html' : 'index.html';
  const routes = [
    { name: '/login', html: 'index.html', keys: login, budget: BUDGET.loginJsGzip, why: 'index.html + login page' },
    { name: '/schedule (shell)', html: signedInHtml, keys: [...shell, ...schedule], budget: null, why: `${signedInHtml} + shell + schedule page` },
  ];
  return {
    manifest,
    routes: routes.map((r) => {
      const page = htmlAssets(r.html);
      const chunks = closure(manifest, r.keys);
      const js = [...new Set([...page.js, ...chunks.js])];
      const css = [...new Set([...page.css, ...chunks.css])];
      return { ...r, chunks: r.keys.map((k) => manifest[k]?.src ?? k), js, css, jsSize: sum(js), cssSize: sum(css) };
    }),
  };
}

// ───────────────────────────── Lighthouse ─────────────────────────────

/**
 * Starts Chromium with a DevTools port on 127.0.0.1 and a throwaway profile.
 */
async function startChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chromium-'));
  const { child, output } = spawnProcess(CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { ...process.env });
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
 */
async function lighthouseRuns(origin) {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('playwright-core');
  const { user, token } = await signIn(origin, 'client@demo.test');
  // What the SPA stores after signing in (spec §7, apps/web/src/lib/session/stored-session.ts).
  const signedIn = {
    'pas-token': token,
    'pas-tokenx': token,
    'pas-user': encodeJson({ ...user, pas_token: token }),
  };
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

async function main() {
  const startedAt = new Date();
  const startLoad = loadAtStart();
  if (startLoad.busy) console.warn(`! ${startLoad.line}`);
  const weight = weigh();
  /** @type {string[]} */
  const budgetLines = [];

  console.log('Weight (gzip level 9) of what each route loads before it renders:');
  for (const r of weight.routes) {
    console.log(`\n${r.name} — ${r.why}: ${r.chunks.join(', ')}`);
    for (const f of [...r.js, ...r.css]) console.log(`  ${f.padEnd(48)} ${kb(size(f).raw).padStart(10)} ${kb(size(f).gzip).padStart(10)} gzip`);
  }
  const sizeHead = ['route', 'JS files', 'JS', 'JS gzip', 'CSS gzip', 'budget (JS gzip)', 'result'];
  const sizeRows = weight.routes.map((r) => {
    const ok = r.budget === null ? null : r.jsSize.gzip <= r.budget;
    if (ok !== null) budgetLines.push(`${verdict(ok)} — ${r.name} JS ${kb(r.jsSize.gzip)} gzip (budget ≤ ${kb(r.budget ?? 0)})`);
    return [r.name, String(r.js.length), kb(r.jsSize.raw), kb(r.jsSize.gzip), kb(r.cssSize.gzip),
      r.budget === null ? '—' : `≤ ${kb(r.budget)}`, ok === null ? '—' : verdict(ok)];
  });
  console.log(`\n${textTable(sizeHead, sizeRows)}`);

  /** @type {string[]} */
  const md = [];
  let browserVersion = null;
  /** @type {string[]} */
  const lhMd = [];
  if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') {
    lhMd.push('Lighthouse skipped in this run (BENCH_SKIP_LIGHTHOUSE=1).');
  } else {
    const portal = await startPortal();
    atCleanup(portal.stop);
    try {
      const lh = await lighthouseRuns(portal.origin);
      browserVersion = lh.version;
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
        const off = runs.find((r) => new URL(r.finalUrl || portal.origin).pathname !== route);
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
    } finally {
      await cleanup();
    }
  }

  console.log('');
  for (const line of budgetLines) console.log(line.startsWith('FAIL') ? `*** ${line}` : line);

  md.push(`Measured ${startedAt.toISOString()}`, '', ...machine({ chromium: browserVersion }).map((l) => `- ${l}`), `- ${startLoad.line}`, '',
    '**Weight** — JS and CSS each route loads before it renders (what the page\'s HTML loads, plus the route\'s lazy chunks and their static imports), gzip level 9, 1 kB = 1000 bytes.',
    '', table(sizeHead, sizeRows, ['l', 'r', 'r', 'r', 'r', 'r', 'l']), '');
  for (const r of weight.routes) {
    md.push(`<details><summary>${r.name}: files counted</summary>`, '',
      ...[...r.js, ...r.css].map((f) => `- \`${f}\` ${kb(size(f).raw)}, ${kb(size(f).gzip)} gzip`), '', '</details>', '');
  }
  md.push('**Lighthouse**', '', ...lhMd, '', '**Budgets (DESIGN §9)**', '', ...budgetLines.map((l) => `- ${l}`));
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
