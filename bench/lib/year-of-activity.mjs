// A year of a client's work, written straight into a stopped portal's database for the export bench
// (issue 22): weekly notes and sessions, mail both ways, commitments, cards on both boards, metrics
// with twelve months of values, tickets. Far more than the API's hourly limits let a bench send.
import { queryStore } from './portal.mjs';

/** @typedef {import('./portal.mjs').Portal} Portal */

/**
 * @param {Portal} portal a stopped portal (its data kept)
 * @param {{ tenantId: number, clientId: number, coachId: number }} who
 * @returns {Promise<Record<string, number>>} rows written, by table
 */
export async function writeYearOfActivity(portal, { tenantId, clientId, coachId }) {
  const text = (n = 40) => `repeat('We talked about cash flow, hiring and the next quarter. ', ${n})`;
  /** @type {[string, string, unknown[]][]} */
  const inserts = [
    ['meeting_notes', `insert into meeting_notes (tenant_id, user_id, author_id, title, body, meeting_date, created_at, updated_at)
      select $1::int, $2::int, case when g % 2 = 0 then $2::int else $3::int end, 'Weekly meeting ' || g, ${text()},
        to_char(date '2025-01-06' + g * 7, 'YYYY-MM-DD'), now() - (52 - g) * interval '7 days', now() - (52 - g) * interval '7 days'
      from generate_series(1, 52) g`, [tenantId, clientId, coachId]],
    ['emails', `insert into emails (tenant_id, from_user_id, to_user_id, subject, body, read_at, created_at, updated_at)
      select $1::int, case when g % 2 = 0 then $2::int else $3::int end, case when g % 2 = 0 then $3::int else $2::int end, 'Week ' || (g / 6) || ': a question',
        '<p>' || ${text(30)} || '</p>', now(), now() - (600 - g) * interval '14 hours', now() - (600 - g) * interval '14 hours'
      from generate_series(1, 600) g`, [tenantId, clientId, coachId]],
    ['commitments', `insert into commitments (tenant_id, user_id, title, description, status, deadline, created_by, created_at, updated_at, completed_at)
      select $1::int, $2::int, 'Commitment ' || g, ${text(5)}, case when g < 120 then 2 else g % 2 end, now() - (150 - g) * interval '2 days', $2::int,
        now() - (160 - g) * interval '2 days', now(), case when g < 120 then now() - (150 - g) * interval '2 days' end
      from generate_series(1, 150) g`, [tenantId, clientId]],
    ['board_cards', `insert into board_cards (tenant_id, user_id, assessment_id, path, board, title, description, status, position, created_by)
      select $1::int, $2::int, p.assessment_id, p.path, case when g <= 100 then 'action_steps' else 'reminders' end, 'Step ' || g, ${text(3)},
        case when g % 3 = 0 then 3 when g % 3 = 1 then 0 else 2 end, 1000 + g, $2::int
      from generate_series(1, 150) g,
        (select ip.assessment_id, ip.path from implementation_paths ip join assessments a on a.id = ip.assessment_id
          where a.user_id = $2::int order by ip.id limit 1) p`, [tenantId, clientId]],
    ['metrics', `insert into metrics (tenant_id, user_id, name, unit, description)
      select $1::int, $2::int, 'Year metric ' || g, 'number', 'Tracked for the export bench' from generate_series(1, 6) g`, [tenantId, clientId]],
    ['metric_values', `insert into metric_values (metric_id, period, value)
      select m.id, to_char(date '2025-01-01' + (g - 1) * interval '1 month', 'YYYY-MM'), g * 1000
      from metrics m, generate_series(1, 12) g where m.user_id = $1::int and m.name like 'Year metric %'`, [clientId]],
    ['tickets', `insert into tickets (tenant_id, user_id, subject, message, category, priority, status, created_at)
      select $1::int, $2::int, 'Question ' || g, ${text(4)}, 'coaching', 'normal', 'closed', now() - (24 - g) * interval '15 days'
      from generate_series(1, 24) g`, [tenantId, clientId]],
    ['schedule_entries', `insert into schedule_entries (tenant_id, coach_id, user_id, title, description, starts_at, ends_at, time_zone)
      select $1::int, $3::int, $2::int, 'Coaching session ' || g, 'Weekly session', now() - (52 - g) * interval '7 days',
        now() - (52 - g) * interval '7 days' + interval '1 hour', 'Europe/Warsaw'
      from generate_series(1, 52) g`, [tenantId, clientId, coachId]],
  ];
  /** @type {Record<string, number>} */
  const written = {};
  for (const [table, sql, params] of inserts) {
    await queryStore(portal, sql, params);
    const [row] = await queryStore(portal, `select count(*)::int as n from ${table}`);
    written[table] = Number(row?.n ?? 0);
  }
  return written;
}
