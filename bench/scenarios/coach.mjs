// The coach's side: the client list of a large practice.
import { API_HEADERS, PRACTICE_CLIENTS, safeJson } from '../lib/api-scenario.mjs';
import { seedCoachPractice } from '../lib/coach-practice.mjs';

/** @typedef {import('../lib/api-scenario.mjs').Scenario} Scenario */

/** @type {Scenario[]} */
export const coachReads = [
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
];
