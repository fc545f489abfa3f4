import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

// Opening an embedded database from the seeded snapshot takes most of a second (the WASM engine
// starts and loads the dump), and most API tests start from a fresh one: that was about half of the
// API suite's time. Each test worker keeps one embedded database and puts the seeded rows back
// between tests instead (README, "Tests"): every public table is emptied and refilled from a copy
// taken right after the snapshot was loaded, every sequence set back, and the session's state
// (prepared statements, settings, locks) discarded. A test that holds it while asking for another
// (two servers at once) gets a database of its own, opened the slow way.

interface Lease { database: Database; release(): Promise<void> }

let kept: { database: Database; busy: boolean } | undefined;

/** Opens the seeded snapshot as a database of its own. */
export async function openSeededEmbedded(): Promise<Database> {
  const blob = new Blob([fs.readFileSync(inject('pgliteSeeded'))]);
  return openDatabase({ memory: true, loadDataDir: blob });
}

/** The worker's embedded database with the seeded rows only, or a fresh one while it is in use. */
export async function leaseSeededEmbedded(): Promise<Lease> {
  if (kept?.busy) {
    // closed with the app that uses it
    return { database: await openSeededEmbedded(), release: async () => {} };
  }
  if (kept) {
    kept.busy = true;
    await kept.database.db.execute(sql`select pristine.reset()`);
    await kept.database.db.execute(sql.raw('DISCARD ALL'));
  } else {
    const database = await openSeededEmbedded();
    await (database.db as unknown as { $client: { exec(text: string): Promise<unknown> } }).$client.exec(PRISTINE_COPY);
    kept = { database, busy: true };
  }
  const own = kept;
  // The app closes its database when it stops; this one stays open for the worker's next test.
  const database: Database = { ...own.database, close: async () => {} };
  return { database, release: async () => { own.busy = false; } };
}

// A copy of every public table as seeded, the columns to write back (not generated ones), each
// sequence's value, and reset(): TRUNCATE, refill with foreign-key triggers off (the copy is
// consistent as a whole), sequences back.
const PRISTINE_COPY = `
CREATE SCHEMA pristine;
CREATE TABLE pristine.tables AS
  SELECT t.tablename AS name,
    (SELECT string_agg(format('%I', c.column_name), ', ' ORDER BY c.ordinal_position) FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.table_name = t.tablename AND c.is_generated = 'NEVER') AS cols,
    false AS filled
  FROM pg_tables t WHERE t.schemaname = 'public';
DO $$
DECLARE r record; n bigint;
BEGIN
  FOR r IN SELECT name FROM pristine.tables LOOP
    EXECUTE format('CREATE TABLE pristine.%I AS TABLE public.%I', 'copy_' || r.name, r.name);
    EXECUTE format('SELECT count(*) FROM pristine.%I', 'copy_' || r.name) INTO n;
    UPDATE pristine.tables SET filled = n > 0 WHERE name = r.name;
  END LOOP;
END $$;
CREATE TABLE pristine.sequences AS
  SELECT format('%I.%I', schemaname, sequencename) AS name, last_value, start_value FROM pg_sequences WHERE schemaname = 'public';
CREATE FUNCTION pristine.reset() RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('public.%I', name), ', ') FROM pristine.tables);
  PERFORM set_config('session_replication_role', 'replica', true);
  FOR r IN SELECT name, cols FROM pristine.tables WHERE filled LOOP
    EXECUTE format('INSERT INTO public.%I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM pristine.%I', r.name, r.cols, r.cols, 'copy_' || r.name);
  END LOOP;
  PERFORM set_config('session_replication_role', 'origin', true);
  FOR r IN SELECT * FROM pristine.sequences LOOP
    IF r.last_value IS NULL THEN PERFORM setval(r.name, r.start_value, false);
    ELSE PERFORM setval(r.name, r.last_value, true);
    END IF;
  END LOOP;
END $$;
`;
