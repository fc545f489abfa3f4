-- spec §4 Boards: a card moved to a status at a position (null: the end of that column), and the
-- board as it is after the move (apps/server/src/modules/plan-work/board-repo.ts moveCard).
-- A function so that PostgreSQL keeps this statement's plan per connection: planning it took
-- longer than running it, on every move (decision 015).
CREATE FUNCTION move_board_card(p_tenant int, p_user int, p_id int, p_status int, p_position int, p_now timestamptz)
RETURNS TABLE (
  id int, user_id int, assessment_id int, path text, board text, title text, description text,
  status int, "position" int, due_ms float8, completed_ms float8, created_ms float8, updated_ms float8
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH card AS (
    SELECT c.assessment_id, c.path, c.board FROM board_cards c
    WHERE c.id = p_id AND c.tenant_id = p_tenant AND c.user_id = p_user
  ), locked AS (
    -- every card of the board, locked in id order: two moves on one board wait for each other
    -- instead of deadlocking, and the second sees the first's result
    SELECT b.* FROM board_cards b JOIN card c ON b.assessment_id = c.assessment_id AND b.path = c.path AND b.board = c.board
    WHERE b.tenant_id = p_tenant AND b.user_id = p_user
    ORDER BY b.id FOR UPDATE OF b
  ), others AS (
    SELECT l.id, l.status, (row_number() OVER (PARTITION BY l.status ORDER BY l.position, l.id) - 1)::int AS rn
    FROM locked l WHERE l.id <> p_id
  ), slot AS (
    SELECT least(coalesce(p_position, t.n), t.n)::int AS at
    FROM (SELECT count(*)::int AS n FROM others o WHERE o.status = p_status) t
  ), plan AS (
    SELECT o.id, o.status, CASE WHEN o.status = p_status AND o.rn >= slot.at THEN o.rn + 1 ELSE o.rn END AS position
    FROM others o CROSS JOIN slot
    UNION ALL
    SELECT p_id, p_status, slot.at FROM slot
  ), next AS (
    SELECT l.*, p.status AS new_status, p.position AS new_position,
      CASE WHEN p.status = 3 THEN coalesce(CASE WHEN l.status = 3 THEN l.completed_at END, p_now) END AS new_completed_at,
      (l.status <> p.status OR l.position <> p.position) AS changed
    FROM locked l JOIN plan p ON p.id = l.id
  ), written AS (
    UPDATE board_cards b SET status = n.new_status, position = n.new_position, completed_at = n.new_completed_at, updated_at = p_now
    FROM next n WHERE b.id = n.id AND n.changed
    RETURNING b.id
  )
  SELECT n.id, n.user_id, n.assessment_id, n.path, n.board, n.title, n.description, n.new_status, n.new_position,
    (extract(epoch FROM n.due_at) * 1000)::float8, (extract(epoch FROM n.new_completed_at) * 1000)::float8,
    (extract(epoch FROM n.created_at) * 1000)::float8,
    CASE WHEN n.changed THEN (extract(epoch FROM p_now) * 1000)::float8 ELSE (extract(epoch FROM n.updated_at) * 1000)::float8 END
  FROM next n ORDER BY n.new_status, n.new_position, n.id;
END
$$;
