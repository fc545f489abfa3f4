import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MergedRow } from './write-batcher.ts';

export type MergedTable = 'training_analytics_entries' | 'flash_analysis_items';

/**
 * One multi-row upsert (spec §4: fields merged by id). The batch travels as a single jsonb
 * parameter, so the statement text never changes and its size does not grow the parameter list.
 * `||` merges the stored fields with the new ones; a resent entry only bumps received_count.
 */
export async function upsertMerged(db: Db, table: MergedTable, rows: MergedRow[], now: Date) {
  if (!rows.length) return;
  const payload = JSON.stringify(rows.map((r) => [r.tenantId, r.userId, r.entryId, r.fields, r.count]));
  const t = sql.identifier(table);
  const ts = now.toISOString();
  await db.execute(sql`
    INSERT INTO ${t} (tenant_id, user_id, entry_id, fields, received_count, created_at, updated_at)
    SELECT (r->>0)::int, (r->>1)::int, r->>2, r->3, (r->>4)::int, ${ts}::timestamptz, ${ts}::timestamptz
    FROM jsonb_array_elements(${payload}::jsonb) AS r
    ON CONFLICT (user_id, entry_id) DO UPDATE SET
      fields = ${t}.fields || EXCLUDED.fields,
      received_count = ${t}.received_count + EXCLUDED.received_count,
      updated_at = EXCLUDED.updated_at`);
}
