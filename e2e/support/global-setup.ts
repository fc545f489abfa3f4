import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

// Starts the built server once for all browser tests, on a fresh data directory (so the demo
// data is seeded anew) and a free port. DESIGN §3: started as `node …` so killing the PID stops it.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
// a fresh data directory means migrations, seeding and password hashing: slow on a busy machine
const READY_TIMEOUT_MS = 90_000;

export default async function setup(project: TestProject) {
  for (const [file, what] of [[SERVER_ENTRY, 'server'], [WEB_INDEX, 'web app']] as const) {
    if (!fs.existsSync(file)) throw new Error(`The built ${what} is missing (${path.relative(ROOT, file)}): run \`npm run build\` first.`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const sessionDir = path.join(tmp, 'sessions');
  fs.mkdirSync(sessionDir);
  // The server serves a copy of the web build, so a `npm run build` elsewhere during the run
  // cannot swap the page chunks out from under an open browser.
  const webDist = path.join(tmp, 'web');
  fs.cpSync(path.dirname(WEB_INDEX), webDist, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  // The browser tests run on their own embedded database in DATA_DIR and in-memory counters, never
  // on a DATABASE_URL or REDIS_URL the environment may carry for the API suite (those are shared and
  // outlive the run).
  const { DATABASE_URL: _sharedDatabase, REDIS_URL: _sharedRedis, ...environment } = process.env;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...environment,
      // the demo mailbox (/dev/mail.json) and the test card provider exist in demo mode only
      NODE_ENV: 'development', DEMO_MODE: 'true', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1',
      PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', SEED_DEMO: 'true', WEB_DIST: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-8_000); };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  let stopping = false;
  server.once('exit', (code, signal) => {
    // tests failing with ERR_CONNECTION_REFUSED come from here: say so, with the server's last words
    if (!stopping) console.error(`\nThe portal server exited (${signal ?? code}) while the tests ran:\n${output}`);
  });
  const teardown = async () => {
    stopping = true;
    await stop(server);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseURL, server, () => output);
  } catch (err) {
    await teardown();
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('sessionDir', sessionDir);
  project.provide('dataDir', dataDir);
  return teardown;
}

async function waitUntilReady(baseURL: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited (${server.exitCode ?? server.signalCode}) before it was ready:\n${output()}`);
    }
    const ok = await fetch(`${baseURL}/meta.json`, { signal: AbortSignal.timeout(1_000) })
      .then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The server did not answer ${baseURL}/meta.json within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => { clearTimeout(force); resolve(); });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running portal, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** Where sign-ins are kept so test files can share one session per demo account. */
    sessionDir: string;
    /** The server's DATA_DIR: an operator's command (`cli.js tenant …`) run beside it reads its secret there. */
    dataDir: string;
  }
}
