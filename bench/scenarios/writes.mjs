// Writes a user makes by hand or a page sends on its own: board moves, meeting notes with an
// Idempotency-Key, the lesson pages' time entries. Each checks afterwards that nothing acknowledged
// was lost.
import { randomUUID } from 'node:crypto';
import { API_HEADERS, CLIENT, PRACTICE_CLIENTS } from '../lib/api-scenario.mjs';
import { envNumber } from '../lib/env-number.mjs';
import { seedBoardPractice } from '../lib/board-practice.mjs';
import { seedNotePractice } from '../lib/note-practice.mjs';

/** @typedef {import('../lib/api-scenario.mjs').Scenario} Scenario */
/** @typedef {import('../lib/api-scenario.mjs').Verify} Verify */

/** The demo clients with an implementation plan (apps/server/src/db/seed/demo-plan-work.ts). */
const BOARD_OWNERS = [CLIENT, 'flash@demo.test', 'peer@demo.test'];

/** Lesson pages open at once, each sending its time-on-lesson entry every 5 s (spec §7 Analytics). */
const OPEN_LESSON_PAGES = 20_000;

/** Boards moved at once in the board-move scenario: one per client. */
const BOARD_CLIENTS = 1_000;

/** @typedef {{ userId: number, headers: Record<string, string>, cards: number[] }} Mover */

/**
 * The moves of several clients, interleaved: each cycles their cards through to do → in progress →
 * completed. "Nothing lost" afterwards: every card is still there, once, and each column's places
 * are 0…n-1 with no gap or repeat (no move half applied).
 * @param {Mover[]} movers
 */
function boardMoves(movers) {
  const STATUSES = [0, 2, 3];
  let sent = 0;
  const requestFactory = () => {
    const n = sent++;
    const mover = /** @type {Mover} */ (movers[n % movers.length]);
    const turn = Math.floor(n / movers.length);
    const body = JSON.stringify({ id: mover.cards[turn % mover.cards.length], status: STATUSES[Math.floor(turn / mover.cards.length) % 3] });
    return { body, headers: mover.headers };
  };
  const ids = movers.map((m) => m.userId);
  const expected = movers.reduce((n, m) => n + m.cards.length, 0);
  /** @type {Verify} */
  const verify = async (_acknowledged, query) => {
    const rows = await query(`SELECT bool_and(ok) AS consistent FROM (
          SELECT min(position) = 0 AND max(position) = count(*) - 1 AND count(DISTINCT position) = count(*) AS ok
          FROM board_cards WHERE user_id = ANY($1::int[]) AND board = 'action_steps' GROUP BY user_id, assessment_id, path, status) c`, [ids]);
    const total = await query(`SELECT count(*)::int AS n FROM board_cards WHERE user_id = ANY($1::int[]) AND board = 'action_steps'`, [ids]);
    const n = Number(total[0]?.n ?? 0);
    return { ok: n === expected && rows[0]?.consistent === true,
      detail: `${n.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} cards of ${movers.length.toLocaleString('en-US')} clients on the boards, columns ${rows[0]?.consistent ? 'consistent' : 'INCONSISTENT'}` };
  };
  return { requestFactory, verify };
}

/** @type {Scenario[]} */
export const writes = [
  {
    // spec §4 Boards: cards moved on /action-steps, as real use moves them: many clients at once,
    // each on their own board (BOARD_CLIENTS of them, each with a session), each cycling their
    // cards through to do → in progress → completed.
    name: 'POST /api/v1/clientportal/change/action/status (board move)',
    method: 'POST',
    path: '/api/v1/clientportal/change/action/status',
    budget: { minRps: 2000, maxP99Ms: 50, why: 'a write a user makes by hand (a board move)', on: 'postgres' },
    async setup(server) {
      if (!server.query) return { skip: 'the clients are written with SQL while the portal runs: PostgreSQL only' };
      const clients = await seedBoardPractice(server.query, BOARD_CLIENTS);
      const movers = clients.map((c) => ({ userId: c.userId, cards: c.cards, headers: { ...API_HEADERS, authorization: `Bearer ${c.token}`, 'content-type': 'application/json' } }));
      // Each client opens their board before moving a card on it, as the page does (spec §7
      // impcoaching/steps), so the run measures moves, not each session's first look-up.
      for (let i = 0; i < movers.length; i += 50) {
        await Promise.all(movers.slice(i, i + 50).map((m) => server.send({ method: 'POST', path: '/api/v1/actionsteps/access', headers: m.headers, body: '{}' })));
      }
      return boardMoves(movers);
    },
  },
  {
    // The hot spot, reported without a budget: the three demo clients with a plan (client@, flash@,
    // peer@) move their cards all at once, so every move waits for the one before it on its board.
    name: 'POST /api/v1/clientportal/change/action/status (board move, 3 boards)',
    method: 'POST',
    path: '/api/v1/clientportal/change/action/status',
    async setup(server) {
      /** @type {Mover[]} */
      const movers = [];
      for (const email of BOARD_OWNERS) {
        const { token, user } = await server.sessionOf(email);
        const headers = { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        /** @param {string} route @param {object} body @returns {Promise<any>} */
        const post = async (route, body) => JSON.parse((await server.send({ method: 'POST', path: route, headers, body: JSON.stringify(body) })).body.toString('utf8'));
        const access = await post('/api/v1/actionsteps/access', {});
        /** @type {number[]} */
        const cards = [];
        for (const area of access.data?.focus_areas ?? []) {
          const list = await post('/api/v1/impcoaching/steps/', { assessment_id: area.assessment_id, path: area.path, board: 'action_steps' });
          cards.push(...(list.data ?? []).map((/** @type {{ id: number }} */ c) => c.id));
        }
        if (cards.length) movers.push({ userId: Number(user.id), headers, cards });
      }
      if (!movers.length) return { skip: 'no demo client has action steps' };
      return boardMoves(movers);
    },
  },
  {
    // DESIGN §5 "every write is safe to repeat": a coach writes meeting notes for their clients, each
    // request with a fresh Idempotency-Key as the web client sends one per user action, so every
    // note costs its claim and its kept reply too (apps/server/src/http/idempotency.ts).
    name: 'POST /api/v1/clientportal/store/note/ (Idempotency-Key)',
    method: 'POST',
    path: '/api/v1/clientportal/store/note/',
    budget: { minRps: 2000, maxP99Ms: 50, why: 'a write a user makes by hand, safe to repeat', on: 'postgres' },
    async setup(server) {
      if (!server.query) return { skip: 'the practice is written with SQL while the portal runs: PostgreSQL only' };
      const { coachEmail, clientIds } = await seedNotePractice(server.query, PRACTICE_CLIENTS);
      const { token, user } = await server.sessionOf(coachEmail);
      const base = { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      let sent = 0;
      const requestFactory = () => {
        const key = randomUUID();
        const body = JSON.stringify({ user_id: clientIds[sent++ % clientIds.length], title: `Bench note ${key}`, body: 'Agreed next steps.', meeting_date: '2026-11-27' });
        return { body, headers: { ...base, 'idempotency-key': key } };
      };
      /** @type {Verify} */
      const verify = async (acknowledged, query) => {
        // Each request's title carries its key: a note stored twice would repeat a title. Requests
        // cut off at the end of a run may be stored without their reply arriving, so more is fine;
        // every acknowledged note's reply was kept for its repeats.
        const [notes] = await query(`SELECT count(*)::int AS n, count(DISTINCT title)::int AS distinct_titles
          FROM meeting_notes WHERE author_id = $1 AND title LIKE 'Bench note %'`, [user.id]);
        const [kept] = await query('SELECT count(*)::int AS n FROM idempotent_requests WHERE user_id = $1 AND status = 200', [user.id]);
        const n = Number(notes?.n ?? 0);
        const ok = n >= acknowledged && n === Number(notes?.distinct_titles) && Number(kept?.n) >= acknowledged && Number(kept?.n) <= n;
        return { ok, detail: `${n.toLocaleString('en-US')} notes stored (${Number(notes?.distinct_titles).toLocaleString('en-US')} distinct), ${Number(kept?.n).toLocaleString('en-US')} replies kept, ${acknowledged.toLocaleString('en-US')} acknowledged` };
      };
      return { requestFactory, verify };
    },
  },
  {
    // spec §7 Analytics: every open lesson page posts its entries every 5 s. The load cycles through
    // OPEN_LESSON_PAGES visits; each request carries that visit's time-on-lesson entry (the shape
    // apps/web/src/features/lessons/use-lesson-analytics.ts records), which the server merges by id.
    name: 'POST /api/v1/training-analytics/',
    method: 'POST',
    path: '/api/v1/training-analytics/',
    budget: { minRps: 4000, maxP99Ms: 50, why: `${OPEN_LESSON_PAGES.toLocaleString('en-US')} open lesson pages, one call each per 5 s` },
    async setup(server) {
      const { token, user } = await server.session();
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const probe = await server.send({ method: 'POST', path: '/api/v1/training-analytics/', headers, body: '{}' });
      if (probe.status === 404) return { skip: 'route not present (404)' };
      const lessonId = envNumber('BENCH_LESSON_ID', 1, 1, Number.MAX_SAFE_INTEGER);
      const assessmentId = envNumber('BENCH_ASSESSMENT_ID', 1, 1, Number.MAX_SAFE_INTEGER);
      const visits = Array.from({ length: OPEN_LESSON_PAGES }, () => randomUUID());
      const startedAt = new Date().toISOString();
      let sent = 0;
      const bodyFactory = () => {
        const n = sent++;
        return JSON.stringify({
          user_id: user.id,
          data: [{
            id: visits[n % OPEN_LESSON_PAGES], event: 'lesson_time', assessment_id: assessmentId, lesson_id: lessonId,
            path: `/lessons/${assessmentId}/${lessonId}`, seconds: 5 * (1 + Math.floor(n / OPEN_LESSON_PAGES)),
            started_at: startedAt, updated_at: new Date().toISOString(),
          }],
        });
      };
      /** @type {Verify} */
      const verify = async (acknowledged, query) => {
        // Every acknowledged entry must be stored; requests cut off at the end of a run may have
        // been stored without their reply arriving, so more is fine.
        const rows = await query('SELECT coalesce(sum(received_count), 0)::int AS n FROM training_analytics_entries WHERE user_id = $1', [user.id]);
        const stored = Number(rows[0]?.n ?? 0);
        return { ok: stored >= acknowledged, detail: `${stored.toLocaleString('en-US')} entries stored, ${acknowledged.toLocaleString('en-US')} acknowledged` };
      };
      return { headers, bodyFactory, verify };
    },
  },
];
