import { describe, expect, it } from 'vitest';
import type { MercuriusContext } from 'mercurius';
import { batchedResolvers, type BatchQueries } from './batch-loaders.ts';

type Parent = { id: number };
type FieldResolver = (obj: object, params: Record<string, unknown>, context: MercuriusContext) => Promise<unknown>;
const request = () => ({}) as MercuriusContext;

function setup(answer: (queries: BatchQueries<Parent>) => unknown[] | Promise<unknown[]> = (qs) => qs.map((q) => q.obj.id * 10)) {
  const calls: number[][] = [];
  const resolvers = batchedResolvers({
    Lesson: {
      async next(queries: BatchQueries<Parent>) {
        calls.push(queries.map((q) => q.obj.id));
        return answer(queries);
      },
    },
  }) as unknown as Record<string, Record<string, FieldResolver>>;
  return { calls, next: resolvers.Lesson!.next! };
}

describe('batched field resolvers (graphql/batch-loaders.ts)', () => {
  it('reads every parent asked in one turn of one request with one call, in order', async () => {
    const { calls, next } = setup();
    const ctx = request();
    const values = await Promise.all([{ id: 1 }, { id: 2 }, { id: 3 }].map((p) => next(p, {}, ctx)));
    expect(values).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('keeps requests apart, and a later turn is a new batch', async () => {
    const { calls, next } = setup();
    const [a, b] = [request(), request()];
    await Promise.all([next({ id: 1 }, {}, a), next({ id: 2 }, {}, b)]);
    await next({ id: 3 }, {}, a);
    expect(calls).toEqual([[1], [2], [3]]);
  });

  it('reads a parent asked twice in a batch once; with arguments, each ask is its own', async () => {
    const { calls, next } = setup();
    const ctx = request();
    const parent = { id: 7 };
    expect(await Promise.all([next(parent, {}, ctx), next(parent, {}, ctx), next(parent, { first: 1 }, ctx)])).toEqual([70, 70, 70]);
    expect(calls).toEqual([[7, 7]]);
  });

  it('fails every query of a batch whose loader fails, throws or answers the wrong number', async () => {
    for (const answer of [
      () => Promise.reject(new Error('database down')),
      () => { throw new Error('bad input'); },
      () => [1],
    ]) {
      const { next } = setup(answer);
      const ctx = request();
      const results = await Promise.allSettled([next({ id: 1 }, {}, ctx), next({ id: 2 }, {}, ctx)]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    }
  });
});
