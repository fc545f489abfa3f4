import Stripe from 'stripe';
import { ProviderUnavailableError, WebhookSignatureError, type PaymentProvider } from './payment-provider.ts';

// Stripe PaymentIntents (DESIGN §7): the browser confirms with Stripe Elements; the portal trusts
// only the signed webhook (constructEvent on the raw body) and its own retrieve of the intent.

export function stripeProvider(secretKey: string, webhookSecret: string | undefined, publishableKey: string | null): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
  const call = async <T>(fn: () => Promise<T>) => {
    try { return await fn(); } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      throw new ProviderUnavailableError((err as Error).message);
    }
  };
  return {
    name: 'stripe',
    publishableKey,
    async createIntent({ amount, currency, idempotencyKey, metadata }) {
      const pi = await call(() => stripe.paymentIntents.create(
        { amount, currency, metadata, automatic_payment_methods: { enabled: true } }, { idempotencyKey }));
      if (!pi?.client_secret) throw new ProviderUnavailableError('No client secret');
      return { id: pi.id, clientSecret: pi.client_secret };
    },
    async clientSecretOf(id) {
      const pi = await call(() => stripe.paymentIntents.retrieve(id));
      if (!pi?.client_secret) throw new ProviderUnavailableError('No client secret');
      return pi.client_secret;
    },
    paymentIdOf(clientSecret) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      return /^pi_[A-Za-z0-9]+$/.test(id) ? id : null;
    },
    async retrieve(id) {
      const pi = await call(() => stripe.paymentIntents.retrieve(id));
      return pi ? { id: pi.id, status: pi.status, amount: pi.amount_received || pi.amount, currency: pi.currency, metadata: pi.metadata } : null;
    },
    verifyWebhook(raw, headers) {
      const sig = headers['stripe-signature'];
      if (!webhookSecret || typeof sig !== 'string') throw new WebhookSignatureError('Invalid signature');
      let event: Stripe.Event;
      try { event = stripe.webhooks.constructEvent(raw, sig, webhookSecret); } catch { throw new WebhookSignatureError('Invalid signature'); }
      const obj = event.data.object as Partial<Stripe.PaymentIntent>;
      const isIntent = obj.object === 'payment_intent';
      return {
        id: event.id, type: event.type, paymentId: isIntent && typeof obj.id === 'string' ? obj.id : null,
        amount: isIntent ? (obj.amount_received || obj.amount) ?? null : null, currency: isIntent ? obj.currency ?? null : null,
        failureMessage: obj.last_payment_error?.message ?? null,
      };
    },
  };
}
