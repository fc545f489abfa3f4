// Clients with a passkey each, for the passkey sign-in scenario (bench/scenarios/passkeys.mjs,
// issue 22): the users and their sessions are written into the running portal's PostgreSQL; each
// adds its passkey through the API, as the profile page does, with a software authenticator.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { assertLoopback } from './api-server.mjs';
import { API_HEADERS, safeJson } from './api-scenario.mjs';
import { softAuthenticator } from './soft-authenticator.mjs';

const TENANT = 226;
/** Kept-alive connections for the many setup calls (one per call would run the loopback out of ports). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/**
 * One call with node:http (a Host header of our choosing), its status, JSON and cookies.
 * @param {string} origin
 * @param {string} path
 * @param {Record<string, string>} headers
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, json: any, cookies: string[] }>}
 */
export function call(origin, path, headers, body = {}) {
  assertLoopback(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method: 'POST', agent, timeout: 15_000, headers: { ...API_HEADERS, 'content-type': 'application/json', ...headers } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({
        status: res.statusCode ?? 0, json: safeJson(Buffer.concat(chunks)),
        cookies: (res.headers['set-cookie'] ?? []).map((line) => /** @type {string} */ (line.split(';')[0])),
      }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`POST ${path} timed out`)));
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * `count` clients, each signed in (a session written as sign-in writes it) and holding one passkey
 * made for `host` (the RP ID is the host's name: a name, since WebAuthn refuses IP addresses). Their
 * authenticators keep no counter, as synced passkeys do, so answers may be sent in any order.
 * @param {(sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query
 * @param {string} origin  where the portal listens (127.0.0.1)
 * @param {string} host  the Host the browser would send, e.g. localhost:3000
 * @param {number} count
 */
export async function seedPasskeyPractice(query, origin, host, count) {
  const users = await query(`INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role_id)
    SELECT $1, 'passkey-client' || i || '@practice.test', 'x', 'Passkey', 'P' || lpad(i::text, 3, '0'), 3
    FROM generate_series(1, $2::int) i RETURNING id`, [TENANT, count]);
  const ids = users.map((u) => Number(u.id));
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await query(`INSERT INTO auth_sessions (user_id, token_hash, idle_expires_at, expires_at)
    SELECT u, h, now() + interval '1 day', now() + interval '7 days' FROM unnest($1::int[], $2::text[]) AS s(u, h)`,
  [ids, tokens.map((t) => createHash('sha256').update(t).digest('hex'))]);
  const pageOrigin = `http://${host}`;
  const clients = [];
  for (const [i, userId] of ids.entries()) {
    const auth = { authorization: `Bearer ${tokens[i]}`, host };
    const key = softAuthenticator({ origin: pageOrigin, counterStep: 0 });
    const asked = await call(origin, '/api/v1/me/passkeys/options', auth);
    if (asked.status !== 200) throw new Error(`passkey options answered ${asked.status}: ${JSON.stringify(asked.json)}`);
    const made = await call(origin, '/api/v1/me/passkeys', auth, { name: 'Bench laptop', response: key.register(asked.json.data.options) });
    if (made.status !== 201) throw new Error(`adding a passkey answered ${made.status}: ${JSON.stringify(made.json)}`);
    clients.push({ userId, key });
  }
  return { clients, userIds: ids };
}
