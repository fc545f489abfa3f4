import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, TEST_CARDS, type CreateIntentReply, type StudentPaidReply } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { payments, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { ProviderUnavailableError, paymentProvider, type PaymentProvider } from '../../platform/payments.ts';
import { applyPaymentEvent } from './payment-events.ts';
import { succeedWithReceipt } from './payment-receipt.ts';
import { amountOf, findPayment, payableUserGroup } from './user-group-repo.ts';

const PAYMENTS_OFF = 'Card payments are not available.';
const unavailable = () => new HttpError(503, PAYMENTS_OFF);

/** Maps a provider outage to 502 instead of a bare 500. */
async function viaProvider<T>(fn: () => Promise<T>): Promise<T> {
  try { return await fn(); } catch (err) {
    if (err instanceof ProviderUnavailableError) throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
    throw err;
  }
}

function cardExpired(exp: string, now: Date) {
  const [mm, yy] = exp.split('/').map((s) => Number(s.trim()));
  const year = yy! < 100 ? 2000 + yy! : yy!;
  return new Date(Date.UTC(year, mm!, 1)).getTime() <= now.getTime(); // valid through the end of its month
}

// spec §4 Payment, §7 Payments; DESIGN §7.
export function paymentService(deps: Deps) {
  const { db } = deps;
  const provider: PaymentProvider | null = paymentProvider(deps.config, {
    async find(id) {
      const p = await findPayment(db, id);
      return p && p.provider === 'test' ? { id, status: p.status, amount: p.amount, currency: p.currency, metadata: {} } : null;
    },
  });
  const need = () => provider ?? (() => { throw unavailable(); })();

  return {
    provider,
    /** An intent for the caller's unpaid user group; the amount comes from the price, never the body. */
    async createIntent(caller: UserRow, userGroupId: number): Promise<CreateIntentReply> {
      const p = need();
      const row = await payableUserGroup(db, caller, userGroupId);
      if (row.ug.status !== 'unpaid') throw notFound();
      const amount = amountOf(row);
      if (!amount) throw invalid({ user_group_id: ['This programme has no price to pay.'] });
      // The tenant's currency (its admin's setting, issue 23); one Stripe account for the deployment, the payment tagged with its tenant.
      const currency = deps.tenants.currencyOf(caller.tenantId);
      const idempotencyKey = `ug${row.ug.id}-u${caller.id}-${amount}${currency}-${p.name}`;
      const [open] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
      let paymentId = open?.providerPaymentId;
      let clientSecret: string;
      if (paymentId) clientSecret = await viaProvider(() => p.clientSecretOf(paymentId!));
      else {
        const made = await viaProvider(() => p.createIntent({ amount, currency, idempotencyKey, metadata: { user_group_id: String(row.ug.id), user_id: String(caller.id), tenant_id: String(caller.tenantId) } }));
        await db.insert(payments).values({
          tenantId: caller.tenantId, userId: caller.id, userGroupId: row.ug.id, provider: p.name, providerPaymentId: made.id,
          idempotencyKey, amount, currency, createdAt: deps.now(), updatedAt: deps.now(),
        }).onConflictDoNothing();
        paymentId = made.id;
        clientSecret = made.clientSecret;
      }
      return { client_secret: clientSecret, payment_id: paymentId, provider: p.name, amount, currency, publishable_key: p.publishableKey };
    },

    /** The test provider's card form: 4242… pays, 4000…0002 is declined (402), others are refused. */
    async confirmTestCard(caller: UserRow, body: { client_secret: string; card_number: string; exp: string }) {
      const p = need();
      if (p.name !== 'test') throw notFound();
      const id = p.paymentIdOf(body.client_secret);
      const payment = id ? await findPayment(db, id) : null;
      if (!payment || payment.userId !== caller.id || payment.tenantId !== caller.tenantId) throw notFound();
      if (payment.status === 'succeeded') return { payment_id: payment.providerPaymentId, status: 'succeeded' as const };
      if (body.card_number !== TEST_CARDS.success && body.card_number !== TEST_CARDS.decline) throw invalid({ card_number: [PAYMENT_MESSAGES.useTestCard] }, PAYMENT_MESSAGES.useTestCard);
      if (cardExpired(body.exp, deps.now())) throw invalid({ exp: ['The card has expired.'] });
      if (body.card_number === TEST_CARDS.decline) {
        await db.update(payments).set({ lastError: PAYMENT_MESSAGES.declined, updatedAt: deps.now() }).where(eq(payments.id, payment.id));
        throw new HttpError(402, PAYMENT_MESSAGES.declined);
      }
      // The same internal event the webhook path applies; its id makes a repeated confirm a no-op.
      await applyPaymentEvent(deps, 'test', {
        id: `evt_confirm_${payment.providerPaymentId}`, type: 'payment_intent.succeeded', paymentId: payment.providerPaymentId,
        amount: payment.amount, currency: payment.currency, failureMessage: null,
      });
      return { payment_id: payment.providerPaymentId, status: 'succeeded' as const };
    },

    /**
     * spec §7 users/studentpaid: the body's `successful` is only the client's claim. The provider is
     * asked; a succeeded intent marks the user group paid once. Retrying returns the same answer.
     */
    async studentPaid(caller: UserRow, body: { user_group_id: number; payment_id?: string | undefined; client_secret?: string | undefined }): Promise<StudentPaidReply> {
      const p = need();
      const row = await payableUserGroup(db, caller, body.user_group_id);
      const paymentId = body.payment_id ?? (body.client_secret ? p.paymentIdOf(body.client_secret) : null);
      const [payment] = paymentId ? await db.select().from(payments).where(and(eq(payments.providerPaymentId, paymentId),
        eq(payments.userGroupId, row.ug.id), eq(payments.userId, caller.id), eq(payments.tenantId, caller.tenantId))).limit(1) : [];
      if (!payment) throw notFound();
      let paid = false;
      if (payment.status !== 'succeeded' || !row.ug.paidAt) {
        const intent = await viaProvider(() => p.retrieve(payment.providerPaymentId));
        paid = intent?.status === 'succeeded' && intent.amount === payment.amount && intent.currency.toLowerCase() === payment.currency;
        if (paid) {
          await db.transaction((tx) => succeedWithReceipt(deps, tx as unknown as Db, payment, deps.now()));
          deps.mailer.wake();
        }
      }
      // Read the user group again only when a success was just applied; otherwise `row` is current.
      const fresh = paid ? await payableUserGroup(db, caller, body.user_group_id) : row;
      const successful = fresh.ug.status === 'active' && fresh.ug.stripeId === payment.providerPaymentId && !!fresh.ug.paidAt;
      return {
        successful, user_group_id: fresh.ug.id, payment_id: payment.providerPaymentId, status: fresh.ug.status,
        paid_at: fresh.ug.paidAt?.toISOString() ?? null, ...(successful ? {} : { message: PAYMENT_MESSAGES.notPaid }),
      };
    },
  };
}
