import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS_PATH } from '@portal/contract';
import { authOf, bearerToken } from '../../http/auth.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { liveHub } from './live-hub.ts';

/**
 * GET /api/v1/events (docs/api.md "Live events", decision 017): a server-sent events stream of the
 * signed-in user's events, open until the app leaves, the session ends or the server stops.
 */
export async function eventsRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const hub = liveHub(ctx.deps.changes, async (token) => (await ctx.sessions.resolve(token)) !== null, app.log);
  // Before the listener closes: open streams would otherwise keep their connections busy for good.
  app.addHook('preClose', async () => hub.endAll());

  // No HEAD: a stream has no length to tell.
  app.get(LIVE_EVENTS_PATH, { ...ctx.signedIn, exposeHeadRoute: false }, async (req, reply) => {
    const out = hub.open(authOf(req), bearerToken(req)!);
    reply.raw.on('close', () => out.destroy());
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store, no-transform')
      // nginx and similar proxies: pass each event on at once instead of buffering the reply
      .header('x-accel-buffering', 'no')
      .send(out);
  });
}
