import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';

// Issue 11: the portal as several stateless servers on one PostgreSQL, one Redis and one
// S3-compatible store, behind a round-robin balancer — all on 127.0.0.1, made and removed by a test.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const READY_TIMEOUT_MS = 90_000;

const freePort = () => new Promise<number>((resolve, reject) => {
  const srv = net.createServer();
  srv.once('error', reject);
  srv.listen(0, '127.0.0.1', () => { const { port } = srv.address() as net.AddressInfo; srv.close(() => resolve(port)); });
});

async function waitReady(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`A portal server exited early:\n${output()}`);
    try { if ((await fetch(`${origin}/readyz`)).ok) return; } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`A portal server was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export interface Cluster {
  /** The balancer: requests alternate between the servers. */
  origin: string;
  /** Each server directly. */
  servers: string[];
  /** The cluster's own database, for checking what was stored. */
  databaseUrl: string;
  /** Sends a signal to one server; resolves with its exit code once it has exited. */
  signal(index: number, signal: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

/** Needs DATABASE_URL and REDIS_URL (CI sets both); makes its own database and bucket. */
export async function startCluster(size = 2): Promise<Cluster> {
  const base = process.env.DATABASE_URL!;
  const redisUrl = process.env.REDIS_URL!;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const database = `portal_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(base), { pathname: `/${database}` }).toString();

  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'portal-cluster', configs: [] }] });
  const { port: s3Port } = (await s3.run()) as { port: number };

  const balancerPort = await freePort();
  const origin = `http://127.0.0.1:${balancerPort}`;
  const children: ChildProcess[] = [];
  const servers: string[] = [];
  const { DATABASE_URL: _d, REDIS_URL: _r, ...environment } = process.env;
  // One after another: the first migrates and seeds the empty database, the others find it ready.
  for (let i = 0; i < size; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      env: {
        ...environment, NODE_ENV: 'development', DEMO_MODE: 'true', PORT: String(port), HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, `server-${i}`), PUBLIC_URL: origin, LOG_LEVEL: 'warn', TRUST_PROXY: 'true',
        DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, S3_BUCKET: 'portal-cluster', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-8_000); };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    children.push(child);
    servers.push(`http://127.0.0.1:${port}`);
    await waitReady(servers[i]!, child, () => output);
  }

  let next = 0;
  const balancer = http.createServer((req, res) => {
    const target = new URL(servers[next++ % servers.length]!);
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => { if (!res.headersSent) res.writeHead(502); res.end(); });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => balancer.listen(balancerPort, '127.0.0.1', resolve));

  return {
    origin,
    servers,
    databaseUrl,
    signal(index, signal) {
      const child = children[index]!;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
    async stop() {
      balancer.closeAllConnections();
      await new Promise((resolve) => balancer.close(resolve));
      await Promise.all(children.map((c) => new Promise((resolve) => {
        if (c.exitCode !== null) return resolve(undefined);
        c.once('exit', resolve);
        c.kill('SIGTERM');
      })));
      await s3.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await a.end();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Signs in over HTTP as a browser would (the code is bound to the attempt's cookie); returns the token. */
export async function apiSignIn(origin: string, email: string, password: string): Promise<{ token: string; userId: number }> {
  const cookies: string[] = [];
  const post = async (route: string, body: unknown) => {
    const res = await fetch(origin + route, {
      method: 'POST', body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: cookies.join('; ') },
    });
    for (const line of res.headers.getSetCookie()) cookies.push(line.split(';')[0]!);
    const json = await res.json() as { data?: Record<string, unknown> };
    if (!res.ok) throw new Error(`POST ${route} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data ?? {};
  };
  const step1 = await post('/api/auth/loginotp', { email, password });
  const otp = await clusterSignInCode(origin, email);
  const user = await post('/api/auth/studentlogin', { email, password, user_id: step1.user_id, otp, browser: { name: 'Chromium', version: 'test' } });
  return { token: String(user.access_token), userId: Number(user.id) };
}

/** The newest sign-in code mailed to `email`, once the outbox has delivered it (within 5 s). */
export async function clusterSignInCode(origin: string, email: string): Promise<string> {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const mail = await (await fetch(`${origin}/dev/mail.json`)).json() as { data: { to: string; text: string }[] };
    const otp = /code is (\d{6})/.exec(mail.data.find((m) => m.to === email)?.text ?? '')?.[1];
    if (otp) return otp;
  }
  throw new Error(`No sign-in code for ${email}`);
}
