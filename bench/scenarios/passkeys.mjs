// Passkey sign-in (issue 22): "≥ 500 req/s on PostgreSQL, the verification is the cost". Each
// request is a whole sign-in's second step: the ES256 signature checked against the stored key, the
// challenge used up, the counter and last use written, a session made, the reply the code path gives.
import { envNumber } from '../lib/env-number.mjs';
import { API_HEADERS } from '../lib/api-scenario.mjs';
import { call, seedPasskeyPractice } from '../lib/passkey-practice.mjs';

/** @typedef {import('../lib/api-scenario.mjs').Scenario} Scenario */
/** @typedef {import('../lib/api-scenario.mjs').Verify} Verify */

const USERS = 100;
/** Answers prepared per second of the run (warm-up included): more than the portal can take on this machine. */
const PREPARED_PER_SECOND = 1500;
const RUN_SECONDS = envNumber('BENCH_SECONDS', 10, 1, 300) + envNumber('BENCH_WARMUP_SECONDS', 2, 0, 60);
const PREPARING_AT_ONCE = 32;

/** A distinct client address per sign-in (behind a trusted proxy, as a load balancer passes them): the per-address limit is the code path's, 60 in 15 min. */
const addressOf = (/** @type {number} */ i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** @type {Scenario[]} */
export const passkeyScenarios = [
  {
    name: `POST /api/auth/passkey/login (${USERS} users, one passkey each)`,
    method: 'POST',
    path: '/api/auth/passkey/login',
    budget: { minRps: 500, why: 'passkey sign-in, the verification is the cost (issue 22)', on: 'postgres' },
    async setup(server) {
      if (!server.query) return { skip: 'the users are written with SQL while the portal runs: PostgreSQL only' };
      const host = `localhost:${new URL(server.origin).port}`;
      const { clients, userIds } = await seedPasskeyPractice(server.query, server.origin, host, USERS);
      const [before] = await server.query('SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = ANY($1::int[])', [userIds]);

      // Every sign-in needs a challenge of its own, asked by its own browser (the cookie binds it):
      // asked and answered here, before the clock starts, so the run measures the sign-in alone.
      const total = RUN_SECONDS * PREPARED_PER_SECOND;
      /** @type {{ body: string, headers: Record<string, string> }[]} */
      const prepared = new Array(total);
      let made = 0;
      const worker = async () => {
        for (let i = made++; i < total; i = made++) {
          const address = addressOf(i);
          const asked = await call(server.origin, '/api/auth/passkey/options', { host, 'x-forwarded-for': address });
          if (asked.status !== 200) throw new Error(`sign-in options answered ${asked.status}: ${JSON.stringify(asked.json)}`);
          const client = /** @type {(typeof clients)[number]} */ (clients[i % clients.length]);
          prepared[i] = {
            body: JSON.stringify({ response: client.key.answer(asked.json.data.options), browser: { name: 'Chromium', version: 'bench' } }),
            headers: { ...API_HEADERS, 'content-type': 'application/json', host, 'x-forwarded-for': address, cookie: asked.cookies.join('; ') },
          };
        }
      };
      await Promise.all(Array.from({ length: PREPARING_AT_ONCE }, worker));

      let sent = 0;
      /** @type {Verify} */
      const verify = async (acknowledged, query) => {
        const [after] = await query('SELECT count(*)::int AS n FROM auth_sessions WHERE user_id = ANY($1::int[])', [userIds]);
        const sessions = Number(after?.n) - Number(before?.n);
        const note = sent > total ? `; ${sent - total} requests found no prepared answer left and were refused (replays)` : '';
        // Sign-ins still under way when a run stopped make their session without a reply being counted.
        return { ok: sessions >= acknowledged, detail: `${sessions} sessions made for ${acknowledged} sign-ins answered 200 (the rest were under way when a run stopped)${note}` };
      };
      // Past the prepared answers, the first ones again: replays, refused (422) and counted as non-2xx.
      return { requestFactory: () => /** @type {{ body: string, headers: Record<string, string> }} */ (prepared[sent++ % total]), verify };
    },
  },
];
