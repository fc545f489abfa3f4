import type { FastifyInstance } from 'fastify';
import { CoachProfileBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { subjectFor } from './coach-policy.ts';
import { coachService } from './coach-service.ts';
import { keptReply } from '../../http/kept-replies.ts';

export async function coachRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const coaches = coachService(deps);

  app.post('/api/v1/clientportal/coach/profile/', { ...signedIn, config: keptReply() }, async (req, reply) => {
    const { user } = authOf(req);
    const body = parse(CoachProfileBody, req.body);
    const subjectId = await subjectFor(deps.db, user, body.user_id);
    return ok(reply, await coaches.coachOf(user.tenantId, subjectId));
  });
}
