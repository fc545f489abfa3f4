import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { PLAN_MESSAGES, RESTORE_WINDOW_MS } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { boardCards, commitments, deletedPlanItems } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { PlanOwner } from './plan-owner.ts';

// A card or commitment the client deleted stays whole in deleted_plan_items for RESTORE_WINDOW_MS,
// so "Undo" puts it back with its id, column and place (decision 023). The row travels as
// PostgreSQL's own JSON of it (to_jsonb / jsonb_populate_record): every column, whatever the table
// holds, without a copy of its shape here.

export type BinKind = 'card' | 'commitment';
/** A kept row as PostgreSQL wrote it: the table's column names, instants as ISO text. */
export type BinnedRow = Record<string, unknown> & { id: number; created_by: number | null };

const TABLES = { card: boardCards, commitment: commitments } as const;
const rowsOf = (result: unknown) => (result as { rows: { row: BinnedRow }[] }).rows;

/**
 * Deletes the owner's item and keeps it, in one statement; the row as it was, or null when the
 * owner has no such item. Entries past the window are purged on the way.
 */
export async function binItem(db: Db, o: PlanOwner, kind: BinKind, id: number, now: Date): Promise<BinnedRow | null> {
  await db.delete(deletedPlanItems).where(lt(deletedPlanItems.deletedAt, new Date(now.getTime() - RESTORE_WINDOW_MS)));
  const t = TABLES[kind];
  const result = await db.execute(sql`with gone as (
      delete from ${t} where ${and(eq(t.tenantId, o.tenantId), eq(t.userId, o.userId), eq(t.id, id))} returning *
    )
    insert into ${deletedPlanItems} (tenant_id, user_id, kind, item_id, row, deleted_at)
    select gone.tenant_id, gone.user_id, ${kind}, gone.id, to_jsonb(gone), ${now.toISOString()}::timestamptz from gone
    on conflict (kind, item_id) do update set row = excluded.row, deleted_at = excluded.deleted_at
    returning row`);
  return rowsOf(result)[0]?.row ?? null;
}

/** The owner's kept item, locked until the transaction ends; 410 when it is past the window or was never kept. */
export async function binnedItem(db: Db, o: PlanOwner, kind: BinKind, id: number, now: Date): Promise<BinnedRow> {
  const [entry] = await db.select({ row: deletedPlanItems.row }).from(deletedPlanItems)
    .where(and(eq(deletedPlanItems.tenantId, o.tenantId), eq(deletedPlanItems.userId, o.userId), eq(deletedPlanItems.kind, kind),
      eq(deletedPlanItems.itemId, id), gte(deletedPlanItems.deletedAt, new Date(now.getTime() - RESTORE_WINDOW_MS))))
    .limit(1).for('update');
  if (!entry) throw new HttpError(410, PLAN_MESSAGES.tooLateToRestore);
  return entry.row as BinnedRow;
}

/** Puts a kept item back (its id too), with `changes` to its columns, and forgets the entry. */
export async function unbinItem(db: Db, o: PlanOwner, kind: BinKind, row: BinnedRow, changes: Record<string, unknown>) {
  const t = TABLES[kind];
  await db.execute(sql`insert into ${t} select * from jsonb_populate_record(null::${t}, ${JSON.stringify({ ...row, ...changes })}::jsonb)`);
  await db.delete(deletedPlanItems).where(and(eq(deletedPlanItems.tenantId, o.tenantId), eq(deletedPlanItems.kind, kind),
    eq(deletedPlanItems.itemId, row.id)));
}
