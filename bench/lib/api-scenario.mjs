// What an API load scenario is (bench/api.mjs runs them; bench/scenarios/ holds them by family), and
// what the families share: the demo client they sign in as, the headers the web app sends, the size
// of the coach practices.

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

/**
 * @typedef {Setup & { name: string, budget?: Scenario['budget'], acknowledged: number }} Prepared
 * @typedef {{ name: string, skip: string }} Skipped
 */

export const CLIENT = 'client@demo.test';
export const API_HEADERS = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

/** The clients of the coach in the client-list and note-create scenarios (issue 12: "fast with 2,000 clients"). */
export const PRACTICE_CLIENTS = 2000;

/** @param {Buffer} buf */
export function safeJson(buf) {
  try { return JSON.parse(buf.toString('utf8')); } catch { return null; }
}
