// Starting and stopping the portal for a benchmark: a fresh data directory, a free port on
// 127.0.0.1, the server process spawned directly (so its PID is the server), stopped at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
export const DEMO_PASSWORD = 'Demo-Pass-226!';

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** What to undo, newest first: stop servers, remove temp folders, drop databases. */
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
/** @param {() => Promise<void>} fn */
export function atCleanup(fn) {
  cleanups.push(fn);
  return fn;
}
export async function cleanup() {
  while (cleanups.length) await cleanups.pop()?.().catch((err) => console.error(`cleanup: ${err.message}`));
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    const force = setTimeout(() => process.exit(130), 20_000);
    cleanup().finally(() => { clearTimeout(force); process.exit(130); });
  });
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return /** @type {Promise<number>} */ (new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  }));
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns a program directly (no shell) as a child we own; the tail of its output is kept for
 * error messages, and it is killed if the bench exits without stopping it.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
export function spawnProcess(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => { output = (output + chunk.toString()).slice(-4000); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/**
 * Spawns `node <script> …args`.
 * @param {string} script
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
export const spawnNode = (script, args, env) => spawnProcess(process.execPath, [script, ...args], env);

/**
 * Base64 of the UTF-8 JSON text: the SPA's stored `pas-user` format (packages/contract encodeJson).
 * @param {unknown} value
 */
export const encodeJson = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/**
 * Stops a child: SIGTERM, then SIGKILL if it has not exited in time.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Waits until GET <url> answers 200, failing early if the process exits.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {() => string} output
 */
export async function waitForHttp(url, child, output, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await sleep(200);
  }
  throw new Error(`Server did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * @typedef {object} Portal
 * @property {string} origin   http://127.0.0.1:<port>
 * @property {number} port
 * @property {number | undefined} pid
 * @property {string} dataDir
 * @property {string | undefined} databaseUrl
 * @property {number} startupMs
 * @property {(options?: { keepData?: boolean }) => Promise<void>} stop
 *   stops the server; its data directory is removed unless keepData (to read the store afterwards)
 */

/**
 * Starts `node apps/server/dist/main.js` on a fresh DATA_DIR (or `dataDir`, one a stopped portal
 * kept) and a free port.
 * @param {{ databaseUrl?: string, env?: NodeJS.ProcessEnv, dataDir?: string }} [options]
 * @returns {Promise<Portal>}
 */
export async function startPortal(options = {}) {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${path.relative(ROOT, SERVER_MAIN)} is missing: run \`npm run build\` first.`);
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  // The shell's database, Redis and relay are not the bench's: only what `options` names is used.
  const { DATABASE_URL: _db, PUBLIC_URL: _url, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...inherited, NODE_ENV: 'development', DEMO_MODE: 'true', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const started = performance.now();
  // BENCH_PROFILE=<dir>: each portal writes a CPU profile there when it stops (bench/README.md).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const { child, output } = spawnProcess(process.execPath, [...profile, SERVER_MAIN], env);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/meta.json`, child, output);
  } catch (err) {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    origin,
    port,
    pid: child.pid,
    dataDir,
    databaseUrl: options.databaseUrl,
    startupMs: Math.round(performance.now() - started),
    async stop({ keepData = false } = {}) {
      await stopChild(child);
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs one read on a stopped portal's database (the embedded one can only be opened by one process):
 * the PGlite folder in its DATA_DIR, or the PostgreSQL database it ran on.
 * @param {Portal} portal
 * @param {string} text
 * @param {unknown[]} [params]
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function queryStore(portal, text, params = []) {
  if (portal.databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: portal.databaseUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(portal.dataDir, 'db'));
  try {
    return /** @type {Record<string, unknown>[]} */ ((await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}

/**
 * Signs in through both steps (password → emailed code → token), as the SPA does.
 * @param {string} origin
 * @param {string} email
 * @returns {Promise<{ token: string, user: Record<string, unknown> }>}
 */
export async function signIn(origin, email, password = DEMO_PASSWORD) {
  // One browser: the sign-in attempt cookie of step 1 goes back with step 2 (the code is bound to it).
  /** @type {string[]} */
  const cookies = [];
  const post = async (/** @type {string} */ route, /** @type {unknown} */ body) => {
    const res = await fetch(origin + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: cookies.join('; ') },
      body: JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) cookies.push(/** @type {string} */ (line.split(';')[0]));
    const json = /** @type {any} */ (await res.json().catch(() => null));
    if (!res.ok) throw new Error(`POST ${route} answered ${res.status}: ${JSON.stringify(json)}`);
    return json?.data;
  };
  const step1 = await post('/api/auth/loginotp', { email, password });
  const mail = /** @type {any} */ (await (await fetch(`${origin}/dev/mail.json`)).json());
  const newest = (mail?.data ?? []).find((/** @type {any} */ m) => m.to === email);
  const otp = /code is (\d{6})/.exec(newest?.text ?? '')?.[1];
  if (!otp) throw new Error(`No sign-in code for ${email} in the demo mailbox`);
  const user = await post('/api/auth/studentlogin', {
    email, password, user_id: step1.user_id, otp, browser: { name: 'Chromium', version: 'bench' },
  });
  if (typeof user?.access_token !== 'string') throw new Error('studentlogin returned no access_token');
  return { token: user.access_token, user };
}
