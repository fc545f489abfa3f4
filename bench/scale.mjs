// `npm run bench:scale` (issue 11): the portal as one and as two servers on one PostgreSQL and one
// Redis, behind the same small round-robin balancer (lib/balancer.mjs), in one run. For each, the
// group page's reads (the `usergroup` GraphQL query, GET /api/auth/sessions) and the analytics
// write (POST /api/v1/training-analytics/): req/s and p99. Every acknowledged write is checked to
// be stored. Results go to the `scale` section of bench/README.md.
//
// Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database of its
// own is made and dropped), REDIS_URL (default redis://127.0.0.1:6379), BENCH_SECONDS (10),
// BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50).
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBalancer } from './lib/balancer.mjs';
import { atCleanup, cleanup, sleep, signIn, startPortal } from './lib/portal.mjs';
import { loadAtStart, machine, table, textTable, writeSection } from './lib/report.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const JSON_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

/** The group page's query (apps/web/src/features/groups/api/documents.ts USER_GROUP), as bench/api.mjs sends it. */
const USER_GROUP = `query UserGroup($group_id: ID!, $user_group_id: ID!, $user_id: ID) {
  usergroup(group_id: $group_id, user_group_id: $user_group_id, user_id: $user_id) {
    id user_group_id title description group_img intro_video meets_on status group_status is_recurring
    start_date end_date total_lessons completed_lessons
    next_meeting { id group_id lesson_id coach_id meeting_time time_zone meeting_url }
    userlessons { id title short_desc lesson_order lesson_length lesson_access locked_reason unlocks_at completed }
  }
}`;

/**
 * Redis answers PING on this address (null), or the reason it does not.
 * @param {string} url
 * @returns {Promise<string | null>}
 */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (/** @type {string | null} */ why) => { socket.destroy(); resolve(why); };
    socket.setTimeout(2_000, () => done('no answer in 2 s'));
    socket.on('error', (err) => done(err.message));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG') ? null : d.toString().trim()));
  });
}

/** A database of the run's own on the PostgreSQL server, dropped at the end. */
async function ownDatabase() {
  const admin = new pg.Client({ connectionString: BASE_URL, connectionTimeoutMillis: 3_000 });
  await admin.connect();
  const name = `portal_scale_${Date.now()}`;
  const version = String((await admin.query('SHOW server_version')).rows[0]?.server_version ?? '');
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  atCleanup(async () => {
    const c = new pg.Client({ connectionString: BASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return { url: Object.assign(new URL(BASE_URL), { pathname: `/${name}` }).toString(), version };
}

/**
 * Sign-in codes reach the demo mailbox through the outbox worker: a moment's wait may be needed.
 * @param {string} origin @param {string} email
 */
async function signInSoon(origin, email) {
  for (let i = 0; ; i++) {
    try { return await signIn(origin, email); } catch (err) { if (i >= 20) throw err; await sleep(250); }
  }
}

/**
 * @param {string} origin
 * @param {{ method: string, path: string, headers: Record<string, string>, body?: string, bodyFactory?: () => string }} r
 */
async function load(origin, r) {
  /** @type {import('autocannon').Options} */
  const options = {
    url: origin, connections: CONNECTIONS, timeout: 10,
    requests: [{
      method: /** @type {any} */ (r.method), path: r.path, headers: r.headers,
      ...(r.body !== undefined ? { body: r.body } : {}),
      ...(r.bodyFactory ? { setupRequest: (/** @type {any} */ req) => ({ ...req, body: r.bodyFactory?.() }) } : {}),
    }],
  };
  const warm = WARMUP_SECONDS > 0 ? (await autocannon({ ...options, duration: WARMUP_SECONDS }))['2xx'] : 0;
  const res = await autocannon({ ...options, duration: SECONDS });
  return { rps: res.requests.mean, p99: res.latency.p99, errors: res.errors + res.timeouts, non2xx: res.non2xx, acknowledged: warm + res['2xx'] };
}

async function main() {
  const load0 = loadAtStart();
  const redisDown = await redisAnswers(REDIS_URL);
  if (redisDown) throw new Error(`bench:scale needs Redis at ${REDIS_URL} (${redisDown}); set REDIS_URL`);
  const db = await ownDatabase();
  const env = { REDIS_URL, TRUST_PROXY: 'true' };
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  const a = await startPortal({ databaseUrl: db.url, env });
  atCleanup(() => a.stop());
  const b = await startPortal({ databaseUrl: db.url, env });
  atCleanup(() => b.stop());
  const balancer = await startBalancer([a.origin]);
  atCleanup(() => balancer.close());

  const { token, user } = await signInSoon(a.origin, 'client@demo.test');
  const auth = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  const gql = async (/** @type {string} */ query, /** @type {object} */ variables) =>
    /** @type {any} */ (await (await fetch(`${a.origin}/gapi`, { method: 'POST', headers: auth, body: JSON.stringify({ query, variables }) })).json());
  const member = await gql('query ($user_id: ID!) { member(user_id: $user_id) { groups { id user_group_id } } }', { user_id: String(user.id) });
  const group = member?.data?.member?.groups?.[0];
  if (!group) throw new Error(`the demo client has no group: ${JSON.stringify(member).slice(0, 200)}`);
  const userGroup = JSON.stringify({ query: USER_GROUP, variables: { group_id: group.id, user_group_id: group.user_group_id, user_id: String(user.id) } });
  const check = await gql(USER_GROUP, JSON.parse(userGroup).variables);
  if (check.errors?.length) throw new Error(`usergroup not served: ${check.errors[0].message}`);

  // Each analytics request carries a new entry id, so every acknowledged one is a row to find after.
  const runId = randomUUID().slice(0, 8);
  let sent = 0;
  const analytics = () => JSON.stringify({ user_id: user.id, data: [{ id: `scale-${runId}-${sent++}`, event: 'lesson_time', seconds: 5 }] });
  const scenarios = [
    { name: 'POST /gapi usergroup', method: 'POST', path: '/gapi', headers: auth, body: userGroup },
    { name: 'GET /api/auth/sessions', method: 'GET', path: '/api/auth/sessions', headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
    { name: 'POST /api/v1/training-analytics/', method: 'POST', path: '/api/v1/training-analytics/', headers: auth, bodyFactory: analytics },
  ];

  /** @type {(string | number)[][]} */
  const rows = [];
  let acknowledged = 0;
  const fmt = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');
  for (const [label, servers] of /** @type {const} */ ([['1 server', [a.origin]], ['2 servers', [a.origin, b.origin]]])) {
    balancer.use([...servers]);
    for (const s of scenarios) {
      const m = await load(balancer.origin, s);
      if (s.bodyFactory) acknowledged += m.acknowledged;
      rows.push([s.name, label, fmt(m.rps), m.p99, m.errors, m.non2xx]);
      console.log(`${label.padEnd(9)}  ${s.name.padEnd(34)} ${fmt(m.rps).padStart(7)} req/s  p99 ${m.p99} ms  errors ${m.errors}  non-2xx ${m.non2xx}`);
    }
  }

  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const stored = Number((await c.query('SELECT count(*)::int AS n FROM training_analytics_entries WHERE entry_id LIKE $1', [`scale-${runId}-%`])).rows[0]?.n ?? 0);
  await c.end();
  const verdict = stored >= acknowledged ? 'every acknowledged entry stored' : 'ACKNOWLEDGED ENTRIES MISSING';
  console.log(`\nanalytics: ${stored.toLocaleString('en-US')} entries stored, ${acknowledged.toLocaleString('en-US')} acknowledged: ${verdict}`);

  const head = ['scenario', 'servers', 'req/s', 'p99 ms', 'errors', 'non-2xx'];
  console.log(`\n${textTable(head, rows)}`);
  writeSection('scale', [
    '### Measured',
    '',
    `Measured ${new Date().toISOString()}: ${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, through the same round-robin balancer (in the bench process) to one server, then to two; both servers on PostgreSQL ${db.version} and one Redis, each in its own process on the same machine. ${load0.line}`,
    '',
    ...machine().map((l) => `- ${l}`),
    '',
    table(head, rows, ['l', 'l', 'r', 'r', 'r', 'r']),
    '',
    `Analytics written during both runs: ${stored.toLocaleString('en-US')} entries stored, ${acknowledged.toLocaleString('en-US')} acknowledged — ${verdict}.`,
    '',
    'On a 2-core machine the two servers, the balancer, autocannon and PostgreSQL share the same two cores, so the second server cannot add throughput: the figure shows that the portal runs correctly as two servers on shared state (sessions, caches invalidated over Redis, writes to one database) and what that costs, not the speed-up more machines would give.',
  ].join('\n'));
}

main().then(() => cleanup(), async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await cleanup();
  process.exitCode = 1;
});
