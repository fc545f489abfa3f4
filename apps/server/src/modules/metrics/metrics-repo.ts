import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Metric, MetricUnit, MetricValue } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { metrics, metricValues } from '../../db/schema/index.ts';

// Every query names the tenant and the owner (ARCHITECTURE: services scope by tenant and owner).

export interface Owner { tenantId: number; userId: number }
type MetricRow = typeof metrics.$inferSelect;

/**
 * A metric's values, oldest month first, as one JSON array: one query for the whole list, no N+1.
 * The outer column is written out: drizzle leaves a single-table select's columns unqualified.
 */
const valuesJson = sql<MetricValue[]>`coalesce((
  select json_agg(json_build_object('period', v.period, 'value', v.value) order by v.period)
  from ${metricValues} v where v.metric_id = "metrics"."id"), '[]'::json)`;

const ownedBy = (o: Owner) => and(eq(metrics.tenantId, o.tenantId), eq(metrics.userId, o.userId));
const money = (n: number) => n.toFixed(2);

function present(m: MetricRow, values: MetricValue[]): Metric {
  return {
    id: m.id, user_id: m.userId, name: m.name, unit: m.unit as MetricUnit, description: m.description,
    target: m.target === null ? null : Number(m.target),
    values: values.map((v) => ({ period: v.period, value: Number(v.value) })),
    created_at: m.createdAt.toISOString(), updated_at: m.updatedAt.toISOString(),
  };
}

/** The owner's metrics, oldest first, each with its values. */
export async function listMetrics(db: Db, o: Owner, id?: number): Promise<Metric[]> {
  const rows = await db.select({ m: metrics, values: valuesJson }).from(metrics)
    .where(id === undefined ? ownedBy(o) : and(ownedBy(o), eq(metrics.id, id)))
    .orderBy(asc(metrics.createdAt), asc(metrics.id));
  return rows.map((r) => present(r.m, r.values));
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
