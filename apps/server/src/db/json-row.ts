import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

// Rows of a table nested as JSON inside one statement (json_build_object / json_agg), read back as
// the very objects drizzle's own select gives. JSON has no timestamps or exact decimals, so those
// columns travel as their text output — what the driver hands drizzle for a plain column (both
// drivers keep timestamps as text) — and go through the column's own mapping: dates, decimals and
// ids come out identical to a select of the table.

const JSON_NATIVE = new Set(['PgInteger', 'PgBoolean', 'PgText']);

/** `json_build_object` of every column of `table`, which the statement names `alias`, keyed by column name. */
export function rowJson(table: Table, alias: string): SQL {
  const pairs = Object.values(getTableColumns(table)).map((c) => {
    const ref = `"${alias}"."${c.name}"`;
    return `'${c.name}', ${JSON_NATIVE.has(c.columnType) ? ref : `${ref}::text`}`;
  });
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}

/** The row `rowJson` built, parsed, as drizzle maps a row of `table`. */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
