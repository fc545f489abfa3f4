import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Metric, MetricUnit, MetricValue } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { assessments, currencies, metrics, metricValues } from '../../db/schema/index.ts';

// Every query names the tenant and the owner (ARCHITECTURE: services scope by tenant and owner).

export interface Owner { tenantId: number; userId: number }
type MetricRow = typeof metrics.$inferSelect;

const ownedBy = (o: Owner) => and(eq(metrics.tenantId, o.tenantId), eq(metrics.userId, o.userId));
const money = (n: number) => n.toFixed(2);
const iso = (column: string) => sql.raw(`to_char("metrics"."${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The reply itself, built by PostgreSQL as JSON text (contract `MetricList`): the metrics oldest
 * first, each with its values oldest month first. One query for the whole list (no N+1), and no
 * rows to map or objects to serialise on the way out — the list is the page's hottest read
 * (bench/README.md). Columns are written out: drizzle leaves a single-table select's unqualified.
 */
const listJson = sql<string>`coalesce(json_agg(json_build_object(
  'id', "metrics"."id", 'user_id', "metrics"."user_id", 'name', "metrics"."name", 'unit', "metrics"."unit",
  'description', "metrics"."description", 'target', "metrics"."target",
  'values', coalesce((select json_agg(json_build_object('period', v.period, 'value', v.value) order by v.period)
    from ${metricValues} v where v.metric_id = "metrics"."id"), '[]'::json),
  'currency', (select json_build_object('code', c.code, 'symbol', c.symbol) from ${assessments} a
    join ${currencies} c on c.id = a.currency_id
    where a.tenant_id = "metrics"."tenant_id" and a.user_id = "metrics"."user_id" order by a.created_at desc, a.id desc limit 1),
  'created_at', ${iso('created_at')}, 'updated_at', ${iso('updated_at')}
) order by "metrics"."created_at", "metrics"."id"), '[]'::json)::text`;

/** Prepared once per database: PostgreSQL then skips parsing and planning it on every call. */
const prepared = new WeakMap<Db, ReturnType<typeof prepareList>>();
const prepareList = (db: Db) => db.select({ list: listJson }).from(metrics)
  .where(and(eq(metrics.tenantId, sql.placeholder('tenantId')), eq(metrics.userId, sql.placeholder('userId'))))
  .prepare('metrics_list');

/** The owner's metrics as the reply's JSON text (see listJson). */
export async function listMetricsJson(db: Db, o: Owner): Promise<string> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareList(db)));
  const [row] = await statement.execute({ tenantId: o.tenantId, userId: o.userId });
  return row?.list ?? '[]';
}

/** One of the owner's metrics, or null (the same JSON as the list; used inside transactions). */
export async function findMetric(db: Db, o: Owner, id: number): Promise<Metric | null> {
  const [row] = await db.select({ list: listJson }).from(metrics).where(and(ownedBy(o), eq(metrics.id, id)));
  return (JSON.parse(row?.list ?? '[]') as Metric[])[0] ?? null;
}

export async function countMetrics(db: Db, o: Owner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(metrics).where(ownedBy(o));
  return row?.n ?? 0;
}

/** The owner's metric with this id, locked for the rest of the transaction; null when it is not theirs. */
export async function lockMetric(db: Db, o: Owner, id: number): Promise<MetricRow | null> {
  const [row] = await db.select().from(metrics).where(and(ownedBy(o), eq(metrics.id, id))).limit(1).for('update');
  return row ?? null;
}

export interface MetricFields { name: string; unit: MetricUnit; description: string; target: number | null }

export async function insertMetric(db: Db, o: Owner, f: MetricFields, now: Date): Promise<number> {
  const [row] = await db.insert(metrics).values({
    tenantId: o.tenantId, userId: o.userId, name: f.name, unit: f.unit, description: f.description,
    target: f.target === null ? null : money(f.target), createdAt: now, updatedAt: now,
  }).returning({ id: metrics.id });
  return row!.id;
}

export async function updateMetric(db: Db, o: Owner, id: number, f: Partial<MetricFields>, now: Date) {
  await db.update(metrics).set({
    ...(f.name === undefined ? {} : { name: f.name }),
    ...(f.unit === undefined ? {} : { unit: f.unit }),
    ...(f.description === undefined ? {} : { description: f.description }),
    ...(f.target === undefined ? {} : { target: f.target === null ? null : money(f.target) }),
    updatedAt: now,
  }).where(and(ownedBy(o), eq(metrics.id, id)));
}

/** Sets each named month's value (one statement); the metric must already be the owner's. */
export async function upsertValues(db: Db, metricId: number, values: MetricValue[], now: Date) {
  if (!values.length) return;
  await db.insert(metricValues)
    .values(values.map((v) => ({ metricId, period: v.period, value: money(v.value), createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [metricValues.metricId, metricValues.period],
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

export async function deleteValues(db: Db, metricId: number, periods: string[]) {
  if (!periods.length) return;
  await db.delete(metricValues).where(and(eq(metricValues.metricId, metricId), inArray(metricValues.period, periods)));
}
