// Clients with an action-step board each, and a session each, written straight into a running
// portal's PostgreSQL database for the spread board-move scenario (bench/scenarios/writes.mjs):
// real use moves cards on many boards at once, each by its own client.
import { createHash, randomBytes } from 'node:crypto';

const TENANT = 226;
/** A board's cards in one focus area; each starts in "to do" (status 0) at places 0, 1, 2 … */
export const CARDS_PER_CLIENT = 6;

/**
 * @param {(sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query
 * @param {number} clients
 * @returns {Promise<{ userId: number, token: string, cards: number[] }[]>}
 */
export async function seedBoardPractice(query, clients) {
  const [coach] = await query("SELECT id FROM users WHERE email = 'coach@demo.test' AND tenant_id = $1", [TENANT]);
  await query(`INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role_id, coach_id)
    SELECT $1, 'board-client' || i || '@practice.test', 'x', 'Client', 'B' || lpad(i::text, 5, '0'), 3, $2
    FROM generate_series(1, $3::int) i ON CONFLICT DO NOTHING`, [TENANT, Number(coach?.id), clients]);
  const users = await query(`SELECT id FROM users WHERE tenant_id = $1 AND email LIKE 'board-client%@practice.test' ORDER BY id`, [TENANT]);
  const ids = users.map((u) => Number(u.id));
  await query(`INSERT INTO assessments (tenant_id, user_id, title, currency_id)
    SELECT $1, u, 'Bench plan', (SELECT min(id) FROM currencies) FROM unnest($2::int[]) u`, [TENANT, ids]);
  await query(`INSERT INTO board_cards (tenant_id, user_id, assessment_id, path, board, title, status, position, created_by)
    SELECT $1, a.user_id, a.id, 'Sales', 'action_steps', 'Step ' || k, 0, k - 1, a.user_id
    FROM assessments a, generate_series(1, $3::int) k WHERE a.tenant_id = $1 AND a.user_id = ANY($2::int[]) AND a.title = 'Bench plan'`,
  [TENANT, ids, CARDS_PER_CLIENT]);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  // A session each, as sign-in makes it (modules/auth/sessions.ts stores the token's SHA-256).
  await query(`INSERT INTO auth_sessions (user_id, token_hash, idle_expires_at, expires_at)
    SELECT u, h, now() + interval '1 day', now() + interval '7 days' FROM unnest($1::int[], $2::text[]) AS s(u, h)`,
  [ids, tokens.map((t) => createHash('sha256').update(t).digest('hex'))]);
  const cards = await query(`SELECT user_id, array_agg(id ORDER BY id) AS ids FROM board_cards
    WHERE user_id = ANY($1::int[]) AND board = 'action_steps' GROUP BY user_id`, [ids]);
  const byUser = new Map(cards.map((c) => [Number(c.user_id), /** @type {number[]} */ (c.ids).map(Number)]));
  return ids.map((userId, i) => ({ userId, token: /** @type {string} */ (tokens[i]), cards: byUser.get(userId) ?? [] }));
}
