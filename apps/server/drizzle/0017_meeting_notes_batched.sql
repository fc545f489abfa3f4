-- store_meeting_notes: the notes that arrive together, stored in one statement and one commit
-- (lib/batched-calls.ts), each exactly as store_meeting_note (0015) stores it, in the order given;
-- the rows of each carry its place in the array. Each call is its own statement inside the loop,
-- so a second note for one owner answers a list that holds the first. p_notes: [[tenant, writer,
-- owner, for_anyone, for_clients, title, body, meeting_date | null, now, limit], …].
CREATE FUNCTION store_meeting_notes(p_notes jsonb)
RETURNS TABLE (
  item int, id int, user_id int, author_id int, title text, body text, meeting_date text,
  created_ms float8, updated_ms float8, first_name text, last_name text
)
LANGUAGE plpgsql AS $$
DECLARE
  n record;
BEGIN
  FOR n IN
    SELECT (e.ordinality - 1)::int AS i, (e.value->>0)::int AS tenant, (e.value->>1)::int AS writer, (e.value->>2)::int AS owner,
      (e.value->>3)::boolean AS for_anyone, (e.value->>4)::boolean AS for_clients, e.value->>5 AS note_title,
      e.value->>6 AS note_body, e.value->>7 AS note_date, (e.value->>8)::timestamptz AS at, (e.value->>9)::int AS most
    FROM jsonb_array_elements(p_notes) WITH ORDINALITY e
  LOOP
    RETURN QUERY SELECT n.i, r.* FROM store_meeting_note(n.tenant, n.writer, n.owner, n.for_anyone, n.for_clients,
      n.note_title, n.note_body, n.note_date, n.at, n.most) r;
  END LOOP;
END
$$;
