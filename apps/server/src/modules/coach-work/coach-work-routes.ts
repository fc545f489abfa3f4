import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CoachCardBody, CoachCardUpdateBody, CoachCommitmentBody, CoachScheduleBody, TimelineQuery } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';
import { attachmentDisposition } from '../files/download-headers.ts';
import { DOCUMENT_MAX_BYTES, UPLOAD_MAX_FILES } from '@portal/contract';
import { readUploadForm } from '../files/upload-form.ts';
import { clientFilesService } from './client-files.ts';
import { clientFlashRoutes } from './client-flash-routes.ts';
import { clientPlanService } from './client-plan.ts';
import { clientScheduleService } from './client-schedule.ts';
import { TIMELINE_CSV_MAX, timelineCsv, timelineFileName, timelinePage, timelineRows } from './client-timeline.ts';

// Issue 12 "Schedule and work" and "Insight": what a coach sets for one client, and the client's
// activity (docs/api.md "Coach: a client's work"). Coaches and admins only (ctx.staff: a client gets
// 403); a coach acts for their own clients, an admin for any client of the tenant, 404 otherwise.
export async function coachWorkRoutes(app: FastifyInstance, { deps, staff, sessions }: ModuleContext) {
  const schedule = clientScheduleService(deps);
  const plan = clientPlanService(deps);
  const files = clientFilesService(deps, sessions);
  const C = '/api/v1/coach/clients/:id';
  type Ids = { Params: { id: string; entryId?: string; cardId?: string; commitmentId?: string; fileId?: string } };
  const ids = (req: FastifyRequest<Ids>) => ({
    client: pathId(req.params.id), entry: () => pathId(req.params.entryId), card: () => pathId(req.params.cardId),
    commitment: () => pathId(req.params.commitmentId), file: () => pathId(req.params.fileId),
  });
  const caller = (req: FastifyRequest) => authOf(req).user;

  app.get<Ids>(`${C}/schedule`, staff, async (req, reply) => ok(reply, await schedule.list(caller(req), ids(req).client)));
  app.post<Ids>(`${C}/schedule`, staff, async (req, reply) =>
    ok(reply, await schedule.create(caller(req), ids(req).client, parse(CoachScheduleBody, req.body)), 201));
  app.post<Ids>(`${C}/schedule/:entryId`, staff, async (req, reply) =>
    ok(reply, await schedule.update(caller(req), ids(req).client, ids(req).entry(), parse(CoachScheduleBody, req.body))));
  app.post<Ids>(`${C}/schedule/:entryId/delete`, staff, async (req, reply) =>
    ok(reply, await schedule.remove(caller(req), ids(req).client, ids(req).entry())));

  app.get<Ids>(`${C}/plan`, staff, async (req, reply) => ok(reply, await plan.plan(caller(req), ids(req).client)));
  app.post<Ids>(`${C}/cards`, staff, async (req, reply) =>
    ok(reply, await plan.addCard(caller(req), ids(req).client, parse(CoachCardBody, req.body)), 201));
  app.post<Ids>(`${C}/cards/:cardId`, staff, async (req, reply) =>
    ok(reply, await plan.updateCard(caller(req), ids(req).client, ids(req).card(), parse(CoachCardUpdateBody, req.body))));
  app.post<Ids>(`${C}/cards/:cardId/delete`, staff, async (req, reply) =>
    ok(reply, await plan.removeCard(caller(req), ids(req).client, ids(req).card())));
  app.post<Ids>(`${C}/commitments`, staff, async (req, reply) =>
    ok(reply, await plan.addCommitment(caller(req), ids(req).client, parse(CoachCommitmentBody, req.body)), 201));
  app.post<Ids>(`${C}/commitments/:commitmentId`, staff, async (req, reply) =>
    ok(reply, await plan.updateCommitment(caller(req), ids(req).client, ids(req).commitment(), parse(CoachCommitmentBody, req.body))));
  app.post<Ids>(`${C}/commitments/:commitmentId/delete`, staff, async (req, reply) =>
    ok(reply, await plan.removeCommitment(caller(req), ids(req).client, ids(req).commitment())));

  app.get<Ids>(`${C}/files`, staff, async (req, reply) => ok(reply, await files.list(caller(req), ids(req).client)));
  // multipart: files[] (one or more) and description, as the Resources upload
  app.post<Ids>(`${C}/files`, staff, async (req, reply) => {
    const client = await files.client(caller(req), ids(req).client);
    const form = await readUploadForm(req, { fileField: 'files[]', maxFileBytes: DOCUMENT_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES });
    return ok(reply, await files.send(caller(req), client, form), 201);
  });
  app.post<Ids>(`${C}/files/:fileId/delete`, staff, async (req, reply) =>
    ok(reply, await files.remove(caller(req), ids(req).client, ids(req).file())));

  app.get<Ids>(`${C}/timeline`, staff, async (req, reply) => {
    const { before } = parse(TimelineQuery, req.query);
    const client = await clientInScope(deps.db, clientScopeOf(caller(req)), ids(req).client);
    return ok(reply, await timelinePage(deps.db, client, before));
  });
  app.get<Ids>(`${C}/timeline.csv`, staff, async (req, reply) => {
    const client = await clientInScope(deps.db, clientScopeOf(caller(req)), ids(req).client);
    const csv = timelineCsv(await timelineRows(deps.db, client, undefined, TIMELINE_CSV_MAX));
    return reply.code(200).type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(timelineFileName(client.id, deps.now()))).send(csv);
  });

  await clientFlashRoutes(app, deps, staff);
}
