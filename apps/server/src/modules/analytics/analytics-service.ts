import type { AnalyticsBatchReply } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { upsertMerged, type MergedTable } from './merged-entries-repo.ts';
import { writeBatcher, type MergedRow } from './write-batcher.ts';

export interface AnalyticsBatch { user_id: number; data: Array<{ id: string } & Record<string, unknown>> }

// spec §4 Analytics syncing, §7 Analytics: entries merged by id; the reply comes after the commit.
export function analyticsService(deps: Deps) {
  const now = () => deps.now();
  const batchers = {
    training_analytics_entries: writeBatcher((rows) => upsertMerged(deps.db, 'training_analytics_entries', rows, now())),
    flash_analysis_items: writeBatcher((rows) => upsertMerged(deps.db, 'flash_analysis_items', rows, now())),
  } satisfies Record<MergedTable, unknown>;

  async function accept(table: MergedTable, caller: UserRow, batch: AnalyticsBatch): Promise<AnalyticsBatchReply> {
    // spec §7: the user id comes from the client's session; it must be the token's user.
    if (batch.user_id !== caller.id) throw forbidden();
    const rows: MergedRow[] = batch.data.map(({ id, ...fields }) => ({ tenantId: caller.tenantId, userId: caller.id, entryId: id, fields, count: 1 }));
    if (rows.length) await batchers[table].enqueue(rows);
    return { received: rows.length };
  }

  return {
    training: (caller: UserRow, batch: AnalyticsBatch) => accept('training_analytics_entries', caller, batch),
    flash: (caller: UserRow, batch: AnalyticsBatch) => accept('flash_analysis_items', caller, batch),
    /** Everything accepted is written before the database closes. */
    async drain() { await Promise.all(Object.values(batchers).map((b) => b.drain())); },
  };
}
