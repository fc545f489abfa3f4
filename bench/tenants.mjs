// Many tenants on one deployment (issue 23, DESIGN §9): a page read on a deployment with 100
// tenants of 50 clients each must be within 5 % of the same read with one tenant. On PostgreSQL
// (the budgets' backend), one portal: the demo tenant 226 is given a host, its admin's team page
// read (`GET /api/v1/admin/staff`, by that host: host look-up, session, a tenant-scoped query of the
// people table) is measured; then 99 tenants are made through the operator's route (hosts, theme,
// first admin, as `npm run tenant -- create` makes them) and given 50 clients each, 5,000 people in
// all, and the same read is measured again. Results go to the terminal and to the `tenants` section
// of bench/README.md. `npm run bench:api` runs it after bench/api.mjs.
//
// Environment: as bench/api.mjs (BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS,
// BENCH_POSTGRES=off, BENCH_ONLY: runs only when "tenants" is part of it).
import fs from 'node:fs';
import path from 'node:path';
import { load } from './lib/api-load.mjs';
import { API_HEADERS } from './lib/api-scenario.mjs';
import { envNumber } from './lib/env-number.mjs';
import { atCleanup, cleanup, queryStore, signIn, startPortal } from './lib/portal.mjs';
import { createPostgresDatabase } from './lib/postgres-database.mjs';
import { loadAtStart, machine, table, textTable, writeSection } from './lib/report.mjs';

const SECONDS = envNumber('BENCH_SECONDS', 10, 1, 300);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2, 0, 60);
const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 50, 1, 1000));
const RUN = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, pipelining: 1 };
const TENANTS = 100;
const CLIENTS_EACH = 50;
/** The share of the one-tenant throughput the many-tenant read must keep. */
const WITHIN = 0.05;
const HOST = 'summit.bench.test';
const OPERATOR_PATH = '/operator/v1/tenants';

/** @param {number} n */
const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });

/**
 * The running server's operator route, with the secret it keeps in its DATA_DIR.
 * @param {import('./lib/portal.mjs').Portal} portal @param {string} suffix @param {unknown} body
 */
async function operator(portal, suffix, body) {
  const secret = fs.readFileSync(path.join(portal.dataDir, 'secrets', 'operator'), 'utf8').trim();
  const res = await fetch(`${portal.origin}${OPERATOR_PATH}${suffix}`, {
    method: 'POST', headers: { authorization: `Operator ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const json = /** @type {any} */ (await res.json().catch(() => null));
  if (!res.ok) throw new Error(`POST ${OPERATOR_PATH}${suffix} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function main() {
  if (process.env.BENCH_ONLY && !'tenants'.includes(process.env.BENCH_ONLY) && !process.env.BENCH_ONLY.includes('tenants')) return;
  const startedAt = new Date();
  const startLoad = loadAtStart();
  const db = await createPostgresDatabase();
  if ('skip' in db) {
    console.log(`Tenants: not measured (${db.skip}).`);
    return;
  }
  atCleanup(db.drop);
  console.log(`\nTenants: starting the portal (${db.label})…`);
  const portal = await startPortal({ databaseUrl: db.url });
  atCleanup(portal.stop);

  // The demo tenant on a host of its own: every measured request is picked by its host.
  await operator(portal, '/226/hosts', { add: [HOST] });
  const { token } = await signIn(portal.origin, 'admin@demo.test');
  const read = { name: 'GET /api/v1/admin/staff (by host)', method: /** @type {const} */ ('GET'), path: '/api/v1/admin/staff', acknowledged: 0,
    headers: { ...API_HEADERS, authorization: `Bearer ${token}`, host: HOST } };

  // A first run, not counted, so the one-tenant figure does not pay for the server's warming up.
  console.log(`\n${read.name}, 1 tenant (a first run, not counted)`);
  await load(portal.origin, read, RUN);
  console.log(`${read.name}, 1 tenant`);
  const one = await load(portal.origin, read, RUN);
  console.log(`  ${fmt(one.rps)} req/s  p50 ${one.p50} ms  p99 ${one.p99} ms  errors ${one.errors}  non-2xx ${one.non2xx}`);

  console.log(`\nMaking ${TENANTS - 1} more tenants of ${CLIENTS_EACH} clients each…`);
  const made = performance.now();
  for (let i = 1; i < TENANTS; i += 1) {
    const t = await operator(portal, '', { name: `Bench Coaching ${i}`, hosts: [`t${i}.bench.test`], admin_email: `admin@t${i}.bench.test` });
    await queryStore(portal, `insert into users (tenant_id, email, first_name, last_name, role_id, password_hash)
      select $1, 'client' || n || '@t' || $2 || '.bench.test', 'Client', 'No. ' || n, 3, 'x' from generate_series(1, ${CLIENTS_EACH - 1}) n`, [t.id, i]);
  }
  await queryStore(portal, 'analyze users');
  const [{ people }] = /** @type {any} */ (await queryStore(portal, 'select count(*)::int as people from users'));
  console.log(`  ${TENANTS} tenants, ${people} people, in ${fmt((performance.now() - made) / 1000)} s`);

  console.log(`\n${read.name}, ${TENANTS} tenants`);
  const many = await load(portal.origin, read, RUN);
  console.log(`  ${fmt(many.rps)} req/s  p50 ${many.p50} ms  p99 ${many.p99} ms  errors ${many.errors}  non-2xx ${many.non2xx}`);
  await cleanup();

  const ratio = one.rps > 0 ? many.rps / one.rps : 0;
  const ok = ratio >= 1 - WITHIN && many.errors === 0 && many.non2xx === 0 && one.non2xx === 0;
  const verdict = `${ok ? 'PASS' : 'FAIL'} — ${TENANTS} tenants of ${CLIENTS_EACH} clients: ${fmt(many.rps)} req/s, ${(100 * ratio).toFixed(1)} % of one tenant's ${fmt(one.rps)} (budget ≥ ${100 - 100 * WITHIN} %), p99 ${many.p99} ms (one tenant: ${one.p99} ms)`;
  const head = ['deployment', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'];
  const rows = [
    ['1 tenant', fmt(one.rps), String(one.p50), String(one.p99), String(one.errors), String(one.non2xx)],
    [`${TENANTS} tenants × ${CLIENTS_EACH} clients (${people} people)`, fmt(many.rps), String(many.p50), String(many.p99), String(many.errors), String(many.non2xx)],
  ];
  console.log(`\n${textTable(head, rows)}\n\n${ok ? '' : '*** '}${verdict}`);
  if (process.env.BENCH_ONLY) {
    console.log('\nBENCH_ONLY: bench/README.md left as it is.');
    return;
  }
  writeSection('tenants', [
    `Measured ${startedAt.toISOString()} — ${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections; ${db.label}.`,
    '',
    ...machine().map((l) => `- ${l}`),
    `- ${startLoad.line}`,
    '',
    `\`${read.method} ${read.path}\` as admin@demo.test with \`Host: ${HOST}\` (claimed by tenant 226), before and after ${TENANTS - 1} more tenants were made through the operator's route and given ${CLIENTS_EACH} clients each.`,
    '',
    table(head, rows, ['l', 'r', 'r', 'r', 'r', 'r']),
    '',
    `- ${verdict}`,
  ].join('\n'));
  console.log('\nWrote the tenants section of bench/README.md');
  if (!ok) process.exitCode = 1;
}

main().catch(async (err) => {
  console.error(err);
  await cleanup();
  process.exitCode = 1;
});
