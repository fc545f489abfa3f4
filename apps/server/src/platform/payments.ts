import type { Config } from '../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeProvider } from './payments-stripe.ts';
import { dataDirSecret } from './data-dir-secret.ts';
import { testProvider, type TestIntentStore } from './payments-test.ts';

// Card payments (DESIGN §2 platform, §7): Stripe when STRIPE_SECRET_KEY is set, otherwise, in demo
// mode only, a built-in test provider that needs no network. Both speak in payment intents and signed webhook events.

// The modules' door to card payments: they take the provider's shape and errors from here.
export { ProviderUnavailableError, WebhookSignatureError, type PaymentEvent, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';

/** Where the test provider's random webhook secret is kept in DATA_DIR. */
export const TEST_WEBHOOK_SECRET_FILE = 'test-payments-webhook-secret';

export function paymentProvider(config: Config, testStore: TestIntentStore): PaymentProvider | null {
  if (config.stripe.secretKey) return stripeProvider(config.stripe.secretKey, config.stripe.webhookSecret, config.stripe.publishableKey);
  // Test cards only where an operator turned the demo on (issue 8: never by default, never in production).
  if (!config.demo) return null;
  return testProvider(config.paymentWebhookSecret ?? dataDirSecret(config.dataDir, TEST_WEBHOOK_SECRET_FILE), testStore);
}
