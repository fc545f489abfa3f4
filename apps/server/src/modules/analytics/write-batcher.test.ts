import { describe, expect, it } from 'vitest';
import { mergeRows, writeBatcher, type MergedRow } from './write-batcher.ts';

const row = (userId: number, entryId: string, fields: Record<string, unknown>): MergedRow => ({ tenantId: 1, userId, entryId, fields, count: 1 });

describe('analytics write batcher', () => {
  it('merges duplicates of one (user, id): later fields win, counts add up, others untouched', () => {
    const input = [row(1, 'a', { x: 1, y: 1 }), row(2, 'a', { x: 9 }), row(1, 'a', { y: 2 })];
    expect(mergeRows(input)).toEqual([{ ...row(1, 'a', { x: 1, y: 2 }), count: 2 }, row(2, 'a', { x: 9 })]);
    expect(input[0]!.fields).toEqual({ x: 1, y: 1 }); // inputs are not mutated
  });

  it('coalesces requests that arrive during a flush into the next one, in order', async () => {
    const flushes: MergedRow[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const b = writeBatcher(async (rows) => { flushes.push(rows); if (flushes.length === 1) await gate; });
    const first = b.enqueue([row(1, 'a', { v: 1 })]);
    await new Promise((r) => setImmediate(r));
    const rest = [2, 3, 4].map((v) => b.enqueue([row(1, 'a', { v })]));
    release();
    await Promise.all([first, ...rest]);
    expect(flushes).toHaveLength(2);
    expect(flushes[1]).toEqual([{ ...row(1, 'a', { v: 4 }), count: 3 }]);
  });

  it('fails only the request whose rows cannot be written', async () => {
    const b = writeBatcher(async (rows) => { if (rows.some((r) => r.entryId === 'bad')) throw new Error('nope'); });
    const results = await Promise.allSettled([b.enqueue([row(1, 'ok1', {})]), b.enqueue([row(1, 'bad', {})]), b.enqueue([row(2, 'ok2', {})])]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await b.drain();
  });

  it('splits a large queue into flushes of at most maxRows rows', async () => {
    const sizes: number[] = [];
    const b = writeBatcher(async (rows) => { sizes.push(rows.length); }, 10);
    await Promise.all(Array.from({ length: 6 }, (_, i) => b.enqueue(Array.from({ length: 4 }, (_, k) => row(1, `${i}-${k}`, {})))));
    expect(sizes).toEqual([8, 8, 8]);
  });
});
