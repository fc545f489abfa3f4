import type { PaymentProviderName } from '@portal/contract';
import type { Config } from '../config.ts';
import { stripeProvider } from './payments-stripe.ts';
import { dataDirSecret } from './data-dir-secret.ts';
import { testProvider, type TestIntentStore } from './payments-test.ts';

// Card payments (DESIGN §2 platform, §7): Stripe when STRIPE_SECRET_KEY is set, otherwise, in demo
// mode only, a built-in test provider that needs no network. Both speak in payment intents and signed webhook events.

export interface ProviderIntent { id: string; status: string; amount: number; currency: string; metadata: Record<string, string> }

/** A provider event reduced to what the portal acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  paymentId: string | null;
  amount: number | null;
  currency: string | null;
  failureMessage: string | null;
}

export class WebhookSignatureError extends Error {}
export class ProviderUnavailableError extends Error {}

export interface PaymentProvider {
  name: PaymentProviderName;
  publishableKey: string | null;
  /** Same key, same intent: a retried create never makes a second one. */
  createIntent(input: { amount: number; currency: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  clientSecretOf(id: string): Promise<string>;
  /** The payment id a client secret belongs to, or null when it is not one of ours. */
  paymentIdOf(clientSecret: string): string | null;
  /** The provider's own view of an intent (never the client's word). */
  retrieve(id: string): Promise<ProviderIntent | null>;
  /** Checks the signature over the raw body; throws WebhookSignatureError. */
  verifyWebhook(raw: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** Where the test provider's random webhook secret is kept in DATA_DIR. */
export const TEST_WEBHOOK_SECRET_FILE = 'test-payments-webhook-secret';

export function paymentProvider(config: Config, testStore: TestIntentStore): PaymentProvider | null {
  if (config.stripe.secretKey) return stripeProvider(config.stripe.secretKey, config.stripe.webhookSecret, config.stripe.publishableKey);
  // Test cards only where an operator turned the demo on (issue 8: never by default, never in production).
  if (!config.demo) return null;
  return testProvider(config.paymentWebhookSecret ?? dataDirSecret(config.dataDir, TEST_WEBHOOK_SECRET_FILE), testStore);
}
