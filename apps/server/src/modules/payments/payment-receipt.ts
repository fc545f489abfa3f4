import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, userGroups, users } from '../../db/schema/index.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { receiptMail } from './receipt-mail.ts';
import { markSucceeded, type PaymentRow } from './user-group-repo.ts';

/**
 * Marks a payment succeeded and, the one time it does, queues the client's receipt in the same
 * transaction (issue 21, spec §4 student-paid): a webhook replayed, a confirm repeated or both
 * paths at once send one receipt. Call inside a transaction; wake the mailer after it commits.
 */
export async function succeedWithReceipt(deps: Deps, tx: Db, payment: PaymentRow, now: Date): Promise<boolean> {
  if (!(await markSucceeded(tx, payment, now))) return false;
  const [row] = await tx.select({ client: users, programme: groups.title }).from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId)).innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(and(eq(userGroups.id, payment.userGroupId), eq(userGroups.tenantId, payment.tenantId))).limit(1);
  if (!row) return true;
  const brand = await brandOfTenant(deps, payment.tenantId, tx);
  await deps.mailer.send(receiptMail(row.client, {
    programme: row.programme, amount: payment.amount, currency: payment.currency, paidAt: now, reference: payment.providerPaymentId,
  }, brand), tx);
  return true;
}
