// Export memory benchmark (issue 22, decision 036): a client with a year of activity and 200 MB of
// files exports their data; the portal's resident memory (RSS, from /proc) must stay within 200 MB
// of what it was at rest, while it builds the ZIP and while the ZIP downloads. Run by
// `npm run bench:export` and at the end of `npm run bench:api`; results in the `export` section of
// bench/README.md. Every target is 127.0.0.1; every wait is bounded.
//
// Environment: BENCH_EXPORT_MB (200: the files' total), BENCH_POSTGRES=off, BENCH_EMBEDDED=off,
// BENCH_ONLY (the export runs only when it is empty or names "export").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { envNumber } from './lib/env-number.mjs';
import { atCleanup, cleanup, signIn, sleep, startPortal } from './lib/portal.mjs';
import { createPostgresDatabase } from './lib/postgres-database.mjs';
import { loadAtStart, machine, table, writeSection } from './lib/report.mjs';
import { writeYearOfActivity } from './lib/year-of-activity.mjs';

const FILES_MB = envNumber('BENCH_EXPORT_MB', 200, 10, 2000);
/** DESIGN §9 / issue 22: the export may not grow the server by more than this. */
const BUDGET_MB = 200;
const MB = 1024 * 1024;
/** Half the files go as company files, half as mail attachments; each file this big (under the 25 MB limit). */
const FILE_MB = 20;
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** @param {number | undefined} pid */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Samples the server's RSS every 50 ms until stopped; answers the highest. */
function sampler(/** @type {number | undefined} */ pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => { peak = Math.max(peak, rssMb(pid)); }, 50);
  return { stop: () => { clearInterval(timer); return Math.max(peak, rssMb(pid)); } };
}

/** A PDF of `mb` megabytes: its header makes it one by its bytes; the rest does not compress. */
function pdfOf(/** @type {number} */ mb, /** @type {number} */ n) {
  const body = Buffer.alloc(mb * MB);
  for (let i = 0; i < body.length; i += 4) body.writeUInt32LE((Math.imul(i + 1, 2654435761) ^ n) >>> 0, i);
  Buffer.from(`%PDF-1.4\n% export bench file ${n}\n`).copy(body);
  return body;
}

/**
 * @param {string} origin
 * @param {string} token
 * @param {string} route
 * @param {RequestInit} [init]
 */
async function api(origin, token, route, init = {}) {
  const res = await fetch(origin + route, { ...init, headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest', ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}) } });
  const json = /** @type {any} */ (await res.json().catch(() => null));
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${route} answered ${res.status}: ${JSON.stringify(json)}`);
  return json?.data;
}

/** Uploads the files through the API: company files to the coach, and attachments of mail to the coach. */
async function uploadFiles(/** @type {string} */ origin, /** @type {string} */ token, /** @type {any} */ user) {
  const count = Math.max(2, Math.round(FILES_MB / FILE_MB));
  const [coach] = await api(origin, token, '/mail/recipients');
  for (let n = 0; n < count; n++) {
    const form = new FormData();
    const blob = new Blob([pdfOf(FILE_MB, n)], { type: 'application/pdf' });
    if (n % 2 === 0) {
      form.append('company_id', String(user.company_id));
      form.append('files[]', blob, `Report ${n} — zażółć 報告.pdf`);
      await api(origin, token, '/api/v1/companies/newcoachfile/', { method: 'POST', body: form });
    } else {
      form.append('file', blob, `Attachment ${n}.pdf`);
      const file = await api(origin, token, '/upload/mail', { method: 'POST', body: form });
      await api(origin, token, '/send/mail', { method: 'POST', body: JSON.stringify({ to_user_id: coach.id, subject: `Files ${n}`, body: '<p>Here it is.</p>', attachment_ids: [file.id] }) });
    }
  }
  return { count, coachId: /** @type {number} */ (coach.id) };
}

/**
 * One backend: seed, restart (so "at rest" is a server that has not just taken 200 MB of uploads),
 * export, download.
 * @param {{ databaseUrl?: string, label: string }} backend
 */
async function measure(backend) {
  console.log(`\n${backend.label}: seeding ${FILES_MB} MB of files and a year of activity…`);
  const first = await startPortal(backend.databaseUrl ? { databaseUrl: backend.databaseUrl } : {});
  atCleanup(() => first.stop());
  const { token, user } = await signIn(first.origin, 'client@demo.test');
  const { count, coachId } = await uploadFiles(first.origin, token, user);
  await first.stop({ keepData: true });
  const rows = await writeYearOfActivity(first, { tenantId: 226, clientId: /** @type {number} */ (user.id), coachId });
  const portal = await startPortal({ dataDir: first.dataDir, ...(backend.databaseUrl ? { databaseUrl: backend.databaseUrl } : {}) });
  atCleanup(() => portal.stop());
  await api(portal.origin, token, '/api/v1/me/export');
  await sleep(2000);
  const rest = rssMb(portal.pid);
  console.log(`  at rest: ${rest.toFixed(0)} MB RSS`);

  const building = sampler(portal.pid);
  const started = performance.now();
  const { id } = await api(portal.origin, token, '/api/v1/me/export', { method: 'POST', body: '{}' });
  /** @type {any} */
  let state;
  for (const deadline = Date.now() + EXPORT_TIMEOUT_MS; Date.now() < deadline;) {
    state = await api(portal.origin, token, `/api/v1/me/export/${id}`);
    if (state.status !== 'building') break;
    await sleep(250);
  }
  const buildS = (performance.now() - started) / 1000;
  const buildPeak = building.stop();
  if (state?.status !== 'ready') throw new Error(`The export did not become ready: ${JSON.stringify(state)}`);

  const downloading = sampler(portal.pid);
  const res = await fetch(portal.origin + state.url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`The download answered ${res.status}`);
  const zipPath = `${portal.dataDir}/bench-export.zip`;
  const out = fs.createWriteStream(zipPath);
  let bytes = 0;
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (res.body))) {
    bytes += chunk.length;
    if (!out.write(chunk)) await new Promise((resolve) => { out.once('drain', () => resolve(undefined)); });
  }
  await new Promise((resolve) => { out.end(() => resolve(undefined)); });
  const downloadPeak = downloading.stop();
  let check = 'not checked (no unzip on this machine)';
  try {
    const listing = execFileSync('unzip', ['-tq', zipPath], { encoding: 'utf8', maxBuffer: 16 * MB });
    check = (listing.trim().split('\n').pop() ?? '').replace(zipPath, 'the ZIP');
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'ENOENT') check = `unzip -t FAILED: ${/** @type {Error} */ (err).message.split('\n')[0]}`;
  }
  await portal.stop();
  return {
    backend: backend.label, files: count, rows, rest, buildPeak, downloadPeak, buildS, zipMb: bytes / MB, check,
  };
}

async function main() {
  const only = process.env.BENCH_ONLY ?? '';
  if (only && !'export'.includes(only) && !only.includes('export')) return;
  const startedAt = new Date();
  const load = loadAtStart();
  /** @type {Awaited<ReturnType<typeof measure>>[]} */
  const results = [];
  if (process.env.BENCH_EMBEDDED !== 'off') results.push(await measure({ label: 'embedded' }));
  const db = await createPostgresDatabase();
  if (!('skip' in db)) {
    atCleanup(db.drop);
    results.push(await measure({ databaseUrl: db.url, label: 'postgres' }));
  }
  await cleanup();
  const lines = results.map((r) => {
    const grew = Math.max(r.buildPeak, r.downloadPeak) - r.rest;
    return { r, grew, verdict: grew < BUDGET_MB ? 'PASS' : 'FAIL' };
  });
  const head = ['backend', 'files', 'ZIP MB', 'build s', 'RSS at rest MB', 'peak building MB', 'peak downloading MB', 'grew MB', `budget < ${BUDGET_MB} MB`];
  const body = lines.map(({ r, grew, verdict }) => [r.backend, String(r.files), r.zipMb.toFixed(0), r.buildS.toFixed(1), r.rest.toFixed(0),
    r.buildPeak.toFixed(0), r.downloadPeak.toFixed(0), grew.toFixed(0), verdict]);
  for (const { r, grew, verdict } of lines) {
    console.log(`${verdict} — ${r.backend}: ${r.zipMb.toFixed(0)} MB ZIP in ${r.buildS.toFixed(1)} s; RSS ${r.rest.toFixed(0)} MB at rest, peak ${Math.max(r.buildPeak, r.downloadPeak).toFixed(0)} MB (+${grew.toFixed(0)} MB); ${r.check}`);
  }
  const first = results[0];
  const md = [
    `Measured ${startedAt.toISOString()}: the export of client@demo.test after ${FILES_MB} MB of files (${first?.files ?? 0} PDFs of ${FILE_MB} MB that do not compress, half sent as company files, half as mail attachments, through the API) and a year of activity written into the database (${Object.entries(first?.rows ?? {}).map(([t, n]) => `${t} ${n}`).join(', ')} rows in all). The server is restarted after seeding, so "at rest" is a server that has not just taken the uploads; RSS is read from /proc every 50 ms from the POST until the export is ready, and again while the ZIP downloads.`,
    '',
    ...machine().map((l) => `- ${l}`),
    `- ${load.line}`,
    '',
    table(head, body, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l']),
    '',
    ...results.map((r) => `- ${r.backend}: the downloaded ZIP checked with \`unzip -tq\`: ${r.check}`),
  ];
  writeSection('export', md.join('\n'));
  console.log('\nWrote the export section of bench/README.md');
}

main().catch(async (err) => {
  console.error(err);
  await cleanup();
  process.exitCode = 1;
});
