-- store_meeting_note answers the owner's list with the new note in it. PL/pgSQL keeps the plan of
-- that list per connection, made once when the connection first stores a note: made while
-- meeting_notes was small (or its statistics stale), it reads the whole table for every note ever
-- after, however large the table has grown (note-create, bench/README.md: one full scan per note).
-- Every table the function reads has the index its look-ups need, so it plans with index scans only.
ALTER FUNCTION store_meeting_note(int, int, int, boolean, boolean, text, text, text, timestamptz, int) SET enable_seqscan = off;
