import type { FastifyInstance } from 'fastify';
import { AnalyticsBatchBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { analyticsService } from './analytics-service.ts';

// 200 entries of modest size fit easily; anything bigger is refused before it is parsed.
const BODY_LIMIT = 256 * 1024;

// spec §7 Analytics: sent every 5 s from every open lesson page — the hottest calls of the API.
export async function analyticsRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const analytics = analyticsService(deps);
  app.addHook('onClose', async () => { await analytics.drain(); });
  // The entries are read by no kept read (lib/reply-cache.ts): these writes leave the cache alone.
  const opts = { ...signedIn, bodyLimit: BODY_LIMIT, config: { reads: 'unchanged' as const } };

  app.post('/api/v1/training-analytics/', opts, async (req, reply) =>
    ok(reply, await analytics.training(authOf(req).user, parse(AnalyticsBatchBody, req.body))));

  app.post('/api/v1/flashcoaching', opts, async (req, reply) =>
    ok(reply, await analytics.flash(authOf(req).user, parse(AnalyticsBatchBody, req.body))));
}
