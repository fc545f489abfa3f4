-- move_board_cards: the board moves that arrive together, made in one statement and one commit
-- (lib/batched-calls.ts), each exactly as move_board_card (0013) makes it, in the order given; the
-- rows of each move carry its place in the array. A move of a card the owner does not have answers
-- no rows. p_moves: [[tenant, user, card, status, position | null, now], …].
CREATE FUNCTION move_board_cards(p_moves jsonb)
RETURNS TABLE (
  item int, id int, user_id int, assessment_id int, path text, board text, title text, description text,
  status int, "position" int, due_ms float8, completed_ms float8, created_ms float8, updated_ms float8, created_by int
)
LANGUAGE plpgsql AS $$
DECLARE
  m record;
BEGIN
  FOR m IN
    SELECT (e.ordinality - 1)::int AS i, (e.value->>0)::int AS tenant, (e.value->>1)::int AS owner, (e.value->>2)::int AS card,
      (e.value->>3)::int AS to_status, (e.value->>4)::int AS to_position, (e.value->>5)::timestamptz AS at
    FROM jsonb_array_elements(p_moves) WITH ORDINALITY e
  LOOP
    RETURN QUERY SELECT m.i, r.* FROM move_board_card(m.tenant, m.owner, m.card, m.to_status, m.to_position, m.at) r;
  END LOOP;
END
$$;
