import type { FastifyInstance } from 'fastify';
import { ScheduleBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { subjectFor } from '../coach/coach-policy.ts';
import { scheduleService } from './schedule-service.ts';
import { keptReply } from '../../http/kept-replies.ts';

export async function scheduleRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const schedules = scheduleService(deps);

  // spec §7: `user_id` may name a client of the calling coach (or anyone, for an admin).
  app.post('/api/v1/clientportal/schedule/', { ...signedIn, config: keptReply() }, async (req, reply) => {
    const { user } = authOf(req);
    const body = parse(ScheduleBody, req.body);
    const subjectId = await subjectFor(deps.db, user, body.user_id);
    return ok(reply, await schedules.scheduleOf(user.tenantId, subjectId));
  });
}
