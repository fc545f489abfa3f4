// API load benchmark (DESIGN §9): each scenario runs with autocannon against
//   1. the ceiling — a bare Node `http` server answering the portal's exact bytes,
//   2. the portal on the embedded database (fresh DATA_DIR),
//   3. the portal on PostgreSQL (when DATABASE_URL is set or postgres answers at 127.0.0.1:5432).
// Results go to the terminal and to the `api` section of bench/README.md.
//
// Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50),
// BENCH_POSTGRES=off to skip PostgreSQL. Every target is 127.0.0.1; every run is bounded.
import autocannon from 'autocannon';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { atCleanup, cleanup, freePort, queryStore, ROOT, sleep, spawnNode, startPortal, signIn, stopChild, WEB_DIST } from './lib/portal.mjs';
import { seedCoachPractice } from './lib/coach-practice.mjs';
import { seedNotePractice } from './lib/note-practice.mjs';
import { loadAtStart, machine, table, textTable, writeSection } from './lib/report.mjs';

/**
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function envNumber(name, fallback, min, max) {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
  return Math.min(max, Math.max(min, n));
}

const SECONDS = envNumber('BENCH_SECONDS', 10, 1, 300);
/** BENCH_ONLY=<part of a scenario name>: run those scenarios only (bench/README.md is left as it is). */
const ONLY = process.env.BENCH_ONLY ?? '';
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2, 0, 60);
const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 50, 1, 1000));
const PIPELINING = 1;
const CLIENT = 'client@demo.test';
/** The demo clients with an implementation plan (apps/server/src/db/seed/demo-plan-work.ts). */
const BOARD_OWNERS = [CLIENT, 'flash@demo.test', 'peer@demo.test'];
const API_HEADERS = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

// ───────────────────────────── scenarios ─────────────────────────────

/**
 * What a scenario sends. `bodyFactory` makes a fresh body per request; `body` is sent as is.
 * `setup(server)` runs once per portal before the scenario and returns what to merge into it (a
 * token header, a body factory, a `verify` check …), or `{ skip: 'reason' }` when the portal cannot
 * serve it yet. `verify`, when given, runs after that portal has stopped, with the number of 2xx
 * replies it gave to this scenario and read access to its database: "losing nothing" (DESIGN §9).
 * @typedef {object} Request
 * @property {'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} method
 * @property {string} path
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {() => string} [bodyFactory]
 * @property {() => { body: string, headers: Record<string, string> }} [requestFactory]  a fresh body and headers per request (several users)
 *
 * @typedef {(acknowledged: number, query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>)
 *   => Promise<{ ok: boolean, detail: string }>} Verify
 *
 * @typedef {Request & { verify?: Verify }} Setup
 *
 * @typedef {Request & {
 *   name: string,
 *   budget?: { minRps?: number, maxP99Ms?: number, why: string, on?: 'embedded' | 'postgres' },
 *   setup?: (server: Server) => Promise<Partial<Setup> | { skip: string }>,
 * }} Scenario
 *
 * @typedef {object} Server
 * @property {string} origin
 * @property {() => Promise<{ token: string, user: Record<string, any> }>} session  the demo client, signed in once
 * @property {(email: string) => Promise<{ token: string, user: Record<string, any> }>} sessionOf  any demo account, signed in once
 * @property {(req: Request) => Promise<Captured>} send
 * @property {(query: string, variables: Record<string, unknown>) => Promise<any>} graphql  data of a /gapi query
 * @property {((sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) | null} query
 *   SQL on the running portal's database: PostgreSQL only (the embedded one is the portal's alone while it runs)
 *
 * @typedef {{ status: number, headers: string[], body: Buffer }} Captured
 */

/** The group page's query (apps/web/src/features/groups/api/documents.ts USER_GROUP). */
const USER_GROUP = `query UserGroup($group_id: ID!, $user_group_id: ID!, $user_id: ID) {
  usergroup(group_id: $group_id, user_group_id: $user_group_id, user_id: $user_id) {
    id user_group_id title description group_img intro_video meets_on status group_status is_recurring
    start_date end_date total_lessons completed_lessons paid_at payment_frequency
    next_meeting { id group_id lesson_id coach_id meeting_time time_zone meeting_url }
    userlessons { id title short_desc lesson_order lesson_length lesson_access locked_reason unlocks_at completed }
  }
}`;

/** The /groups page's list (documents.ts MEMBER_GROUPS). */
const MEMBER_GROUPS = `query MemberGroups($user_id: ID!) {
  member(user_id: $user_id) {
    id
    groups { id user_group_id title group_img meets_on status group_status total_lessons completed_lessons payment_frequency }
  }
}`;
/** One group as a coach or member names it (spec §7 `group`). */
const GROUP = `query Group($id: ID!, $user_group_id: ID) {
  group(id: $id, user_group_id: $user_group_id) { id user_group_id title description meets_on status total_lessons next_meeting { id meeting_time } }
}`;
const MEETING = 'id group_id lesson_id coach_id meeting_time time_zone meeting_url';
/** The lesson page's reads (documents.ts USER_LESSON, LESSON_MEETINGS, ANALYTICS_SEARCH). */
const USER_LESSON = `query UserLesson($group_id: ID!, $user_group_id: ID!, $lesson_id: ID!, $user_id: ID) {
  userlesson(group_id: $group_id, user_group_id: $user_group_id, lesson_id: $lesson_id, user_id: $user_id) {
    id title short_desc full_desc lesson_img lesson_video quiz_url lesson_order lesson_length
    lesson_access locked_reason unlocks_at has_recording coach_id
    next_lesson { id title lesson_order }
    group { id title payment_frequency }
    resources { id title url type { id name } order }
  }
}`;
const LESSON_MEETINGS = `query LessonMeetings($group_id: ID!, $lesson_id: ID, $coach_id: ID, $user_group_id: ID) {
  lessonMeetingSearch(group_id: $group_id, lesson_id: $lesson_id, coach_id: $coach_id, user_group_id: $user_group_id) { ${MEETING} }
}`;
const ANALYTICS_SEARCH = `query AnalyticsSearch($group_id: ID!, $user_group_id: ID!, $lesson_id: ID!, $user_id: ID!) {
  analyticsSearch(group_id: $group_id, user_group_id: $user_group_id, lesson_id: $lesson_id, user_id: $user_id) {
    id profit_impact notes pre_meeting attend_meeting meeting_worksheet taken_quiz post_meeting updated_at
  }
}`;

/** The mail pages' query (apps/web/src/features/messages/mail-api.ts EMAILS_QUERY). */
const MAIL_FIELDS = 'id parent from to subject body read attachments created_at updated_at fromuser { first_name last_name } touser { first_name last_name }';
const EMAILS = `query Emails($user_id: ID!) { emails(user_id: $user_id) { ${MAIL_FIELDS} files { id file_name content_type size_bytes } previous { ${MAIL_FIELDS} } } }`;
/** The menu's badge (apps/web/src/app/layout/use-unread-count.ts), asked every 15 s while the app is open. */
const UNREAD = 'query Unread($user_id: ID!) { unreademails(user_id: $user_id) }';

/**
 * A /gapi read of the demo client's own data, as the page sends it.
 * @param {string} name @param {string} query @param {string} why
 * @returns {Scenario}
 */
function ownGraphqlRead(name, query, why) {
  return {
    name,
    method: 'POST',
    path: '/gapi',
    budget: { minRps: 3000, maxP99Ms: 50, why, on: 'postgres' },
    async setup(server) {
      const { token, user } = await server.session();
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const body = JSON.stringify({ query, variables: { user_id: String(user.id) } });
      const reply = /** @type {any} */ (safeJson((await server.send({ method: 'POST', path: '/gapi', headers, body })).body));
      if (reply?.errors?.length) return { skip: `${name} not served: ${String(reply.errors[0]?.message).slice(0, 120)}` };
      return { headers, body };
    },
  };
}

/**
 * A /gapi read of the demo client's first group (and its first open lesson), as the group and
 * lesson pages send it; `variables` builds the request's variables from those ids.
 * @param {string} name @param {string} query
 * @param {(ids: { user_id: string, group_id: string, user_group_id: string, lesson_id: string }) => Record<string, string>} variables
 * @param {{ firstLoad?: boolean }} [options]  firstLoad: each request is new to the read cache
 *   (lib/reply-cache.ts; a variable the query does not declare, which GraphQL ignores), so every
 *   one is executed — a member opening the page for the first time in FRESH_MS
 * @returns {Scenario}
 */
function programmeRead(name, query, variables, { firstLoad = false } = {}) {
  return {
    name,
    method: 'POST',
    path: '/gapi',
    ...(firstLoad ? {} : { budget: { minRps: 3000, maxP99Ms: 50, why: 'a GraphQL read the group and lesson pages make on load', on: 'postgres' } }),
    async setup(server) {
      const { token, user } = await server.session();
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      /** @type {any} */
      let found;
      try {
        found = await server.graphql('query ($user_id: ID!) { member(user_id: $user_id) { groups { id user_group_id } lessons { id group_id user_group_id } } }', { user_id: String(user.id) });
      } catch (err) {
        return { skip: `member query not served: ${/** @type {Error} */ (err).message}` };
      }
      const group = found?.member?.groups?.[0];
      const lesson = found?.member?.lessons?.find((/** @type {{ group_id: string }} */ l) => l.group_id === group?.id);
      if (!group || !lesson) return { skip: 'the demo client has no group with a lesson' };
      const vars = variables({ user_id: String(user.id), group_id: group.id, user_group_id: group.user_group_id, lesson_id: lesson.id });
      const body = JSON.stringify({ query, variables: vars });
      const reply = /** @type {any} */ (safeJson((await server.send({ method: 'POST', path: '/gapi', headers, body })).body));
      if (reply?.errors?.length) return { skip: `${name} not served: ${String(reply.errors[0]?.message).slice(0, 120)}` };
      let sent = 0;
      return firstLoad ? { headers, bodyFactory: () => JSON.stringify({ query, variables: { ...vars, request: sent++ } }) } : { headers, body };
    },
  };
}

/**
 * A signed-in REST read of the demo client, as a page sends it on load.
 * @param {string} name @param {'GET' | 'POST'} method @param {string} path
 * @returns {Scenario}
 */
function ownRestRead(name, method, path) {
  return {
    name,
    method,
    path,
    ...(method === 'POST' ? { body: '{}' } : {}),
    budget: { minRps: 4000, maxP99Ms: 50, why: 'a signed-in REST read a page makes on load', on: 'postgres' },
    async setup(server) {
      const { token } = await server.session();
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) };
      const reply = await server.send({ method, path, headers, ...(method === 'POST' ? { body: '{}' } : {}) });
      if (reply.status !== 200) return { skip: `${path} answered ${reply.status}` };
      return { headers };
    },
  };
}

/** The clients of the coach in the client-list scenario (issue 12: "fast with 2,000 clients"). */
const PRACTICE_CLIENTS = 2000;

/** Lesson pages open at once, each sending its time-on-lesson entry every 5 s (spec §7 Analytics). */
const OPEN_LESSON_PAGES = 20_000;

/** @type {Scenario[]} */
const SCENARIOS = [
  {
    name: 'GET /meta.json',
    method: 'GET',
    path: '/meta.json',
  },
  {
    name: 'GET largest JS asset',
    method: 'GET',
    path: '/assets/',
    async setup() {
      const dir = path.join(WEB_DIST, 'assets');
      if (!fs.existsSync(dir)) return { skip: 'apps/web/dist/assets does not exist (web not built)' };
      const largest = fs.readdirSync(dir).filter((f) => f.endsWith('.js'))
        .map((f) => ({ f, size: fs.statSync(path.join(dir, f)).size }))
        .sort((a, b) => b.size - a.size)[0];
      if (!largest) return { skip: 'no JS file in apps/web/dist/assets' };
      // What a browser asks for; the server may answer with a precompressed file.
      return { path: `/assets/${largest.f}`, headers: { 'accept-encoding': 'gzip, deflate, br' } };
    },
  },
  {
    name: 'GET /api/auth/sessions (signed in)',
    method: 'GET',
    path: '/api/auth/sessions',
    budget: { minRps: 4000, maxP99Ms: 50, why: 'a signed-in REST read a page makes on load', on: 'postgres' },
    async setup(server) {
      const { token } = await server.session();
      return { headers: { ...API_HEADERS, authorization: `Bearer ${token}` } };
    },
  },
  {
    // spec §7 Metrics: the /metrics page's read — the client's metrics, each with a year of values.
    name: 'POST /api/v1/clientportal/metrics/list/',
    method: 'POST',
    path: '/api/v1/clientportal/metrics/list/',
    body: '{}',
    budget: { minRps: 4000, maxP99Ms: 50, why: 'a signed-in REST read a page makes on load', on: 'postgres' },
    async setup(server) {
      const { token } = await server.session();
      return { headers: { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
    },
  },
  {
    // spec §2 /idea-bank/*: the idea bank page's read — the tenant's whole bank (30 ideas in six
    // categories), with client@'s favourite flags (two are set).
    name: 'GET /api/v1/idea-bank/ideas',
    method: 'GET',
    path: '/api/v1/idea-bank/ideas',
    budget: { minRps: 4000, maxP99Ms: 50, why: 'a signed-in REST read a page makes on load', on: 'postgres' },
    async setup(server) {
      const { token } = await server.session();
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
      const list = await server.send({ method: 'GET', path: '/api/v1/idea-bank/ideas', headers });
      if (list.status !== 200) return { skip: `the ideas list answered ${list.status}` };
      /** @type {{ id: number }[]} */
      const ideas = JSON.parse(list.body.toString('utf8')).data;
      for (const idea of ideas.slice(0, 2)) {
        await server.send({
          method: 'POST', path: '/api/v1/idea-bank/favourites', headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ idea_id: idea.id, favourite: true }),
        });
      }
      return { headers };
    },
  },
  {
    // spec §7 companies/files: the /resources page's read — the files between the demo client and
    // their coach, both directions, with each uploader's name.
    name: 'GET /api/v1/companies/files/{id} (files list)',
    method: 'GET',
    path: '/api/v1/companies/files/',
    budget: { minRps: 4000, maxP99Ms: 50, why: 'a signed-in REST read a page makes on load', on: 'postgres' },
    async setup(server) {
      const { token, user } = await server.session();
      if (!user.company_id) return { skip: 'the demo client has no company' };
      return { path: `/api/v1/companies/files/${user.company_id}`, headers: { ...API_HEADERS, authorization: `Bearer ${token}` } };
    },
  },
  {
    // spec §4 Boards: cards moved on /action-steps. A board is one client's, moved by one pair of
    // hands, so the load is the demo clients (client@, flash@, peer@) each cycling their action-step
    // cards of every focus area through to do → in progress → completed, interleaved.
    name: 'POST /api/v1/clientportal/change/action/status (board move)',
    method: 'POST',
    path: '/api/v1/clientportal/change/action/status',
    budget: { minRps: 2000, maxP99Ms: 50, why: 'a write a user makes by hand (a board move)', on: 'postgres' },
    async setup(server) {
      /** @type {{ userId: number, headers: Record<string, string>, cards: number[] }[]} */
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
      const STATUSES = [0, 2, 3];
      let sent = 0;
      const requestFactory = () => {
        const n = sent++;
        const mover = /** @type {typeof movers[number]} */ (movers[n % movers.length]);
        const turn = Math.floor(n / movers.length);
        const body = JSON.stringify({ id: mover.cards[turn % mover.cards.length], status: STATUSES[Math.floor(turn / mover.cards.length) % 3] });
        return { body, headers: mover.headers };
      };
      const ids = movers.map((m) => m.userId);
      const expected = movers.reduce((n, m) => n + m.cards.length, 0);
      /** @type {Verify} */
      const verify = async (_acknowledged, query) => {
        // Moves overwrite a card's place, so "nothing lost" means: every card is still there, once,
        // and each column's positions are 0…n-1 with no gap or repeat (no move half applied).
        const rows = await query(`SELECT bool_and(ok) AS consistent FROM (
              SELECT min(position) = 0 AND max(position) = count(*) - 1 AND count(DISTINCT position) = count(*) AS ok
              FROM board_cards WHERE user_id = ANY($1::int[]) AND board = 'action_steps' GROUP BY user_id, assessment_id, path, status) c`, [ids]);
        const total = await query(`SELECT count(*)::int AS n FROM board_cards WHERE user_id = ANY($1::int[]) AND board = 'action_steps'`, [ids]);
        const n = Number(total[0]?.n ?? 0);
        return { ok: n === expected && rows[0]?.consistent === true,
          detail: `${n} of ${expected} cards of ${movers.length} clients on the boards, columns ${rows[0]?.consistent ? 'consistent' : 'INCONSISTENT'}` };
      };
      return { requestFactory, verify };
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
  // spec §7 GraphQL, issue 11: every read the group and lesson pages make on load.
  programmeRead('POST /gapi member', MEMBER_GROUPS, (ids) => ({ user_id: ids.user_id })),
  programmeRead('POST /gapi group', GROUP, (ids) => ({ id: ids.group_id, user_group_id: ids.user_group_id })),
  programmeRead('POST /gapi usergroup', USER_GROUP, (ids) => ({ group_id: ids.group_id, user_group_id: ids.user_group_id, user_id: ids.user_id })),
  programmeRead('POST /gapi usergroup (first load, not kept)', USER_GROUP, (ids) => ({ group_id: ids.group_id, user_group_id: ids.user_group_id, user_id: ids.user_id }), { firstLoad: true }),
  programmeRead('POST /gapi userlesson', USER_LESSON, (ids) => ({ group_id: ids.group_id, user_group_id: ids.user_group_id, lesson_id: ids.lesson_id, user_id: ids.user_id })),
  programmeRead('POST /gapi analyticsSearch', ANALYTICS_SEARCH, (ids) => ({ group_id: ids.group_id, user_group_id: ids.user_group_id, lesson_id: ids.lesson_id, user_id: ids.user_id })),
  programmeRead('POST /gapi lessonMeetingSearch', LESSON_MEETINGS, (ids) => ({ group_id: ids.group_id, lesson_id: ids.lesson_id, user_group_id: ids.user_group_id })),
  // spec §7, issue 11: the signed-in REST reads the /schedule, /lessons and /business-academy pages make on load.
  ownRestRead('POST /api/v1/clientportal/schedule/', 'POST', '/api/v1/clientportal/schedule/'),
  ownRestRead('POST /api/v1/clientportal/coach/profile/', 'POST', '/api/v1/clientportal/coach/profile/'),
  ownRestRead('POST /api/v1/assessments/company/simple/', 'POST', '/api/v1/assessments/company/simple/'),
  ownRestRead('GET /api/v1/academy/courses', 'GET', '/api/v1/academy/courses'),
  {
    // Issue 12: the coach's client list, page 1 by who is furthest behind, for a coach with 2,000
    // clients written straight into the database (lib/coach-practice.mjs), each with lessons,
    // action steps, commitments and mail to count.
    name: `GET /api/v1/coach/clients (${PRACTICE_CLIENTS.toLocaleString('en-US')} clients)`,
    method: 'GET',
    path: '/api/v1/coach/clients?sort=behind&dir=desc&page=1&per_page=25',
    budget: { minRps: 1000, maxP99Ms: 50, why: 'a coach\'s client list, read on load and on every sort, search and page', on: 'postgres' },
    async setup(server) {
      if (!server.query) return { skip: 'the practice is written with SQL while the portal runs: PostgreSQL only' };
      const { coachEmail } = await seedCoachPractice(server.query, PRACTICE_CLIENTS);
      const { token } = await server.sessionOf(coachEmail);
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
      const first = await server.send({ method: 'GET', path: '/api/v1/coach/clients?sort=behind&dir=desc', headers });
      const total = /** @type {any} */ (safeJson(first.body))?.data?.total;
      if (total !== PRACTICE_CLIENTS) return { skip: `the list answered ${first.status} with total ${total}` };
      return { headers };
    },
  },
  // spec §7 GraphQL, issue 10: the mailbox every /messages screen reads, and the badge's poll.
  ownGraphqlRead('POST /gapi emails', EMAILS, 'the mailbox every /messages screen reads on open and every 15 s'),
  ownGraphqlRead('POST /gapi unreademails', UNREAD, 'the badge of every open app, asked every 15 s (decision 012)'),
];

// ───────────────────────────── machinery ─────────────────────────────

/** @param {Buffer} buf */
function safeJson(buf) {
  try { return JSON.parse(buf.toString('utf8')); } catch { return null; }
}

/** Only loopback targets. @param {string} origin */
function assertLoopback(origin) {
  const host = new URL(origin).hostname;
  if (host !== '127.0.0.1') throw new Error(`Refusing to load ${origin}: the bench only targets 127.0.0.1`);
}

/**
 * One request with node:http, keeping the raw header order and bytes.
 * @param {string} origin
 * @param {Request} req
 * @returns {Promise<Captured>}
 */
function send(origin, req) {
  assertLoopback(origin);
  const made = req.requestFactory?.();
  const body = made ? made.body : req.bodyFactory ? req.bodyFactory() : req.body;
  const headers = { ...req.headers, ...made?.headers };
  return new Promise((resolve, reject) => {
    const r = http.request(`${origin}${req.path}`, { method: req.method, headers, agent: false, timeout: 15_000 }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    r.on('timeout', () => r.destroy(new Error(`${req.method} ${req.path} timed out`)));
    r.on('error', reject);
    r.end(body);
  });
}

/** Headers Node's http server writes itself on every reply; the ceiling replays all the others. */
const NODE_OWNED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** @param {string[]} raw */
function replayableHeaders(raw) {
  /** @type {string[]} */
  const out = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = /** @type {string} */ (raw[i]);
    if (!NODE_OWNED.has(name.toLowerCase())) out.push(name, /** @type {string} */ (raw[i + 1]));
  }
  return out;
}

/**
 * @param {string} origin
 * @param {string} [databaseUrl]  the portal's PostgreSQL database, when it runs on one
 * @returns {Server}
 */
function serverHandle(origin, databaseUrl) {
  /** @type {Map<string, Promise<{ token: string, user: Record<string, any> }>>} */
  const sessions = new Map();
  /** @param {string} email */
  const sessionOf = (email) => {
    if (!sessions.has(email)) sessions.set(email, signIn(origin, email));
    return /** @type {Promise<{ token: string, user: Record<string, any> }>} */ (sessions.get(email));
  };
  /** @type {Server} */
  const server = {
    origin,
    session: () => sessionOf(CLIENT),
    sessionOf,
    send: (req) => send(origin, req),
    query: databaseUrl ? (text, params) => queryStore(/** @type {any} */ ({ databaseUrl }), text, params) : null,
    async graphql(query, variables) {
      const { token } = await server.session();
      const reply = await send(origin, {
        method: 'POST', path: '/gapi', body: JSON.stringify({ query, variables }),
        headers: { ...API_HEADERS, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      const json = /** @type {any} */ (safeJson(reply.body));
      if (reply.status === 404) throw new Error('no /gapi (404)');
      if (json?.errors?.length) throw new Error(String(json.errors[0]?.message).slice(0, 120));
      return json?.data;
    },
  };
  return server;
}

/**
 * @typedef {Setup & { name: string, budget?: Scenario['budget'], acknowledged: number }} Prepared
 * @typedef {{ name: string, skip: string }} Skipped
 */

/**
 * Runs each scenario's setup against a portal, then checks the scenario is answered with 2xx.
 * @param {Server} server
 * @returns {Promise<{ prepared: Prepared[], skipped: Skipped[], captured: Map<string, Captured> }>}
 */
async function prepare(server) {
  /** @type {Prepared[]} */
  const prepared = [];
  /** @type {Skipped[]} */
  const skipped = [];
  const captured = new Map();
  for (const scenario of SCENARIOS.filter((sc) => !ONLY || sc.name.includes(ONLY))) {
    const { setup, ...base } = scenario;
    const extra = setup ? await setup(server) : {};
    if ('skip' in extra) {
      skipped.push({ name: scenario.name, skip: extra.skip });
      continue;
    }
    /** @type {Prepared} */
    const p = { ...base, ...extra, acknowledged: 0 };
    const reply = await server.send(p);
    if (reply.status < 200 || reply.status >= 300) {
      skipped.push({ name: scenario.name, skip: `answered ${reply.status}: ${reply.body.toString('utf8').slice(0, 160)}` });
      continue;
    }
    p.acknowledged += 1;
    prepared.push(p);
    captured.set(p.name, reply);
  }
  return { prepared, skipped, captured };
}

/**
 * @typedef {object} Measured
 * @property {number} rps      mean req/s over the samples
 * @property {number} total    requests completed
 * @property {number} p50
 * @property {number} p99
 * @property {number} errors   connection errors and timeouts
 * @property {number} non2xx
 * @property {number} acknowledged  2xx replies, warm-up included
 * @property {string} classes       the non-2xx replies by class, e.g. "4xx 12"
 */

/**
 * Warm-up, then the measured run.
 * @param {string} origin
 * @param {Prepared} p
 * @returns {Promise<Measured>}
 */
async function load(origin, p) {
  assertLoopback(origin);
  const factory = p.bodyFactory;
  const requestFactory = p.requestFactory;
  /** @type {import('autocannon').Options} */
  const options = {
    url: origin,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    timeout: 10,
    requests: [{
      method: p.method,
      path: p.path,
      headers: p.headers ?? {},
      ...(p.body !== undefined ? { body: p.body } : {}),
      ...(factory ? { setupRequest: (req) => ({ ...req, body: factory() }) } : {}),
      ...(requestFactory ? { setupRequest: (req) => { const m = requestFactory(); return { ...req, body: m.body, headers: { ...req.headers, ...m.headers } }; } } : {}),
    }],
  };
  const warm = WARMUP_SECONDS > 0 ? (await autocannon({ ...options, duration: WARMUP_SECONDS }))['2xx'] : 0;
  const r = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: r.requests.mean,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    acknowledged: warm + r['2xx'],
    classes: /** @type {const} */ (['1xx', '3xx', '4xx', '5xx']).filter((k) => r[k] > 0).map((k) => `${k} ${r[k]}`).join(', '),
  };
}

/**
 * Starts the ceiling on one scenario's captured reply. One scenario at a time: several share a
 * route (every GraphQL read is `POST /gapi`), and the ceiling answers by route alone.
 * @param {Map<string, Captured>} captured
 * @param {Prepared} p
 */
async function startCeiling(captured, p) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ceiling-'));
  const file = path.join(dir, 'fixtures.json');
  const c = /** @type {Captured} */ (captured.get(p.name));
  const fixtures = [{ method: p.method, path: p.path, status: c.status, headers: replayableHeaders(c.headers), body: c.body.toString('base64') }];
  fs.writeFileSync(file, JSON.stringify(fixtures));
  const port = await freePort();
  const { child, output } = spawnNode(path.join(ROOT, 'bench/lib/ceiling.mjs'), [file, String(port)], { ...process.env });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ceiling server exited:\n${output()}`);
    try {
      await send(origin, p);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The ceiling server did not start:\n${output()}`);
      await sleep(100);
    }
  }
  // Same bytes: compare its reply with the portal's.
  const got = await send(origin, p);
  const same = got.status === c.status && got.body.equals(c.body)
    && JSON.stringify(replayableHeaders(got.headers)) === JSON.stringify(replayableHeaders(c.headers));
  if (!same) console.warn(`  ! the ceiling's reply to ${p.name} differs from the portal's`);
  return {
    origin,
    async stop() {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ───────────────────────────── PostgreSQL ─────────────────────────────

/**
 * A fresh database for the run on the PostgreSQL server of DATABASE_URL or 127.0.0.1:5432.
 * @returns {Promise<{ url: string, label: string, drop: () => Promise<void> } | { skip: string }>}
 */
async function createPostgresDatabase() {
  if (process.env.BENCH_POSTGRES === 'off') return { skip: 'BENCH_POSTGRES=off' };
  let pg;
  try {
    pg = (await import('pg')).default;
  } catch {
    return { skip: 'the pg package is not installed' };
  }
  const base = process.env.DATABASE_URL
    ? new URL(process.env.DATABASE_URL)
    : new URL(`postgres://${encodeURIComponent(process.env.PGUSER ?? 'postgres')}@127.0.0.1:5432/postgres`);
  if (!process.env.DATABASE_URL && process.env.PGPASSWORD) base.password = process.env.PGPASSWORD;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const connect = async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3000 });
    await client.connect();
    return client;
  };
  let admin;
  try {
    admin = await connect();
  } catch (err) {
    return { skip: `no PostgreSQL at ${adminUrl.host} (${/** @type {Error} */ (err).message})` };
  }
  const name = `portal_bench_${Date.now()}`;
  let version = '';
  try {
    version = String((await admin.query('SHOW server_version')).rows[0]?.server_version ?? '');
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL ${version} at ${url.host}`,
    async drop() {
      const c = await connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

// ───────────────────────────── run ─────────────────────────────

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

/**
 * Stops a portal and runs the `verify` checks of its scenarios on its database.
 * @param {import('./lib/portal.mjs').Portal} portal
 * @param {Prepared[]} prepared
 * @param {string} backend
 * @param {Map<string, { ok: boolean, detail: string }>} checks  scenario|backend → result
 */
async function stopAndVerify(portal, prepared, backend, checks) {
  await portal.stop({ keepData: true });
  for (const p of prepared) {
    if (!p.verify) continue;
    const result = await p.verify(p.acknowledged, (text, params) => queryStore(portal, text, params))
      .catch((err) => ({ ok: false, detail: `could not check: ${/** @type {Error} */ (err).message}` }));
    checks.set(`${p.name}|${backend}`, result);
    console.log(`  ${result.ok ? 'nothing lost' : 'LOST DATA'} — ${p.name} on ${backend}: ${result.detail}`);
  }
  await portal.stop();
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
  console.log('\nStarting the portal (embedded database)…');
  const embedded = await startPortal();
  atCleanup(embedded.stop);
  console.log(`  ready in ${embedded.startupMs} ms at ${embedded.origin}`);
  const e = await prepare(serverHandle(embedded.origin));
  for (const s of e.skipped) skippedAll.set(s.name, s.skip);
  measured = e.prepared;
  for (const p of e.prepared) {
    console.log(`\n${p.name}`);
    const ceiling = await startCeiling(e.captured, p);
    atCleanup(ceiling.stop);
    const atCeiling = await load(ceiling.origin, p);
    await ceiling.stop();
    rows.push({ scenario: p.name, backend: 'ceiling', m: atCeiling });
    logRow(p.name, 'ceiling', atCeiling);
    const m = await load(embedded.origin, p);
    p.acknowledged += m.acknowledged;
    rows.push({ scenario: p.name, backend: 'embedded', m });
    logRow(p.name, 'embedded', m);
  }
  console.log('');
  await stopAndVerify(embedded, e.prepared, 'embedded', checks);
  await cleanup();

  // PostgreSQL, when there is one.
  const db = await createPostgresDatabase();
  if ('skip' in db) {
    pgNote = `PostgreSQL not measured: ${db.skip}.`;
    console.log(`\n${pgNote}`);
  } else {
    atCleanup(db.drop);
    console.log(`\nStarting the portal (${db.label})…`);
    const portal = await startPortal({ databaseUrl: db.url });
    atCleanup(portal.stop);
    console.log(`  ready in ${portal.startupMs} ms at ${portal.origin}`);
    backends.push('postgres');
    pgNote = `${db.label}, a fresh database per run.`;
    const pgPrepared = await prepare(serverHandle(portal.origin, db.url));
    for (const s of pgPrepared.skipped) if (!skippedAll.has(s.name)) skippedAll.set(s.name, `postgres: ${s.skip}`);
    for (const p of pgPrepared.prepared) {
      if (!measured.some((q) => q.name === p.name)) {
        // Scenarios budgeted on PostgreSQL alone may have been set aside on the embedded store.
        if (p.budget?.on !== 'postgres') continue;
        measured.push(p);
        skippedAll.delete(p.name);
      }
      console.log(`\n${p.name}`);
      const m = await load(portal.origin, p);
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
        budgetLines.push(`${verdict} — ${p.name} on ${backend}: ${fmt(r.m.rps)} req/s (budget ≥ ${fmt(b.minRps ?? 0)}), p99 ${r.m.p99} ms (budget < ${b.maxP99Ms} ms), ${r.m.errors + r.m.non2xx} errors${check ? `, ${check.ok ? 'nothing lost' : 'LOST DATA'} (${check.detail})` : ''} — ${b.why}`);
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
  if (ONLY) {
    console.log(`\nBENCH_ONLY=${ONLY}: bench/README.md left as it is.`);
    return;
  }
  writeSection('api', md.join('\n'));
  console.log('\nWrote the api section of bench/README.md');
}

try {
  await main();
} catch (err) {
  console.error(`\nbench:api failed: ${/** @type {Error} */ (err).stack ?? err}`);
  await cleanup();
  process.exitCode = 1;
}
