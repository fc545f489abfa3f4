import type { IResolvers, MercuriusContext } from 'mercurius';

// Fields whose values are read for every parent at once (no N+1): the resolver of each such field
// collects the parents asked in one turn of the event loop of one request, then calls its loader
// once with all of them. Mercurius' own `loaders` do the same but key each parent by serialising it
// whole (safe-stable-stringify) — a user group with its lessons, twice a call — which was a tenth
// of the server's time under the group page's first load on PostgreSQL (decision 020). Here a
// parent is its own key: asked twice for one object in a batch, a field is read once.

/** Every parent of one field asked in one turn, in the order they were asked. */
export type BatchQueries<T> = Array<{ obj: T; params: Record<string, unknown> }>;
/** Answers each query, in the same order. */
export type BatchLoader<T> = (queries: BatchQueries<T>, context: MercuriusContext) => Promise<unknown[]>;
// `any` as resolver maps are: each loader names its own parent type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BatchLoaders = Record<string, Record<string, BatchLoader<any>>>;

interface Pending { obj: object; params: Record<string, unknown>; resolve(value: unknown): void; reject(err: unknown): void }

const hasParams = (params: Record<string, unknown>) => Object.keys(params).length > 0;

/** Resolvers for the loaders' fields, batching per request (the context is one object per request). */
export function batchedResolvers(loaders: BatchLoaders): IResolvers {
  const batchesOf = new WeakMap<object, Map<string, { pending: Pending[]; byParent: Map<object, Promise<unknown>> }>>();

  function field(name: string, load: BatchLoader<object>) {
    return (obj: object, params: Record<string, unknown>, context: MercuriusContext) => {
      let batches = batchesOf.get(context);
      if (!batches) batchesOf.set(context, (batches = new Map()));
      let batch = batches.get(name);
      if (!batch) {
        const started = { pending: [] as Pending[], byParent: new Map<object, Promise<unknown>>() };
        batches.set(name, (batch = started));
        // After the current turn: every sibling of this field has been asked by then.
        process.nextTick(() => {
          batches.delete(name);
          const queries = started.pending.map(({ obj: o, params: p }) => ({ obj: o, params: p }));
          new Promise<unknown[]>((resolve) => resolve(load(queries, context))).then((values) => {
            if (!Array.isArray(values) || values.length !== started.pending.length) {
              throw new Error(`The loader of ${name} answered ${started.pending.length} queries with ${Array.isArray(values) ? values.length : 'no list'}`);
            }
            started.pending.forEach((q, i) => q.resolve(values[i]));
          }).catch((err: unknown) => { for (const q of started.pending) q.reject(err); });
        });
      }
      const same = hasParams(params) ? undefined : batch.byParent.get(obj);
      if (same) return same;
      const value = new Promise<unknown>((resolve, reject) => batch.pending.push({ obj, params, resolve, reject }));
      if (!hasParams(params)) batch.byParent.set(obj, value);
      return value;
    };
  }

  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const [type, fields] of Object.entries(loaders)) {
    for (const [name, load] of Object.entries(fields)) (resolvers[type] ??= {})[name] = field(`${type}.${name}`, load);
  }
  return resolvers as IResolvers;
}
