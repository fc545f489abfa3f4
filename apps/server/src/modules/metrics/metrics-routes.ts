import type { FastifyInstance } from 'fastify';
import { MetricListBody, MetricSaveBody, MetricShareBody, MetricUpdateBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { checkedPost } from '../../http/checked-post.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { metricsService } from './metrics-service.ts';
import { keptReply } from '../../http/kept-replies.ts';

// spec §7 "Metrics and sharing" (docs/api.md "Metrics").
export async function metricsRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const metrics = metricsService(deps);

  // The envelope of DESIGN §4 around the list's JSON as the database wrote it (metrics-repo listJson).
  app.post('/api/v1/clientportal/metrics/list/', { ...signedIn, config: keptReply() }, async (req, reply) => {
    const list = await metrics.listJson(authOf(req).user, parse(MetricListBody, req.body).user_id);
    return reply.code(200).type('application/json; charset=utf-8').send(`{"status":200,"data":${list}}`);
  });

  const post = checkedPost(app, signedIn);
  post('/api/v1/clientportal/metrics/save', MetricSaveBody, metrics.save);
  post('/api/v1/clientportal/metrics/update', MetricUpdateBody, metrics.update);
  // spec §7: the reply's data is a message; the page toasts it (§8 'Email sent successfully').
  post('/api/v1/coachingportal/metrics/share/', MetricShareBody, metrics.share);
}
