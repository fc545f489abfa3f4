// API load benchmark (DESIGN §9): each scenario runs with autocannon against
//   1. the ceiling — a bare Node `http` server answering the portal's exact bytes,
//   2. the portal on the embedded database (fresh DATA_DIR),
//   3. the portal on PostgreSQL (when DATABASE_URL is set or postgres answers at 127.0.0.1:5432).
// Results go to the terminal and to the `api` section of bench/README.md.
//
// Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50),
// BENCH_POSTGRES=off to skip PostgreSQL, BENCH_EMBEDDED=off to skip the embedded database (and the
// ceiling beside it), BENCH_KEEP_DATABASE=1 to keep the PostgreSQL database
// afterwards. Every target is 127.0.0.1; every run is bounded.
//
// The scenarios live in bench/scenarios/ by family; this file chooses them (BENCH_ONLY), runs them
// and reports. BENCH_PROFILE=<dir>: each portal writes a CPU profile there (lib/portal.mjs).
import { startCeiling } from './lib/api-ceiling.mjs';
import { load } from './lib/api-load.mjs';
import { serverHandle } from './lib/api-server.mjs';
import { envNumber } from './lib/env-number.mjs';
import { atCleanup, cleanup, startPortal } from './lib/portal.mjs';
import { createPostgresDatabase } from './lib/postgres-database.mjs';
import { loadAtStart, machine, table, textTable, writeSection } from './lib/report.mjs';
import { prepare, stopAndVerify } from './lib/scenario-checks.mjs';
import { coachReads } from './scenarios/coach.mjs';
import { mailboxReads, programmeReads } from './scenarios/graphql-reads.mjs';
import { pageLoadRestReads, restReads } from './scenarios/rest-reads.mjs';
import { staticFiles } from './scenarios/static-files.mjs';
import { writes } from './scenarios/writes.mjs';
import { notificationScenarios } from './scenarios/notifications.mjs';
import { sessionScenarios } from './scenarios/sessions.mjs';
import { passkeyScenarios } from './scenarios/passkeys.mjs';

/** @typedef {import('./lib/api-scenario.mjs').Scenario} Scenario */
/** @typedef {import('./lib/api-scenario.mjs').Prepared} Prepared */
/** @typedef {import('./lib/api-load.mjs').Measured} Measured */

const SECONDS = envNumber('BENCH_SECONDS', 10, 1, 300);
/** BENCH_ONLY=<part of a scenario name>: run those scenarios only (bench/README.md is left as it is). */
const ONLY = process.env.BENCH_ONLY ?? '';
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2, 0, 60);
const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 50, 1, 1000));
const PIPELINING = 1;
/**
 * The portals measured sit behind a trusted proxy, as in production behind a load balancer: a
 * request's address is its X-Forwarded-For, so the sign-in scenarios can come from many clients
 * under the per-address limits (scenarios/passkeys.mjs). The other scenarios send none.
 */
const PORTAL_ENV = { TRUST_PROXY: 'true' };
/** @type {import('./lib/api-load.mjs').LoadSettings} */
const RUN = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, pipelining: PIPELINING };

/** @type {Scenario[]} every scenario, in the order of the report */
const SCENARIOS = [...staticFiles, ...restReads, ...writes, ...programmeReads, ...pageLoadRestReads, ...coachReads, ...mailboxReads, ...sessionScenarios, ...notificationScenarios, ...passkeyScenarios];
const chosen = SCENARIOS.filter((sc) => !ONLY || sc.name.includes(ONLY));

/** @typedef {{ scenario: string, backend: string, m: Measured }} Row */

/** @param {number} n */
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * @param {string} scenario
 * @param {string} backend
 * @param {Measured} m
 */
function logRow(scenario, backend, m) {
  console.log(`  ${backend.padEnd(9)} ${fmt(m.rps).padStart(8)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors}  non-2xx ${m.non2xx}${m.classes ? ` (${m.classes})` : ''}`);
}

async function main() {
  const startedAt = new Date();
  const startLoad = loadAtStart();
  if (startLoad.busy) console.warn(`! ${startLoad.line}`);
  console.log(`API load: ${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, pipelining ${PIPELINING}`);
  /** @type {Row[]} */
  const rows = [];
  /** @type {Map<string, string>} */
  const skippedAll = new Map();
  /** @type {string[]} */
  const backends = ['ceiling', 'embedded'];
  /** @type {Prepared[]} */
  let measured = [];
  let pgNote = '';
  /** @type {Map<string, { ok: boolean, detail: string }>} */
  const checks = new Map();

  // Ceiling and embedded, scenario by scenario back to back.
  const WITH_EMBEDDED = process.env.BENCH_EMBEDDED !== 'off';
  if (WITH_EMBEDDED) measured = await measureEmbedded(rows, skippedAll, checks);
  else backends.length = 0;

  // PostgreSQL, when there is one.
  const db = await createPostgresDatabase();
  if ('skip' in db) {
    pgNote = `PostgreSQL not measured: ${db.skip}.`;
    console.log(`\n${pgNote}`);
  } else {
    // BENCH_KEEP_DATABASE=1 leaves the database for a look afterwards (pg_stat_user_tables, EXPLAIN).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  keeping ${db.url}`);
    else atCleanup(db.drop);
    console.log(`\nStarting the portal (${db.label})…`);
    const portal = await startPortal({ databaseUrl: db.url, env: PORTAL_ENV });
    atCleanup(portal.stop);
    console.log(`  ready in ${portal.startupMs} ms at ${portal.origin}`);
    backends.push('postgres');
    pgNote = `${db.label}, a fresh database per run.`;
    const pgPrepared = await prepare(serverHandle(portal.origin, db.url), chosen);
    for (const s of pgPrepared.skipped) if (!skippedAll.has(s.name)) skippedAll.set(s.name, `postgres: ${s.skip}`);
    for (const p of pgPrepared.prepared) {
      if (!measured.some((q) => q.name === p.name)) {
        // Scenarios budgeted on PostgreSQL alone may have been set aside on the embedded store.
        if (WITH_EMBEDDED && p.budget?.on !== 'postgres') continue;
        measured.push(p);
        skippedAll.delete(p.name);
      }
      console.log(`\n${p.name}`);
      await db.maintain();
      const m = await load(portal.origin, p, RUN);
      p.acknowledged += m.acknowledged;
      rows.push({ scenario: p.name, backend: 'postgres', m });
      logRow(p.name, 'postgres', m);
    }
    console.log('');
    await stopAndVerify(portal, pgPrepared.prepared.filter((p) => measured.some((q) => q.name === p.name)), 'postgres', checks);
    await cleanup();
  }

  // Report.
  const head = ['scenario', 'backend', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs ceiling'];
  /** @type {string[][]} */
  const body = [];
  /** @type {string[]} */
  const budgetLines = [];
  for (const p of measured) {
    const ceilingRps = rows.find((r) => r.scenario === p.name && r.backend === 'ceiling')?.m.rps ?? 0;
    for (const backend of backends) {
      const r = rows.find((x) => x.scenario === p.name && x.backend === backend);
      if (!r) continue;
      const ratio = backend === 'ceiling' ? '—' : ceilingRps > 0 ? `${fmt((100 * r.m.rps) / ceilingRps)} %` : 'n/a';
      body.push([p.name, backend, fmt(r.m.rps), String(r.m.p50), String(r.m.p99), String(r.m.errors), r.m.non2xx ? `${r.m.non2xx} (${r.m.classes})` : '0', ratio]);
      // A budget with `on` holds on that backend only (DESIGN §9: reads are budgeted on PostgreSQL).
      if (p.budget && backend !== 'ceiling' && (!p.budget.on || p.budget.on === backend)) {
        const b = p.budget;
        const okRps = b.minRps === undefined || r.m.rps >= b.minRps;
        const okP99 = b.maxP99Ms === undefined || r.m.p99 < b.maxP99Ms;
        const okErr = r.m.errors === 0 && r.m.non2xx === 0;
        const check = checks.get(`${p.name}|${backend}`);
        const verdict = okRps && okP99 && okErr && (check?.ok ?? true) ? 'PASS' : 'FAIL';
        budgetLines.push(`${verdict} — ${p.name} on ${backend}: ${fmt(r.m.rps)} req/s (budget ≥ ${fmt(b.minRps ?? 0)}), p99 ${r.m.p99} ms${b.maxP99Ms === undefined ? '' : ` (budget < ${b.maxP99Ms} ms)`}, ${r.m.errors + r.m.non2xx} errors${check ? `, ${check.ok ? 'nothing lost' : 'LOST DATA'} (${check.detail})` : ''} — ${b.why}`);
      }
    }
  }
  console.log(`\n${textTable(head, body)}`);
  for (const line of budgetLines) console.log(line.startsWith('FAIL') ? `\n*** ${line}` : `\n${line}`);
  for (const [name, why] of skippedAll) console.log(`skipped: ${name} — ${why}`);

  const md = [
    `Measured ${startedAt.toISOString()} — ${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, pipelining ${PIPELINING}; autocannon in the bench process, each server in its own process on the same machine.`,
    '',
    ...machine().map((l) => `- ${l}`),
    `- ${startLoad.line}`,
    `- ${pgNote || 'PostgreSQL not measured.'}`,
    '',
    table(head, body, ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r']),
    '',
    ...measured.map((p) => `- ${p.name}: \`${p.method} ${p.path}\`${p.requestFactory ? ', a fresh body per request from several signed-in users' : p.bodyFactory ? ', a fresh body per request' : ''}`),
    '',
    'Latencies are autocannon\'s (ms resolution). "errors" are connection errors and timeouts; "vs ceiling" is req/s as a share of the bare Node server answering the same bytes.',
  ];
  if (budgetLines.length) md.push('', '**Budgets (DESIGN §9)**', '', ...budgetLines.map((l) => `- ${l}`));
  if (skippedAll.size) md.push('', '**Not measured in this run**', '', ...[...skippedAll].map(([n, why]) => `- ${n}: ${why}`));
  if (ONLY || !WITH_EMBEDDED) {
    console.log(`\n${ONLY ? `BENCH_ONLY=${ONLY}` : 'BENCH_EMBEDDED=off'}: bench/README.md left as it is.`);
    return;
  }
  writeSection('api', md.join('\n'));
  console.log('\nWrote the api section of bench/README.md');
}

/**
 * Each scenario on the ceiling and then on the portal over a fresh embedded database.
 * @param {Row[]} rows
 * @param {Map<string, string>} skippedAll
 * @param {Map<string, { ok: boolean, detail: string }>} checks
 * @returns {Promise<Prepared[]>} the scenarios measured
 */
async function measureEmbedded(rows, skippedAll, checks) {
  console.log('\nStarting the portal (embedded database)…');
  const embedded = await startPortal({ env: PORTAL_ENV });
  atCleanup(embedded.stop);
  console.log(`  ready in ${embedded.startupMs} ms at ${embedded.origin}`);
  const e = await prepare(serverHandle(embedded.origin), chosen);
  for (const s of e.skipped) skippedAll.set(s.name, s.skip);
  for (const p of e.prepared) {
    console.log(`\n${p.name}`);
    const ceiling = await startCeiling(e.captured, p);
    atCleanup(ceiling.stop);
    const atCeiling = await load(ceiling.origin, p, RUN);
    await ceiling.stop();
    rows.push({ scenario: p.name, backend: 'ceiling', m: atCeiling });
    logRow(p.name, 'ceiling', atCeiling);
    const m = await load(embedded.origin, p, RUN);
    p.acknowledged += m.acknowledged;
    rows.push({ scenario: p.name, backend: 'embedded', m });
    logRow(p.name, 'embedded', m);
  }
  console.log('');
  await stopAndVerify(embedded, e.prepared, 'embedded', checks);
  await cleanup();
  return e.prepared;
}

try {
  await main();
} catch (err) {
  console.error(`\nbench:api failed: ${/** @type {Error} */ (err).stack ?? err}`);
  await cleanup();
  process.exitCode = 1;
}
