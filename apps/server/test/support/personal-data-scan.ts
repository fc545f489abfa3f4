import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** Where a needle was found: table, column, and how many rows. */
export interface Found { table: string; column: string; rows: number }

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every text or JSON column of every table of the public schema, searched for each needle (case
 * blind): what erasing an account (issue 22) must leave nowhere.
 */
export async function findEverywhere(db: Db, needles: readonly string[]): Promise<Found[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(await db.execute(sql`select table_name, column_name
    from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')
    order by table_name, column_name`));
  const found: Found[] = [];
  for (const c of columns) {
    const column = sql.raw(`"${c.column_name}"`);
    const table = sql.raw(`"${c.table_name}"`);
    const any = sql.join(needles.map((n) => sql`strpos(lower(${column}::text), lower(${n})) > 0`), sql` or `);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${table} where ${any}`));
    if (row && row.n > 0) found.push({ table: c.table_name, column: c.column_name, rows: row.n });
  }
  return found;
}
