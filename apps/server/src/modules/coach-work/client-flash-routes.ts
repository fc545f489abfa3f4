import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FlashAccessBody, FlashAreaBody, FlashAssessmentBody, FlashLessonBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { Deps } from '../../lib/deps.ts';
import type { RouteGate } from '../../lib/module-context.ts';
import { clientFlashService } from './client-flash.ts';

// Issue 12 flash coaching for one client (docs/api.md "Coach: a client's flash coaching"). Staff only;
// a coach acts for their own clients, an admin for any client of the tenant, 404 otherwise.
export async function clientFlashRoutes(app: FastifyInstance, deps: Deps, staff: RouteGate) {
  const flash = clientFlashService(deps);
  const F = '/api/v1/coach/clients/:id/flash';
  type Ids = { Params: { id: string; assessmentId?: string; areaId?: string; lessonId?: string } };
  const who = (req: FastifyRequest<Ids>) => [authOf(req).user, pathId(req.params.id)] as const;

  app.get<Ids>(F, staff, async (req, reply) => ok(reply, await flash.list(...who(req))));
  app.post<Ids>(`${F}/assessments`, staff, async (req, reply) =>
    ok(reply, await flash.addAssessment(...who(req), parse(FlashAssessmentBody, req.body)), 201));
  app.post<Ids>(`${F}/assessments/:assessmentId/areas`, staff, async (req, reply) =>
    ok(reply, await flash.addArea(...who(req), pathId(req.params.assessmentId), parse(FlashAreaBody, req.body)), 201));
  app.post<Ids>(`${F}/areas/:areaId`, staff, async (req, reply) =>
    ok(reply, await flash.updateArea(...who(req), pathId(req.params.areaId), parse(FlashAreaBody, req.body))));
  app.post<Ids>(`${F}/areas/:areaId/delete`, staff, async (req, reply) =>
    ok(reply, await flash.removeArea(...who(req), pathId(req.params.areaId))));
  app.post<Ids>(`${F}/areas/:areaId/access`, staff, async (req, reply) =>
    ok(reply, await flash.setAccess(...who(req), pathId(req.params.areaId), parse(FlashAccessBody, req.body).open)));
  app.post<Ids>(`${F}/areas/:areaId/lessons`, staff, async (req, reply) =>
    ok(reply, await flash.addLesson(...who(req), pathId(req.params.areaId), parse(FlashLessonBody, req.body)), 201));
  app.post<Ids>(`${F}/lessons/:lessonId`, staff, async (req, reply) =>
    ok(reply, await flash.updateLesson(...who(req), pathId(req.params.lessonId), parse(FlashLessonBody, req.body))));
  app.post<Ids>(`${F}/lessons/:lessonId/delete`, staff, async (req, reply) =>
    ok(reply, await flash.removeLesson(...who(req), pathId(req.params.lessonId))));
}
