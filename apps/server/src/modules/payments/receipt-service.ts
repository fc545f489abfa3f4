import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/contract';
import { payments, type UserRow } from '../../db/schema/index.ts';
import { HttpError, tooMany } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { receiptMail } from './receipt-mail.ts';
import { amountOf, payableUserGroup } from './user-group-repo.ts';

const RECEIPTS_PER_HOUR = 10;
const HOUR = 3_600_000;

/**
 * spec §7 users/studentemail (docs/api.md "Student email"): the caller's own receipt of a programme
 * they paid for, mailed to their own address. Another user's, or an unpaid one, is 404.
 */
export function receiptService(deps: Deps) {
  const { db } = deps;
  return {
    async emailReceipt(caller: UserRow, userGroupId: number): Promise<string> {
      const row = await payableUserGroup(db, caller, userGroupId);
      if (!row.ug.paidAt) throw new HttpError(404, 'This programme has no payment to send a receipt for.');
      const limited = await deps.rateLimit.hit(`receipt-mail:user:${caller.id}`, RECEIPTS_PER_HOUR, HOUR);
      if (!limited.allowed) throw tooMany(limited.retryAfterS);
      // The provider's record when the portal took the payment; the price it was sold at otherwise.
      const [paid] = await db.select().from(payments).where(and(eq(payments.userGroupId, row.ug.id), eq(payments.userId, caller.id),
        eq(payments.status, 'succeeded'))).orderBy(desc(payments.succeededAt)).limit(1);
      const brand = await brandOfTenant(deps, caller.tenantId);
      await deps.mailer.send(receiptMail(caller, {
        programme: row.groupTitle, amount: paid?.amount ?? amountOf(row), currency: paid?.currency ?? deps.tenants.currencyOf(caller.tenantId),
        paidAt: paid?.succeededAt ?? row.ug.paidAt, reference: paid?.providerPaymentId ?? row.ug.stripeId ?? `UG-${row.ug.id}`,
      }, brand));
      return MESSAGES.emailSent;
    },
  };
}
