import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupCommit } from './group-commit.ts';

/** A row of a batch function: the rows of each call carry the call's place in the batch. */
export interface BatchRow { item: number }

/**
 * Calls of one set-returning database function that arrive at the same moment, made as one
 * statement and one commit (group commit, lib/group-commit.ts): `batchFunction(p jsonb)` takes the
 * calls' arguments as an array of arrays, runs each call in that order and tags its rows with the
 * call's place (`item`). Migrations 0016 (board moves) and 0017 (meeting notes) hold the two.
 * A round trip and a commit each were most of the cost of a write a user makes by hand
 * (bench/README.md). `order` sorts a batch before it is sent (callers sort by the rows each call
 * locks, so two servers' batches wait for each other instead of deadlocking); calls that compare
 * equal keep the order they came in. A batch that fails is made again call by call, so one bad
 * call fails alone.
 */
export function batchedCalls<I, R extends BatchRow>(
  db: Db, batchFunction: string, argsOf: (item: I) => unknown[], opts: { maxSize: number; lanes?: number; order?: (a: I, b: I) => number },
) {
  const name = sql.raw(batchFunction);
  const batches = groupCommit<I, R[]>(async (items) => {
    const order = items.map((item, i) => ({ item, i }));
    if (opts.order) order.sort((a, b) => opts.order!(a.item, b.item) || a.i - b.i);
    const args = JSON.stringify(order.map(({ item }) => argsOf(item)));
    const result = await db.execute(sql`select * from ${name}(${args}::jsonb)`);
    // node-postgres and PGlite both answer { rows }.
    const { rows } = result as unknown as { rows: R[] };
    const sent = order.map((): R[] => []);
    for (const r of rows) sent[r.item]!.push(r);
    const answers = new Array<R[]>(items.length);
    order.forEach(({ i }, at) => { answers[i] = sent[at]!; });
    return answers;
  }, opts.maxSize, () => 1, opts.lanes);
  // Each caller waits for its own rows, so a server that stops waits for them with its requests.
  return {
    /** The rows of this call, once its batch is committed. */
    call: (item: I) => batches.enqueue(item),
  };
}
