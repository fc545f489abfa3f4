// Group commit for the lesson-page analytics (DESIGN §9: ≥ 4,000 req/s, p99 < 50 ms, nothing lost).
// Requests enqueue their rows and wait for a shared flush; a flush starts as soon as the previous one
// has finished, so under load every statement carries many requests and the database sees one
// multi-row upsert per tick instead of one per request. Flushes run one at a time, in arrival order,
// which keeps each user's entries in the order they were sent.

export interface MergedRow { tenantId: number; userId: number; entryId: string; fields: Record<string, unknown>; count: number }
interface Waiting { rows: MergedRow[]; resolve(): void; reject(err: unknown): void }

/**
 * Duplicates of one (user, id) within a flush become one row (ON CONFLICT cannot touch a row twice
 * in one statement): later fields win, as they would in sequential upserts, and counts add up.
 */
export function mergeRows(rows: MergedRow[]): MergedRow[] {
  const byKey = new Map<string, MergedRow>();
  for (const r of rows) {
    const key = `${r.userId}\u0000${r.entryId}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.fields = { ...seen.fields, ...r.fields };
      seen.count += r.count;
    } else byKey.set(key, { ...r });
  }
  return [...byKey.values()];
}

export function writeBatcher(write: (rows: MergedRow[]) => Promise<void>, maxRows = 4_000) {
  let queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function flushAll() {
    while (queue.length) {
      let n = 0;
      let take = 0;
      while (take < queue.length && (take === 0 || n + queue[take]!.rows.length <= maxRows)) n += queue[take++]!.rows.length;
      const batch = queue.slice(0, take);
      queue = queue.slice(take);
      try {
        await write(mergeRows(batch.flatMap((w) => w.rows)));
        for (const w of batch) w.resolve();
      } catch (err) {
        if (batch.length === 1) { batch[0]!.reject(err); continue; }
        // One bad request must not fail its neighbours: write each on its own, still in order.
        for (const w of batch) await write(mergeRows(w.rows)).then(w.resolve, w.reject);
      }
    }
  }

  function start() {
    running ??= new Promise<void>((done) => setImmediate(() => {
      flushAll().finally(() => { running = null; done(); if (queue.length) start(); });
    }));
  }

  return {
    /** Resolves once the rows are committed; rejects when the write failed. */
    enqueue(rows: MergedRow[]): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ rows, resolve, reject });
        start();
      });
    },
    /** Waits until everything queued so far is written (used at shutdown). */
    async drain() {
      while (running) await running;
    },
  };
}
