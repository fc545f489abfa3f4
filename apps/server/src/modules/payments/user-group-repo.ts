import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, payments, userGroups, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The caller's own user group, by its id, with its group's price; anyone else's is 404 (reveal nothing). */
export async function payableUserGroup(db: Db, caller: UserRow, id: number) {
  const [row] = await db.select({ ug: userGroups, groupPrice: groups.price, groupTitle: groups.title }).from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(and(eq(userGroups.tenantId, caller.tenantId), eq(userGroups.id, id), eq(userGroups.userId, caller.id))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Price in minor units (numeric "199.00" → 19900); the user group's own price wins over the group's. */
export function amountOf(row: { ug: { price: string | null }; groupPrice: string | null }): number {
  const price = Number(row.ug.price ?? row.groupPrice ?? 0);
  return Number.isFinite(price) && price > 0 ? Math.round(price * 100) : 0;
}

/**
 * The one place a payment becomes real: the payment is marked succeeded and its user group paid
 * (status active, paid_at, stripe_id) — each at most once, whichever path (webhook, test confirm,
 * studentpaid) gets here first. Call inside a transaction. True when this call made it succeed.
 */
export async function markSucceeded(tx: Db, p: PaymentRow, now: Date): Promise<boolean> {
  const flipped = await tx.update(payments).set({ status: 'succeeded', succeededAt: now, updatedAt: now, lastError: null })
    .where(and(eq(payments.id, p.id), ne(payments.status, 'succeeded'))).returning({ id: payments.id });
  await tx.update(userGroups).set({ status: 'active', paidAt: now, stripeId: p.providerPaymentId })
    .where(and(eq(userGroups.id, p.userGroupId), eq(userGroups.tenantId, p.tenantId), eq(userGroups.userId, p.userId), isNull(userGroups.paidAt)));
  return flipped.length > 0;
}

export async function findPayment(db: Db, providerPaymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).limit(1);
  return row ?? null;
}
