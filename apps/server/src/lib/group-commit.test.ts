import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

describe('group commit', () => {
  it('writes the items of one moment in one batch and answers each its own result', async () => {
    const batches: number[][] = [];
    const g = groupCommit<number, number>(async (items) => { batches.push(items); return items.map((n) => n * 10); }, 100);
    expect(await Promise.all([1, 2, 3].map((n) => g.enqueue(n)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('after a failed batch, writes each item on its own so only the bad one fails', async () => {
    const g = groupCommit<number, number>(async (items) => {
      if (items.includes(2)) throw new Error('two is refused');
      return items;
    }, 100);
    const results = await Promise.allSettled([1, 2, 3].map((n) => g.enqueue(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('two is refused') },
      { status: 'fulfilled', value: 3 },
    ]);
    await g.drain();
  });
});

describe('group commit in lanes', () => {
  it('starts a second batch while the first waits, and drains only when both are written', async () => {
    const started: number[][] = [];
    const commits: (() => void)[] = [];
    const g = groupCommit<number, number>((items) => {
      started.push(items);
      return new Promise((resolve) => commits.push(() => resolve(items)));
    }, 100, () => 1, 2);
    const first = g.enqueue(1);
    await new Promise((r) => setImmediate(r));
    const second = [g.enqueue(2), g.enqueue(3)];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([[1], [2, 3]]);
    let drained = false;
    const draining = g.drain().then(() => { drained = true; });
    commits[1]!();
    expect(await Promise.all(second)).toEqual([2, 3]);
    expect(drained).toBe(false);
    commits[0]!();
    expect(await first).toBe(1);
    await draining;
    expect(drained).toBe(true);
  });
});
