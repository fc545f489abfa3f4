// One scenario's load on one server: autocannon's warm-up, then the measured run.
import autocannon from 'autocannon';
import { assertLoopback } from './api-server.mjs';

/** @typedef {import('./api-scenario.mjs').Prepared} Prepared */

/**
 * @typedef {object} LoadSettings
 * @property {number} seconds        the measured run
 * @property {number} warmupSeconds  before it, not measured (its 2xx replies still count as acknowledged)
 * @property {number} connections
 * @property {number} pipelining
 */

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
 * @param {LoadSettings} settings
 * @returns {Promise<Measured>}
 */
export async function load(origin, p, { seconds, warmupSeconds, connections, pipelining }) {
  assertLoopback(origin);
  const factory = p.bodyFactory;
  const requestFactory = p.requestFactory;
  /** @type {import('autocannon').Options} */
  const options = {
    url: origin,
    connections,
    pipelining,
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
  const warm = warmupSeconds > 0 ? (await autocannon({ ...options, duration: warmupSeconds }))['2xx'] : 0;
  const r = await autocannon({ ...options, duration: seconds });
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
