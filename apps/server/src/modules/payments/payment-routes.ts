import type { FastifyInstance } from 'fastify';
import { CreateIntentBody, StudentEmailBody, StudentPaidBody, TestConfirmBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { paymentService } from './payment-service.ts';
import { receiptService } from './receipt-service.ts';
import { webhookRoutes } from './webhook-routes.ts';

// spec §7 Payments: create-intent, studentpaid; the test provider's confirm; the webhooks.
export async function paymentRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const pay = paymentService(deps);

  app.post('/integrations/stripe/create-intent', signedIn, async (req, reply) =>
    ok(reply, await pay.createIntent(authOf(req).user, parse(CreateIntentBody, req.body).user_group_id)));

  app.post('/integrations/test-provider/confirm', signedIn, async (req, reply) =>
    ok(reply, await pay.confirmTestCard(authOf(req).user, parse(TestConfirmBody, req.body))));

  app.post('/api/v1/users/studentpaid/', signedIn, async (req, reply) =>
    ok(reply, await pay.studentPaid(authOf(req).user, parse(StudentPaidBody, req.body))));

  // spec §7: data.status 200 → 'Email sent successfully'; the reply's data is that text.
  const receipts = receiptService(deps);
  app.post('/api/v1/users/studentemail/', signedIn, async (req, reply) =>
    ok(reply, await receipts.emailReceipt(authOf(req).user, parse(StudentEmailBody, req.body).user_group_id)));

  await app.register(webhookRoutes(deps, pay.provider));
}
