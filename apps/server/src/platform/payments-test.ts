import { createHmac } from 'node:crypto';
import { safeEqual } from '../lib/secrets.ts';
import { WebhookSignatureError, type PaymentEvent, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';

// The built-in test provider (issue 3 §4): intents live in the portal's own payments table, client
// secrets and webhook signatures are HMACs under PAYMENT_WEBHOOK_SECRET. Cards are checked by
// modules/payments (4242… succeeds, 4000…0002 is declined).

export interface TestIntentStore { find(id: string): Promise<ProviderIntent | null> }

export const TEST_SIGNATURE_HEADER = 'x-test-signature';
const TOLERANCE_S = 300;
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the same scheme as Stripe's. */
export function signTestWebhook(secret: string, raw: string | Buffer, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${hmac(secret, `${t}.${raw.toString()}`)}`;
}

export function verifyTestSignature(secret: string, raw: Buffer, header: string | undefined, nowS = Date.now() / 1000) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=') as [string, string]));
  const t = Number(parts.t);
  if (!parts.v1 || !Number.isInteger(t) || Math.abs(nowS - t) > TOLERANCE_S) throw new WebhookSignatureError('Invalid signature');
  if (!safeEqual(parts.v1, hmac(secret, `${t}.${raw.toString()}`))) throw new WebhookSignatureError('Invalid signature');
}

export function testProvider(secret: string, store: TestIntentStore): PaymentProvider {
  const secretOf = (id: string) => `${id}_secret_${hmac(secret, `client-secret:${id}`).slice(0, 32)}`;
  return {
    name: 'test',
    publishableKey: null,
    async createIntent({ idempotencyKey }) {
      const id = `tpi_${hmac(secret, `intent:${idempotencyKey}`).slice(0, 24)}`;
      return { id, clientSecret: secretOf(id) };
    },
    async clientSecretOf(id) { return secretOf(id); },
    paymentIdOf(clientSecret) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      return /^tpi_[0-9a-f]{24}$/.test(id) && safeEqual(clientSecret, secretOf(id)) ? id : null;
    },
    retrieve: (id) => store.find(id),
    verifyWebhook(raw, headers): PaymentEvent {
      const header = headers[TEST_SIGNATURE_HEADER];
      verifyTestSignature(secret, raw, typeof header === 'string' ? header : undefined);
      let body: { id?: unknown; type?: unknown; data?: { object?: { id?: unknown; amount?: unknown; currency?: unknown; last_payment_error?: { message?: unknown } } } };
      try { body = JSON.parse(raw.toString('utf8')); } catch { throw new WebhookSignatureError('Invalid payload'); }
      const obj = body.data?.object;
      if (typeof body.id !== 'string' || typeof body.type !== 'string') throw new WebhookSignatureError('Invalid payload');
      return {
        id: body.id, type: body.type, paymentId: typeof obj?.id === 'string' ? obj.id : null,
        amount: typeof obj?.amount === 'number' ? obj.amount : null, currency: typeof obj?.currency === 'string' ? obj.currency : null,
        failureMessage: typeof obj?.last_payment_error?.message === 'string' ? obj.last_payment_error.message : null,
      };
    },
  };
}
