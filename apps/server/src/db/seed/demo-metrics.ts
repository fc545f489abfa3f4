import type { MetricUnit } from '@portal/contract';
import type { Db } from '../client.ts';
import { metrics, metricValues } from '../schema/index.ts';
import type { DemoPeople } from './demo-people.ts';

export interface MetricInput {
  tenantId: number; userId: number; name: string; unit: MetricUnit; description?: string; target?: number | null;
  /** [YYYY-MM, value] */
  values?: [string, number][];
}

/** One metric with its monthly values (shared by the demo seed and the tests, STYLE §8). */
export async function buildMetric(db: Db, input: MetricInput) {
  const { values = [], target = null, ...rest } = input;
  const [row] = await db.insert(metrics).values({ ...rest, target: target === null ? null : target.toFixed(2) }).returning();
  if (values.length) {
    await db.insert(metricValues).values(values.map(([period, value]) => ({ metricId: row!.id, period, value: value.toFixed(2) })));
  }
  return row!;
}

/** The 12 months before `now`'s month, oldest first: this month is left for the client to enter. */
export function lastYear(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

interface Series { name: string; unit: MetricUnit; description: string; target: number; start: number; growth: number; swing: number; decimals: number }

/** A steady trend with a seasonal swing (a bakery's December, a quiet August), deterministic. */
function monthly(s: Series, periods: string[]): [string, number][] {
  const round = 10 ** s.decimals;
  return periods.map((p, i) => {
    const month = Number(p.slice(5)) - 1;
    const season = Math.sin(((month - 2) / 12) * 2 * Math.PI) * s.swing + Math.sin(i * 2.3) * s.swing * 0.3;
    return [p, Math.round((s.start + s.growth * i + season) * round) / round];
  });
}

const NORTHWIND: Series[] = [
  { name: 'Monthly revenue', unit: 'currency', description: 'Shop and wholesale sales, before tax.', target: 60000, start: 42500, growth: 1050, swing: 3800, decimals: 2 },
  { name: 'New wholesale leads', unit: 'number', description: 'Cafés and shops that asked for the wholesale price list.', target: 12, start: 5, growth: 0.5, swing: 2, decimals: 0 },
  { name: 'Gross margin', unit: 'percent', description: 'Revenue less ingredients and packaging, as a share of revenue.', target: 62, start: 54.2, growth: 0.45, swing: 1.6, decimals: 1 },
  { name: 'Average order value', unit: 'currency', description: 'Shop orders only.', target: 28, start: 21.4, growth: 0.38, swing: 1.2, decimals: 2 },
];
const RIVERA: Series[] = [
  { name: 'Monthly revenue', unit: 'currency', description: 'Invoiced design work.', target: 25000, start: 15200, growth: 480, swing: 1900, decimals: 2 },
  { name: 'Website enquiries', unit: 'number', description: 'Contact-form enquiries from the website.', target: 40, start: 18, growth: 1.4, swing: 5, decimals: 0 },
  { name: 'Net profit margin', unit: 'percent', description: 'After every cost, including my own salary.', target: 15, start: 8.5, growth: 0.35, swing: 1.1, decimals: 1 },
];
const LEE: Series[] = [
  { name: 'Monthly recurring revenue', unit: 'currency', description: 'Retainers and maintenance plans.', target: 30000, start: 18400, growth: 720, swing: 900, decimals: 2 },
  { name: 'New clients', unit: 'number', description: 'Signed contracts this month.', target: 6, start: 2, growth: 0.25, swing: 1.3, decimals: 0 },
  { name: 'Client retention rate', unit: 'percent', description: 'Clients at the start of the month still with us at its end.', target: 95, start: 88.5, growth: 0.4, swing: 1.5, decimals: 1 },
];

/** spec §2 /metrics: a year of monthly values for client@, flash@ and peer@ (issue 9). */
export async function seedDemoMetrics(db: Db, { tenantId, client, flash, peer }: DemoPeople, now = new Date()) {
  const periods = lastYear(now);
  for (const [userId, list] of [[client.id, NORTHWIND], [flash.id, RIVERA], [peer.id, LEE]] as const) {
    for (const s of list) {
      await buildMetric(db, { tenantId, userId, name: s.name, unit: s.unit, description: s.description, target: s.target, values: monthly(s, periods) });
    }
  }
}
