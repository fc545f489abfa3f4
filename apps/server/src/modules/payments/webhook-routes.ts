import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import type { Deps } from '../../lib/deps.ts';
import { WebhookSignatureError, type PaymentProvider } from '../../platform/payments.ts';
import { applyPaymentEvent } from './payment-events.ts';

/**
 * Provider webhooks (DESIGN §7). Encapsulated so that only here JSON stays a raw Buffer: the
 * signature is checked over the exact bytes received, before anything is parsed.
 */
export function webhookRoutes(deps: Deps, provider: PaymentProvider | null) {
  return async function webhooks(scope: FastifyInstance) {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

    const handle = (name: 'stripe' | 'test') => async (req: FastifyRequest, reply: Parameters<typeof ok>[0]) => {
      if (provider?.name !== name) throw notFound();
      if (!Buffer.isBuffer(req.body)) throw new HttpError(400, 'Invalid signature');
      let event;
      try { event = provider.verifyWebhook(req.body, req.headers); } catch (err) {
        if (err instanceof WebhookSignatureError) throw new HttpError(400, err.message);
        throw err;
      }
      const outcome = await applyPaymentEvent(deps, name, event);
      req.log.info({ event: event.id, type: event.type, outcome }, 'payment webhook');
      return ok(reply, { received: true, outcome });
    };

    // A payment changes a user group's status, which programme reads show (lib/reply-cache.ts).
    const config = { reads: 'anything' as const };
    scope.post('/integrations/stripe/webhook', { config }, handle('stripe'));
    scope.post('/integrations/test-provider/webhook', { config }, handle('test'));
  };
}
