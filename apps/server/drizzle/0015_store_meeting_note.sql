-- store_meeting_note: a note stored and its owner's list answered in one statement whose plan the
-- function keeps per connection (decision 015: planning the statement cost more than running it).
-- The writer may write for p_owner when it is themselves, one of their clients (p_for_clients, a
-- coach) or anyone in the tenant (p_for_anyone, an admin): users/user-policy.ts mayActFor. No row
-- when they may not (nothing stored). The list is the owner's notes before the insert with the new
-- one added (a statement does not see its own insert), ordered and limited as listNotes reads it.
CREATE FUNCTION store_meeting_note(
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
  )
  SELECT n.id, n.user_id, n.author_id, n.title, n.body, n.meeting_date,
    (extract(epoch FROM n.created_at) * 1000)::float8, (extract(epoch FROM n.updated_at) * 1000)::float8,
    a.first_name, a.last_name
  FROM listed n LEFT JOIN users a ON a.id = n.author_id AND a.tenant_id = p_tenant
  ORDER BY n.meeting_date DESC NULLS LAST, n.created_at DESC, n.id DESC
  LIMIT p_limit;
END
$$;
