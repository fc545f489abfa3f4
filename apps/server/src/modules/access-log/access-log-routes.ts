import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { accessLogOf } from './access-log-repo.ts';

/** GET /api/v1/me/access-log: who acted for the caller (issue 22), shown beside their sessions. */
export async function accessLogRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  app.get('/api/v1/me/access-log', signedIn, async (req, reply) => ok(reply, await accessLogOf(deps.db, authOf(req).user)));
}
