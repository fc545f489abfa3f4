// A coach and their clients, written straight into a running portal's PostgreSQL database for the
// note-create scenario (bench/api.mjs): the coach writes meeting notes for every client in turn, so
// each client's note list (the reply of store/note, spec §7) stays as short as a real practice's.

const TENANT = 226;

/**
 * @param {(sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query
 * @param {number} clients
 * @returns {Promise<{ coachEmail: string, clientIds: number[] }>}
 */
export async function seedNotePractice(query, clients) {
  const coachEmail = 'bench-notes-coach@practice.test';
  // The demo password's hash, so the bench signs the coach in like any demo account.
  await query(`INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role_id)
    SELECT $1, $2, password_hash, 'Notes', 'Coach', 2 FROM users WHERE email = 'coach@demo.test' AND tenant_id = $1
    ON CONFLICT DO NOTHING`, [TENANT, coachEmail]);
  const [coach] = await query('SELECT id FROM users WHERE email = $1 AND tenant_id = $2', [coachEmail, TENANT]);
  const coachId = Number(coach?.id);
  await query(`INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role_id, coach_id)
    SELECT $1, 'notes-client' || i || '@practice.test', 'x', 'Client', 'N' || lpad(i::text, 5, '0'), 3, $2
    FROM generate_series(1, $3::int) i ON CONFLICT DO NOTHING`, [TENANT, coachId, clients]);
  const rows = await query('SELECT id FROM users WHERE coach_id = $1 AND tenant_id = $2 ORDER BY id', [coachId, TENANT]);
  return { coachEmail, clientIds: rows.map((r) => Number(r.id)) };
}
