import { and, eq } from 'drizzle-orm';
import { MESSAGES, type Metric, MetricSaveBody, MetricShareBody, MetricUpdateBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound, tooMany } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import { subjectFor } from '../coach/coach-policy.ts';
import { metricShareMail } from './metric-mail.ts';
import {
  countMetrics, deleteValues, findMetric, insertMetric, listMetricsJson, lockMetric, updateMetric, upsertValues, type Owner,
} from './metrics-repo.ts';

/** A client tracks a handful of numbers; the cap keeps one account from filling the table. */
export const METRICS_PER_USER = 50;
const SHARES_PER_HOUR = 20;
const HOUR = 3_600_000;

type SaveBody = z.output<typeof MetricSaveBody>;
type UpdateBody = z.output<typeof MetricUpdateBody>;
type ShareBody = z.output<typeof MetricShareBody>;

// spec §2 /metrics, §7 "Metrics and sharing". `user_id` names whose metrics (default the caller):
// the client themselves, their coach, or an admin of the tenant (coach-policy subjectFor). A metric
// id that is not the subject's is 404, whether or not it exists (DESIGN §4).
export function metricsService(deps: Deps) {
  const { db } = deps;
  const ownerFor = async (caller: UserRow, userId: number | undefined): Promise<Owner> =>
    ({ tenantId: caller.tenantId, userId: await subjectFor(db, caller, userId) });
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));
  const one = async (tx: Db, o: Owner, id: number) => (await findMetric(tx, o, id))!;

  return {
    /** The reply's `data` as JSON text (contract MetricList), straight from the database. */
    async listJson(caller: UserRow, userId: number | undefined): Promise<string> {
      return listMetricsJson(db, await ownerFor(caller, userId));
    },

    async save(caller: UserRow, b: SaveBody): Promise<Metric> {
      const o = await ownerFor(caller, b.user_id);
      const now = deps.now();
      return inTransaction(async (tx) => {
        if ((await countMetrics(tx, o)) >= METRICS_PER_USER) {
          throw invalid({ name: [`You can track at most ${METRICS_PER_USER} metrics.`] });
        }
        const id = await insertMetric(tx, o, { name: b.name, unit: b.unit, description: b.description ?? '', target: b.target ?? null }, now);
        await upsertValues(tx, id, b.values ?? [], now);
        return one(tx, o, id);
      });
    },

    /** Fields and months in one transaction: a refused or failed update changes nothing. */
    async update(caller: UserRow, b: UpdateBody): Promise<Metric> {
      const o = await ownerFor(caller, b.user_id);
      const now = deps.now();
      return inTransaction(async (tx) => {
        if (!(await lockMetric(tx, o, b.metric_id))) throw notFound();
        await updateMetric(tx, o, b.metric_id, {
          name: b.name, unit: b.unit, target: b.target,
          description: b.description === undefined ? undefined : (b.description ?? ''),
        }, now);
        const values = b.values ?? [];
        await upsertValues(tx, b.metric_id, values.flatMap((v) => (v.value === null ? [] : [{ period: v.period, value: v.value }])), now);
        await deleteValues(tx, b.metric_id, values.filter((v) => v.value === null).map((v) => v.period));
        return one(tx, o, b.metric_id);
      });
    },

    /** Mails the metric to the owner's coach, in the tenant's brand (spec §7 metrics/share). */
    async share(caller: UserRow, b: ShareBody): Promise<string> {
      const o = await ownerFor(caller, b.user_id);
      const metric = await findMetric(db, o, b.metric_id);
      if (!metric) throw notFound();
      const limited = await deps.rateLimit.hit(`metric-share:user:${caller.id}`, SHARES_PER_HOUR, HOUR);
      if (!limited.allowed) throw tooMany(limited.retryAfterS);
      const [row] = await db.select({ owner: users }).from(users)
        .where(and(eq(users.tenantId, o.tenantId), eq(users.id, o.userId))).limit(1);
      const coachId = row?.owner.coachId;
      const [coach] = coachId
        ? await db.select({ email: users.email }).from(users).where(and(eq(users.tenantId, o.tenantId), eq(users.id, coachId))).limit(1)
        : [];
      if (!row || !coach) throw new HttpError(404, MESSAGES.noCoach);
      const brand = await brandOfTenant(deps, o.tenantId);
      await deps.mailer.send(metricShareMail(coach.email, row.owner, metric, brand, b.message ?? null));
      return MESSAGES.emailSent;
    },
  };
}
