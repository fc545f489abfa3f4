// A coach with a large practice, written straight into a running portal's PostgreSQL database for
// the client-list scenario (issue 12: "fast with 2,000 clients"). Everything is in the demo tenant
// and made in a few set-based statements: the clients, one assessment each with action steps
// (some overdue), commitments (some overdue), unread mail for half of them, and a six-lesson group
// they all belong to with three lessons open and the first done by half of them — so every count
// the list makes has rows to count.

const TENANT = 226;

/**
 * @param {(sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query
 * @param {number} clients
 * @returns {Promise<{ coachEmail: string }>}
 */
export async function seedCoachPractice(query, clients) {
  const coachEmail = 'bench-coach@practice.test';
  // The demo password's hash, so the bench signs the coach in like any demo account.
  await query(`INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role_id)
    SELECT $1, $2, password_hash, 'Bench', 'Coach', 2 FROM users WHERE email = 'coach@demo.test' AND tenant_id = $1`, [TENANT, coachEmail]);
  const [coach] = await query('SELECT id FROM users WHERE email = $1 AND tenant_id = $2', [coachEmail, TENANT]);
  const coachId = Number(coach?.id);
  await query(`INSERT INTO companies (tenant_id, name) SELECT $1, 'Practice company ' || i FROM generate_series(1, $2::int / 5) i`, [TENANT, clients]);
  await query(`INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role_id, coach_id, company_id,
      group_coaching, flash_coaching, last_seen_at, invited_at, deactivated_at, created_at)
    SELECT $1, 'client' || i || '@practice.test', 'x', (ARRAY['Ada','Bea','Cal','Dev','Eli','Fay','Gus','Hal'])[1 + i % 8],
      'Client' || lpad(i::text, 5, '0'), 3, $2,
      CASE WHEN i % 5 = 0 THEN (SELECT min(id) FROM companies WHERE tenant_id = $1 AND name LIKE 'Practice company %') + i / 5 - 1 END,
      i % 2 = 0, true, CASE WHEN i % 3 > 0 THEN now() - (i || ' minutes')::interval END,
      CASE WHEN i % 50 = 0 THEN now() END, CASE WHEN i % 97 = 0 THEN now() END, now() - (i || ' seconds')::interval
    FROM generate_series(1, $3::int) i`, [TENANT, coachId, clients]);
  const ids = `SELECT id, row_number() OVER (ORDER BY id) AS i FROM users WHERE coach_id = ${coachId} AND tenant_id = ${TENANT}`;
  await query(`INSERT INTO assessments (tenant_id, user_id, title, currency_id)
    SELECT ${TENANT}, c.id, 'Practice assessment', (SELECT id FROM currencies WHERE code = 'USD') FROM (${ids}) c`);
  // Per client: an overdue step (every third), one in progress due next week, one completed late, a reminder.
  await query(`INSERT INTO board_cards (tenant_id, user_id, assessment_id, path, board, title, status, due_at, completed_at)
    SELECT ${TENANT}, c.id, a.id, 'pricing', s.board, s.title, s.status, now() + s.due, CASE WHEN s.status = 3 THEN now() END
    FROM (${ids}) c JOIN assessments a ON a.user_id = c.id
    CROSS JOIN (VALUES ('action_steps', 'Overdue step', 0, interval '-3 days'), ('action_steps', 'Next week', 2, interval '7 days'),
      ('action_steps', 'Done', 3, interval '-10 days'), ('reminders', 'Reminder', 0, interval '-1 day')) s(board, title, status, due)
    WHERE s.title <> 'Overdue step' OR c.i % 3 = 0`);
  await query(`INSERT INTO commitments (tenant_id, user_id, title, status, deadline)
    SELECT ${TENANT}, c.id, s.title, s.status, now() + s.due FROM (${ids}) c
    CROSS JOIN (VALUES ('Overdue commitment', 1, interval '-2 days'), ('Later commitment', 0, interval '14 days')) s(title, status, due)
    WHERE s.title <> 'Overdue commitment' OR c.i % 4 = 0`);
  await query(`INSERT INTO emails (tenant_id, from_user_id, to_user_id, subject, body, read_at)
    SELECT ${TENANT}, ${coachId}, c.id, 'Practice mail', '<p>Hello</p>', CASE WHEN c.i % 2 = 0 THEN now() END FROM (${ids}) c
    CROSS JOIN generate_series(1, 2) n`);
  const [group] = await query(`INSERT INTO groups (tenant_id, coach_id, title, name, slug, status)
    VALUES (${TENANT}, ${coachId}, 'Practice cohort', 'practice', 'bench-practice-cohort', 'running') RETURNING id`);
  const groupId = Number(group?.id);
  await query(`INSERT INTO lessons (tenant_id, group_id, coach_id, title, slug, published, lesson_order)
    SELECT ${TENANT}, ${groupId}, ${coachId}, 'Lesson ' || n, 'lesson-' || n, true, n FROM generate_series(1, 6) n`);
  await query(`INSERT INTO user_groups (tenant_id, user_id, group_id, coach_id, status) SELECT ${TENANT}, c.id, ${groupId}, ${coachId}, 'active' FROM (${ids}) c`);
  await query(`INSERT INTO member_group_lessons (tenant_id, user_group_id, user_id, group_id, lesson_id, lesson_order, lesson_access)
    SELECT ${TENANT}, ug.id, ug.user_id, ${groupId}, l.id, l.lesson_order, CASE WHEN l.lesson_order <= 3 THEN 1 ELSE 0 END
    FROM user_groups ug JOIN lessons l ON l.group_id = ug.group_id WHERE ug.group_id = ${groupId}`);
  await query(`INSERT INTO lesson_analytics (tenant_id, group_id, user_group_id, lesson_id, user_id, pre_meeting, post_meeting)
    SELECT ${TENANT}, ${groupId}, ug.id, l.id, ug.user_id, true, ug.id % 2 = 0
    FROM user_groups ug JOIN lessons l ON l.group_id = ug.group_id AND l.lesson_order = 1 WHERE ug.group_id = ${groupId}`);
  await query('ANALYZE');
  return { coachEmail };
}
