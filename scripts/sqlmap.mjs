// `npm run test:sqlmap` (issue 8 attack suite; docs/security.md): Debian's sqlmap against the built
// server on a temporary DATA_DIR — sign-in, and every id-taking route with a valid bearer token.
// Exits 1 when sqlmap reports an injectable parameter or the server answers 500, 2 when the scan
// could not run. Not part of `npm test` (it takes minutes).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Demo-Pass-226!';
const EMAIL = 'client@demo.test';
// Enough to mean something (boolean, error, stacked, time and UNION tests; more payloads and
// boundaries than the default) while every target finishes in well under a minute.
const SQLMAP_ARGS = ['--batch', '--level=5', '--risk=3', '--dbms=PostgreSQL', '--threads=4', '--time-sec=2',
  '--flush-session', '--disable-coloring', '--tamper=xforwardedfor', '--ignore-code=404'];

/** `npm run test:sqlmap -- --verbose` prints sqlmap's whole output for every target. */
const VERBOSE = process.argv.includes('--verbose');
const stop = (code, message) => { console.error(message); process.exit(code); };
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

function ensureSqlmap() {
  if (has('sqlmap')) return;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log('Installing Debian\'s sqlmap (apt-get install -y sqlmap)…');
    let r = spawnSync('apt-get', ['install', '-y', 'sqlmap'], { stdio: 'inherit' });
    if (r.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      r = spawnSync('apt-get', ['install', '-y', 'sqlmap'], { stdio: 'inherit' });
    }
    if (r.status === 0 && has('sqlmap')) return;
  }
  stop(2, 'sqlmap is not installed. On Debian or Ubuntu: sudo apt-get install -y sqlmap (or put sqlmap on PATH), then run npm run test:sqlmap again.');
}

const freePort = () => new Promise((resolve, reject) => {
  const srv = net.createServer().on('error', reject);
  srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
});

async function startServer(dataDir, port) {
  const base = `http://127.0.0.1:${port}`;
  // As e2e/support/global-setup.ts: `node …` directly, so killing the PID stops the server. The demo
  // mailbox gives the sign-in code; TRUST_PROXY lets sqlmap's random X-Forwarded-For stand for the
  // many clients a real attacker would use, so the per-IP sign-in limit does not end the scan early.
  const { DATABASE_URL: _own, REDIS_URL: _shared, ...environment } = process.env; // its own embedded database
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...environment, NODE_ENV: 'development', DEMO_MODE: 'true', DATA_DIR: dataDir, PORT: String(port),
      HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', SEED_DEMO: 'true', TRUST_PROXY: 'true' },
  });
  let output = '';
  for (const s of [server.stdout, server.stderr]) s.on('data', (c) => { output = (output + c).slice(-20_000); });
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (server.exitCode !== null) break;
    if (await fetch(`${base}/meta.json`).then((r) => r.ok, () => false)) return { server, base, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGKILL');
  return stop(2, `The server did not start:\n${output}`);
}

/** Both sign-in steps through the API, the code read from the demo mailbox. */
async function signIn(base) {
  const json = { 'content-type': 'application/json' };
  const step1 = await fetch(`${base}/api/auth/loginotp`, { method: 'POST', headers: json, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  if (!step1.ok) stop(2, `loginotp answered ${step1.status}: ${await step1.text()}`);
  const cookie = step1.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { user_id } = (await step1.json()).data;
  const mail = (await (await fetch(`${base}/dev/mail.json`)).json()).data.find((m) => m.to === EMAIL && /code is \d{6}/.test(m.text));
  const otp = mail?.text.match(/code is (\d{6})/)[1];
  const step2 = await fetch(`${base}/api/auth/studentlogin`, {
    method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ email: EMAIL, password: PASSWORD, user_id, otp }),
  });
  if (!step2.ok) stop(2, `studentlogin answered ${step2.status}: ${await step2.text()}`);
  return { userId: user_id, token: (await step2.json()).data.access_token };
}

/** Real ids of the signed-in client's data, so each target starts from a request that works. */
async function lookUpIds(base, token, userId) {
  const call = (url, body) => fetch(`${base}${url}`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then((r) => r.json()).catch(() => ({}));
  const assessments = await call('/api/v1/assessments/company/simple/', {});
  const member = await call('/gapi', { query: 'query($id: ID!) { member(user_id: $id) { groups { id user_group_id userlessons { id } } } }', variables: { id: String(userId) } });
  const group = member.data?.member?.groups?.[0];
  const courses = await fetch(`${base}/api/v1/academy/courses`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()).catch(() => ({}));
  return {
    assessment: assessments.data?.[0]?.id ?? 1, group: group?.id ?? 1, userGroup: group?.user_group_id ?? 1,
    lesson: group?.userlessons?.[0]?.id ?? 1, course: courses.data?.[0]?.id ?? 1,
  };
}

/** One raw HTTP request per target; `*` marks where sqlmap injects. */
function targets(userId, ids) {
  const gql = (query, variables) => JSON.stringify({ query, variables });
  return [
    ['sign-in: email', 'POST', '/api/auth/loginotp', JSON.stringify({ email: `${EMAIL}*`, password: PASSWORD }), false],
    // The same reply whatever the email (no enumeration), so only time and error payloads can tell here.
    ['password reset: email', 'POST', '/api/password/reset', '{"email":"nobody@demo.test*"}', false],
    ['password reset: tenant header', 'POST', '/api/password/reset', '{"email":"nobody@demo.test"}', false, { 'X-Tenant-Id': '226*' }],
    ['profile update: path id', 'POST', `/api/v1/students/update/${userId}*`, JSON.stringify({ first_name: 'Alex', last_name: 'Morgan' })],
    ['profile update two: path id', 'POST', `/api/v1/students/updatetwo/${userId}*`, JSON.stringify({ company: 'Acme' })],
    ['assessment analysis: path id', 'POST', `/api/v1/assessments/analysis/${ids.assessment}*`, '{}'],
    ['implementation priorities: path id', 'GET', `/api/v1/priorities/implementation/${ids.assessment}*`, null],
    ['academy course: path id', 'GET', `/api/v1/academy/courses/${ids.course}*`, null],
    ['schedule: body user_id', 'POST', '/api/v1/clientportal/schedule/', `{"user_id":"${userId}*"}`],
    ['coach profile: body user_id', 'POST', '/api/v1/clientportal/coach/profile/', `{"user_id":"${userId}*"}`],
    ['assessments: body user_id', 'POST', '/api/v1/assessments/company/simple/', `{"user_id":"${userId}*"}`],
    ['implementation: body assessment_id', 'POST', '/api/v1/coachingportal/implementation/show/', `{"assessment_id":"${ids.assessment}*"}`],
    ['recording: body ids', 'POST', '/api/v1/lessons/recording/', `{"lesson_id":"${ids.lesson}*","user_group_id":"${ids.userGroup}*"}`],
    ['payment intent: body user_group_id', 'POST', '/integrations/stripe/create-intent', `{"user_group_id":"${ids.userGroup}*"}`],
    ['analytics: body user_id', 'POST', '/api/v1/training-analytics/', `{"user_id":"${userId}*","data":[]}`],
    ['verifyOTP: body user_id', 'POST', '/api/v1/verifyOTP', `{"user_id":"${userId}*","otp":"123456"}`, false],
    ['GraphQL: emails user_id', 'POST', '/gapi', gql('query($id: ID!) { emails(user_id: $id) { id subject } }', { id: `${userId}*` })],
    ['GraphQL: usergroup ids', 'POST', '/gapi', gql('query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { id title } }',
      { g: `${ids.group}*`, ug: `${ids.userGroup}*` })],
    // Last: it ends sessions (only the caller's own, and 999999 is none of them).
    ['end a session: path id', 'POST', '/api/auth/sessions/999999*/end', '{}'],
  ];
}

/** sqlmap's options for one target (as -u, not -r: sqlmap reads targets from a piped stdin otherwise). */
function targetArgs(base, token, [, method, url, body, signedIn = true, headers = {}]) {
  const lines = ['Accept: application/json', 'X-Requested-With: XMLHttpRequest', ...(signedIn ? [`Authorization: Bearer ${token}`] : []),
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), ...(body === null ? [] : ['Content-Type: application/json'])];
  return ['-u', `${base}${url}`, `--method=${method}`, `--headers=${lines.join('\n')}`, ...(body === null ? [] : [`--data=${body}`])];
}

/** What sqlmap concluded, read from its console output. */
function verdict(out) {
  if (/identified the following injection point|parameter '.*' is vulnerable/i.test(out)) return 'INJECTABLE';
  if (/HTTP error codes detected during run:\s*[^\n]*\b500 \(/i.test(out)) return 'SERVER ERRORS (500)';
  if (/do(es)? not (appear|seem) to be injectable/i.test(out)) return 'not injectable';
  return 'INCONCLUSIVE';
}

ensureSqlmap();
console.log('Building the server…');
if (spawnSync('npm', ['run', 'build', '-w', '@portal/server', '--silent'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) stop(2, 'The server build failed.');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sqlmap-'));
const { server, base, output } = await startServer(path.join(tmp, 'data'), await freePort());
const results = [];
try {
  const { userId, token } = await signIn(base);
  const list = targets(userId, await lookUpIds(base, token, userId));
  const started = Date.now();
  for (const target of list) {
    const t0 = Date.now();
    const run = spawnSync('sqlmap', [...targetArgs(base, token, target), ...SQLMAP_ARGS, `--output-dir=${path.join(tmp, 'out')}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const out = `${run.stdout}\n${run.stderr}`;
    const result = { name: target[0], verdict: verdict(out), seconds: Math.round((Date.now() - t0) / 1000) };
    results.push(result);
    console.log(`${result.name.padEnd(38)} ${result.verdict} (${result.seconds} s)`);
    if (VERBOSE) console.log(out);
    else if (result.verdict !== 'not injectable') console.log(out.split('\n').filter((l) => /injectable|vulnerable|HTTP error|\d{3} \(|CRITICAL|ERROR/i.test(l)).join('\n'));
  }
  console.log(`\n${list.length} targets in ${Math.round((Date.now() - started) / 1000)} s with sqlmap ${spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]} (${SQLMAP_ARGS.join(' ')})`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => { server.once('exit', r); setTimeout(r, 5_000); });
  fs.rmSync(tmp, { recursive: true, force: true });
}
const bad = results.filter((r) => r.verdict !== 'not injectable');
if (bad.some((r) => r.verdict.startsWith('SERVER ERRORS'))) console.error(`The server's last log lines:\n${output()}`);
if (bad.length) stop(bad.every((r) => r.verdict === 'INCONCLUSIVE') ? 2 : 1, `sqlmap: ${bad.map((r) => `${r.name}: ${r.verdict}`).join('; ')}`);
console.log('sqlmap: no injectable parameter, no server error.');
