import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import type { PaymentEvent } from '../../platform/payments.ts';
import { succeedWithReceipt } from './payment-receipt.ts';
import { findPayment } from './user-group-repo.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a provider event once (DESIGN §7): the event id is recorded in the same transaction as its
 * effect, so a replay is acknowledged and ignored, and a crash leaves neither behind.
 */
export async function applyPaymentEvent(deps: Deps, provider: string, event: PaymentEvent): Promise<EventOutcome> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (txx): Promise<EventOutcome> => {
    const tx = txx as unknown as Db;
    const fresh = await tx.insert(paymentEvents).values({ eventId: event.id, provider, type: event.type, receivedAt: now })
      .onConflictDoNothing().returning({ id: paymentEvents.eventId });
    if (!fresh.length) return 'duplicate';
    const payment = event.paymentId ? await findPayment(tx, event.paymentId) : null;
    if (!payment || payment.provider !== provider) return 'ignored';
    if (event.type === 'payment_intent.succeeded') {
      // The amount the provider took must be the amount the portal asked for.
      if (event.amount !== payment.amount || event.currency?.toLowerCase() !== payment.currency) return 'ignored';
      await succeedWithReceipt(deps, tx, payment, now);
      return 'applied';
    }
    if (event.type === 'payment_intent.payment_failed' && payment.status !== 'succeeded') {
      await tx.update(payments).set({ lastError: event.failureMessage ?? 'The payment failed.', updatedAt: now }).where(eq(payments.id, payment.id));
      return 'applied';
    }
    return 'ignored';
  });
  deps.mailer.wake();
  return outcome;
}
