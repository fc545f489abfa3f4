// Sessions with the coach (issue 20): the free times a client's booking page reads, for a coach with
// 40 clients and a year of bookings, and bookings that race for the same few times.
import { randomUUID } from 'node:crypto';
import { API_HEADERS, safeJson } from '../lib/api-scenario.mjs';
import { seedSessionPractice } from '../lib/session-practice.mjs';

/** @typedef {import('../lib/api-scenario.mjs').Scenario} Scenario */
/** @typedef {import('../lib/api-scenario.mjs').Verify} Verify */

const SESSION_CLIENTS = 40;
/** The page asks for two weeks at a time. */
const WINDOW_DAYS = 14;
/** Times every racing request picks from. */
const CONTESTED = 4;
/** The practice's sessions are 60 minutes with a 15-minute buffer. */
const APART_MS = 75 * 60_000;

/** @param {number} days */
const dayFromNow = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** @type {Promise<Awaited<ReturnType<typeof seedSessionPractice>>> | null} */
let practice = null;
/** One practice per PostgreSQL run, shared by both scenarios. */
const practiceOf = (/** @type {NonNullable<import('../lib/api-scenario.mjs').Server['query']>} */ query) => {
  practice ??= seedSessionPractice(query, SESSION_CLIENTS);
  return practice;
};

/** @type {Scenario[]} */
export const sessionScenarios = [
  {
    // The booking page's read (GET /api/v1/booking/slots, issue 20): two weeks of a coach's free
    // times in the client's zone, each of the 40 clients asking for their own.
    name: `GET /api/v1/booking/slots (${SESSION_CLIENTS} clients, a year of bookings)`,
    method: 'GET',
    path: '/api/v1/booking/slots',
    budget: { minRps: 2000, maxP99Ms: 50, why: 'the free times the booking page reads (issue 20)', on: 'postgres' },
    async setup(server) {
      if (!server.query) return { skip: 'the practice is written with SQL while the portal runs: PostgreSQL only' };
      practice = null;
      const p = await practiceOf(server.query);
      const path = `/api/v1/booking/slots?type_id=${p.typeId}&from=${dayFromNow(1)}&to=${dayFromNow(WINDOW_DAYS)}`;
      const headers = p.clients.map((c) => ({ ...API_HEADERS, authorization: `Bearer ${c.token}` }));
      const first = await server.send({ method: 'GET', path, headers: headers[0] });
      const slots = /** @type {any} */ (safeJson(first.body))?.data?.slots;
      if (first.status !== 200 || !Array.isArray(slots) || !slots.length) return { skip: `the slots read answered ${first.status} with ${slots?.length ?? 'no'} slots` };
      let sent = 0;
      return { path, requestFactory: () => ({ body: '', headers: /** @type {Record<string, string>} */ (headers[sent++ % headers.length]) }) };
    },
  },
  {
    // Bookings racing for the same few times (issue 20 "never double-booked"): every request asks
    // for one of CONTESTED free times; one booking per time may stand, the rest are 409. Reported
    // without a budget (most replies are 409 by design); the check is that no two stored bookings
    // of the coach overlap.
    name: 'POST /api/v1/bookings (40 clients racing for 4 times)',
    method: 'POST',
    path: '/api/v1/bookings',
    async setup(server) {
      if (!server.query) return { skip: 'the practice is written with SQL while the portal runs: PostgreSQL only' };
      const p = await practiceOf(server.query);
      const headers = p.clients.map((c) => ({ ...API_HEADERS, authorization: `Bearer ${c.token}`, 'content-type': 'application/json' }));
      const first = await server.send({ method: 'GET', path: `/api/v1/booking/slots?type_id=${p.typeId}&from=${dayFromNow(3)}&to=${dayFromNow(9)}`, headers: headers[0] });
      /** @type {{ start: string }[]} */
      const slots = /** @type {any} */ (safeJson(first.body))?.data?.slots ?? [];
      // Times that do not overlap one another (the session and its buffer apart), so each may stand.
      /** @type {string[]} */
      const times = [];
      for (const s of slots) {
        if (times.length === CONTESTED) break;
        const last = times.at(-1);
        if (!last || Date.parse(s.start) - Date.parse(last) >= APART_MS) times.push(s.start);
      }
      if (times.length < CONTESTED) return { skip: `only ${times.length} free times to race for` };
      let sent = 0;
      const requestFactory = () => {
        const n = sent++;
        return {
          body: JSON.stringify({ type_id: p.typeId, start: times[n % CONTESTED] }),
          headers: { .../** @type {Record<string, string>} */ (headers[n % headers.length]), 'idempotency-key': randomUUID() },
        };
      };
      /** @type {Verify} */
      const verify = async (_acknowledged, query) => {
        const [pairs] = await query(`SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.coach_id = b.coach_id AND a.id < b.id
          WHERE a.coach_id = $1 AND a.status <> 'cancelled' AND b.status <> 'cancelled'
            AND tstzrange(a.starts_at, a.busy_until) && tstzrange(b.starts_at, b.busy_until)`, [p.coachId]);
        const [won] = await query(`SELECT count(*)::int AS n FROM bookings WHERE coach_id = $1 AND starts_at = ANY($2::timestamptz[]) AND status = 'booked'`, [p.coachId, times]);
        const overlaps = Number(pairs?.n);
        return { ok: overlaps === 0 && Number(won?.n) === CONTESTED, detail: `${Number(won?.n)} of ${CONTESTED} contested times booked once each, ${overlaps} overlapping pairs among ${p.bookings.toLocaleString('en-US')}+ bookings` };
      };
      return { requestFactory, verify };
    },
  },
];
