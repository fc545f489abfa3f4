import type { PaymentProviderName } from '@portal/contract';

// What every card provider offers the portal and the errors it throws: apart from payments.ts, which
// picks a provider, so that each provider can name these without importing its chooser.

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
