// Group commit (DESIGN §9): requests that write at the same moment share one statement. Each
// request enqueues its item and waits for a shared flush; a flush starts as soon as the previous
// one has finished, so under load every statement carries many requests and the database sees one
// multi-row statement per tick instead of one per request, while a lone request waits no longer
// than the next turn of the event loop. By default flushes run one at a time, in arrival order, which
// keeps one caller's items in the order they were sent. Users: the lesson-page analytics
// (modules/analytics/write-batcher.ts), the claims and kept replies of repeated requests
// (http/idempotency-store.ts), and through lib/batched-calls.ts board moves and new notes.

interface Waiting<I, O> { item: I; resolve(out: O): void; reject(err: unknown): void }

export interface GroupCommit<I, O> {
  /** Resolves with the item's own result once its batch is committed; rejects when its write failed. */
  enqueue(item: I): Promise<O>;
  /** Waits until everything queued so far is written (used at shutdown). */
  drain(): Promise<void>;
}

/**
 * @param write  writes a batch and answers one result per item, in the items' order
 * @param maxSize  the most a batch holds, by `sizeOf` (default: one per item)
 * @param lanes  how many batches may be written at once (default one: batches in arrival order).
 *   With more, a batch starts while the one before waits for its commit, so writes whose order
 *   between requests does not matter keep the database busy instead of waiting on each commit.
 */
export function groupCommit<I, O>(write: (items: I[]) => Promise<O[]>, maxSize: number, sizeOf: (item: I) => number = () => 1, lanes = 1): GroupCommit<I, O> {
  let queue: Waiting<I, O>[] = [];
  let running = 0;
  const settled: (() => void)[] = [];

  async function writeEach(batch: Waiting<I, O>[]) {
    if (batch.length === 1) {
      const [w] = batch;
      await write([w!.item]).then((out) => w!.resolve(out[0]!), w!.reject);
      return;
    }
    // One bad item must not fail its neighbours: write each on its own, still in order.
    for (const w of batch) await write([w.item]).then((out) => w.resolve(out[0]!), w.reject);
  }

  async function flushAll() {
    while (queue.length) {
      let size = 0;
      let take = 0;
      while (take < queue.length && (take === 0 || size + sizeOf(queue[take]!.item) <= maxSize)) size += sizeOf(queue[take++]!.item);
      const batch = queue.slice(0, take);
      queue = queue.slice(take);
      let out: O[];
      try {
        out = await write(batch.map((w) => w.item));
      } catch {
        await writeEach(batch);
        continue;
      }
      batch.forEach((w, i) => w.resolve(out[i]!));
    }
  }

  function start() {
    if (running >= lanes) return;
    running += 1;
    setImmediate(() => {
      flushAll().finally(() => {
        running -= 1;
        if (queue.length) start();
        else if (running === 0) for (const done of settled.splice(0)) done();
      });
    });
  }

  return {
    enqueue(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        start();
      });
    },
    async drain() {
      if (running === 0 && queue.length === 0) return;
      await new Promise<void>((done) => settled.push(done));
    },
  };
}
