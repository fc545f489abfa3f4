// The bench's side of a running portal: one request at a time with node:http (setups, checks, the
// ceiling's reply), loopback only, and the Server handle scenarios set themselves up through.
import http from 'node:http';
import { API_HEADERS, CLIENT, safeJson } from './api-scenario.mjs';
import { queryStore, signIn } from './portal.mjs';

/** @typedef {import('./api-scenario.mjs').Request} Request */
/** @typedef {import('./api-scenario.mjs').Server} Server */
/** @typedef {import('./api-scenario.mjs').Captured} Captured */

/** Only loopback targets. @param {string} origin */
export function assertLoopback(origin) {
  const host = new URL(origin).hostname;
  if (host !== '127.0.0.1') throw new Error(`Refusing to load ${origin}: the bench only targets 127.0.0.1`);
}

/**
 * One request with node:http, keeping the raw header order and bytes.
 * @param {string} origin
 * @param {Request} req
 * @returns {Promise<Captured>}
 */
export function send(origin, req) {
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

/**
 * @param {string} origin
 * @param {string} [databaseUrl]  the portal's PostgreSQL database, when it runs on one
 * @returns {Server}
 */
export function serverHandle(origin, databaseUrl) {
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
