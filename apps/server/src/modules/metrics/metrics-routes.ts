import type { FastifyInstance } from 'fastify';
import { MetricListBody, MetricSaveBody, MetricShareBody, MetricUpdateBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { metricsService } from './metrics-service.ts';

// spec §7 "Metrics and sharing" (docs/api.md "Metrics").
export async function metricsRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const metrics = metricsService(deps);

  // The envelope of DESIGN §4 around the list's JSON as the database wrote it (metrics-repo listJson).
  app.post('/api/v1/clientportal/metrics/list/', signedIn, async (req, reply) => {
    const list = await metrics.listJson(authOf(req).user, parse(MetricListBody, req.body).user_id);
    return reply.code(200).type('application/json; charset=utf-8').send(`{"status":200,"data":${list}}`);
  });

  app.post('/api/v1/clientportal/metrics/save', signedIn, async (req, reply) =>
    ok(reply, await metrics.save(authOf(req).user, parse(MetricSaveBody, req.body))));

  app.post('/api/v1/clientportal/metrics/update', signedIn, async (req, reply) =>
    ok(reply, await metrics.update(authOf(req).user, parse(MetricUpdateBody, req.body))));

  // spec §7: the reply's data is a message; the page toasts it (§8 'Email sent successfully').
  app.post('/api/v1/coachingportal/metrics/share/', signedIn, async (req, reply) =>
    ok(reply, await metrics.share(authOf(req).user, parse(MetricShareBody, req.body))));
}
