import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { academyService } from './academy-service.ts';
import { keptReply } from '../../http/kept-replies.ts';

// The business-academy catalogue behind /business-academy (spec §2; 403 without the flag, §6).
export async function academyRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const academy = academyService(deps.db);

  app.get('/api/v1/academy/courses', { ...signedIn, config: keptReply() }, async (req, reply) => ok(reply, await academy.courses(authOf(req).user)));

  app.get<{ Params: { id: string } }>('/api/v1/academy/courses/:id', signedIn, async (req, reply) =>
    ok(reply, await academy.course(authOf(req).user, pathId(req.params.id))));
}
