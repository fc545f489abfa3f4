// Signed-in REST reads, as the pages send them on load.
import { API_HEADERS } from '../lib/api-scenario.mjs';

/** @typedef {import('../lib/api-scenario.mjs').Scenario} Scenario */

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

/** @type {Scenario[]} */
export const restReads = [
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
];

/** @type {Scenario[]} */
export const pageLoadRestReads = [
  // spec §7, issue 11: the signed-in REST reads the /schedule, /lessons and /business-academy pages make on load.
  ownRestRead('POST /api/v1/clientportal/schedule/', 'POST', '/api/v1/clientportal/schedule/'),
  ownRestRead('POST /api/v1/clientportal/coach/profile/', 'POST', '/api/v1/clientportal/coach/profile/'),
  ownRestRead('POST /api/v1/assessments/company/simple/', 'POST', '/api/v1/assessments/company/simple/'),
  ownRestRead('GET /api/v1/academy/courses', 'GET', '/api/v1/academy/courses'),
];
