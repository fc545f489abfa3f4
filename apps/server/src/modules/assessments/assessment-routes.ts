import type { FastifyInstance } from 'fastify';
import { AssessmentListBody, CheckedItemBody, ImplementationShowBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { assessmentService } from './assessment-service.ts';
import { implementationService } from './implementation-service.ts';
import { keptReply } from '../../http/kept-replies.ts';

// spec §7 Assessments and implementation; the checked-item routes are ours (spec §4 Lessons).
export async function assessmentRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const assessments = assessmentService(deps);
  const plans = implementationService(deps, assessments);
  type IdParams = { Params: { id: string } };

  app.post('/api/v1/assessments/company/simple/', { ...signedIn, config: keptReply() }, async (req, reply) => {
    const body = parse(AssessmentListBody, req.body);
    return ok(reply, await assessments.list(authOf(req).user, body.user_id));
  });

  app.post<IdParams>('/api/v1/assessments/analysis/:id', signedIn, async (req, reply) =>
    ok(reply, await assessments.analysis(authOf(req).user, pathId(req.params.id))));

  app.get<IdParams>('/api/v1/priorities/implementation/:id', signedIn, async (req, reply) =>
    ok(reply, await assessments.priorities(authOf(req).user, pathId(req.params.id))));

  app.get('/api/v1/currencies', signedIn, async (_req, reply) => ok(reply, await assessments.currencies()));

  // spec §7: "response carries implementation and data" — `{status, implementation, data}`.
  app.post('/api/v1/coachingportal/implementation/show/', signedIn, async (req, reply) => {
    const body = parse(ImplementationShowBody, req.body);
    const { implementation, data } = await plans.show(authOf(req).user, body.assessment_id);
    return reply.code(200).send({ status: 200, implementation, data });
  });

  app.post('/api/v1/coachingportal/implementation/checked/add/', signedIn, async (req, reply) =>
    ok(reply, await plans.addItem(authOf(req).user, parse(CheckedItemBody, req.body))));

  app.post('/api/v1/coachingportal/implementation/checked/remove/', signedIn, async (req, reply) =>
    ok(reply, await plans.removeItem(authOf(req).user, parse(CheckedItemBody, req.body))));
}
