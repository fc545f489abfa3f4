// A coach with 40 clients and a year of sessions, written straight into a running portal's
// PostgreSQL database for the sessions scenarios (bench/scenarios/sessions.mjs, issue 20): the slots
// read must stay fast for a coach whose calendar is full of bookings.
import { createHash, randomBytes } from 'node:crypto';

const TENANT = 226;
const ZONE = 'America/Denver';
/** Each client meets every other week, at their own weekday and time: half the coach's week is booked. */
const WEEKS_BACK = 26;
const WEEKS_AHEAD = 26;
const STARTS = ['09:00', '10:15', '11:30', '12:45'];

/**
 * @param {(sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query
 * @param {number} clients
 * @returns {Promise<{ coachId: number, typeId: number, clients: { userId: number, token: string }[], bookings: number }>}
 */
export async function seedSessionPractice(query, clients) {
  const [coach] = await query(`INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role_id, time_zone)
    VALUES ($1, 'bench-sessions-coach@practice.test', 'x', 'Sessions', 'Coach', 2, $2)
    ON CONFLICT DO NOTHING RETURNING id`, [TENANT, ZONE]);
  const coachId = Number(coach?.id);
  const day = [{ start: '09:00', end: '17:00' }];
  const rules = {
    time_zone: ZONE, weekly: { 1: day, 2: day, 3: day, 4: day, 5: day }, dates_off: [], extra_dates: [], min_notice_minutes: 720,
    buffer_minutes: 15, horizon_days: 365, max_per_day: null, cutoff_hours: 24, reminder_minutes: [1440, 60], behind_after_days: 30,
  };
  await query('INSERT INTO coach_availability (coach_id, tenant_id, rules) VALUES ($1, $2, $3::jsonb)', [coachId, TENANT, JSON.stringify(rules)]);
  const [type] = await query(`INSERT INTO session_types (tenant_id, coach_id, name, minutes, location_kind)
    VALUES ($1, $2, 'Strategy session', 60, 'video_room') RETURNING id`, [TENANT, coachId]);
  const typeId = Number(type?.id);
  await query(`INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role_id, coach_id, time_zone)
    SELECT $1, 'session-client' || i || '@practice.test', 'x', 'Client', 'S' || lpad(i::text, 3, '0'), 3, $2, 'America/New_York'
    FROM generate_series(1, $3::int) i`, [TENANT, coachId, clients]);
  const users = await query(`SELECT id FROM users WHERE tenant_id = $1 AND coach_id = $2 ORDER BY id`, [TENANT, coachId]);
  const ids = users.map((u) => Number(u.id));
  // Client k (0-based) meets in weeks of parity k % 2, on weekday (k / 2) % 5, at STARTS[(k / 10) % 4].
  await query(`INSERT INTO bookings (tenant_id, coach_id, client_id, type_id, starts_at, ends_at, busy_until, status, type_name, location_kind, meeting_url)
    SELECT $1, $2, c.id, $3, t.at, t.at + interval '60 minutes', t.at + interval '75 minutes',
      CASE WHEN t.at < now() THEN 'attended' ELSE 'booked' END, 'Strategy session', 'video_room', 'https://meet.jit.si/Session-bench' || c.id || 'w' || w
    FROM unnest($4::int[]) WITH ORDINALITY AS c(id, k)
    CROSS JOIN generate_series(-$5::int, $6::int) AS w
    CROSS JOIN LATERAL (SELECT ((date_trunc('week', now() AT TIME ZONE $7) + make_interval(weeks => w, days => ((c.k - 1) / 2)::int % 5))::date
      + ($8::text[])[(((c.k - 1) / 10)::int % 4) + 1]::time) AT TIME ZONE $7 AS at) t
    WHERE (w + c.k) % 2 = 0`, [TENANT, coachId, typeId, ids, WEEKS_BACK, WEEKS_AHEAD, ZONE, STARTS]);
  const [count] = await query('SELECT count(*)::int AS n FROM bookings WHERE coach_id = $1', [coachId]);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  // A session each, as sign-in makes it (modules/auth/sessions.ts stores the token's SHA-256).
  await query(`INSERT INTO auth_sessions (user_id, token_hash, idle_expires_at, expires_at)
    SELECT u, h, now() + interval '1 day', now() + interval '7 days' FROM unnest($1::int[], $2::text[]) AS s(u, h)`,
  [ids, tokens.map((t) => createHash('sha256').update(t).digest('hex'))]);
  await query('ANALYZE bookings');
  return { coachId, typeId, clients: ids.map((userId, i) => ({ userId, token: /** @type {string} */ (tokens[i]) })), bookings: Number(count?.n) };
}
