-- store_meeting_note (0015) with each shown note's author looked up by key, after the list is cut
-- to p_limit. The plan the function keeps per connection had joined every user of the tenant to
-- each note when it was made while the users table's statistics were stale (a few rows then, three
-- thousand at the time): 5 ms a note, a third of note-create's throughput (bench/README.md). A
-- look-up by primary key does not depend on those statistics.
CREATE OR REPLACE FUNCTION store_meeting_note(
  p_tenant int, p_writer int, p_owner int, p_for_anyone boolean, p_for_clients boolean,
  p_title text, p_body text, p_meeting_date text, p_now timestamptz, p_limit int
)
RETURNS TABLE (
  id int, user_id int, author_id int, title text, body text, meeting_date text,
  created_ms float8, updated_ms float8, first_name text, last_name text
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH owner AS (
    SELECT u.id FROM users u
    WHERE u.id = p_owner AND u.tenant_id = p_tenant
      AND (u.id = p_writer OR p_for_anyone OR (p_for_clients AND u.coach_id = p_writer))
  ), added AS (
    INSERT INTO meeting_notes (tenant_id, user_id, author_id, title, body, meeting_date, created_at, updated_at)
    SELECT p_tenant, owner.id, p_writer, p_title, p_body, p_meeting_date, p_now, p_now FROM owner
    RETURNING meeting_notes.id, meeting_notes.user_id, meeting_notes.author_id, meeting_notes.title, meeting_notes.body,
      meeting_notes.meeting_date, meeting_notes.created_at, meeting_notes.updated_at
  ), listed AS (
    SELECT m.id, m.user_id, m.author_id, m.title, m.body, m.meeting_date, m.created_at, m.updated_at FROM meeting_notes m
    WHERE m.tenant_id = p_tenant AND m.user_id = (SELECT a.user_id FROM added a)
    UNION ALL SELECT * FROM added
  ), shown AS (
    SELECT * FROM listed n ORDER BY n.meeting_date DESC NULLS LAST, n.created_at DESC, n.id DESC LIMIT p_limit
  )
  SELECT n.id, n.user_id, n.author_id, n.title, n.body, n.meeting_date,
    (extract(epoch FROM n.created_at) * 1000)::float8, (extract(epoch FROM n.updated_at) * 1000)::float8,
    a.first_name, a.last_name
  FROM shown n LEFT JOIN LATERAL (
    SELECT u.first_name, u.last_name FROM users u WHERE u.id = n.author_id AND u.tenant_id = p_tenant LIMIT 1
  ) a ON true
  ORDER BY n.meeting_date DESC NULLS LAST, n.created_at DESC, n.id DESC;
END
$$;
