import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ExportStartBody } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { authOf } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { STAFF_ROLES, type RoleId } from '../../http/roles.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';
import { exportBuilder, exportRemover } from './export-build.ts';
import { DATA_EXPORT, DATA_EXPORT_EXPIRY, type ExportParties } from './export-repo.ts';
import { exportService } from './export-service.ts';

// Issue 22 "Download my data" (docs/api.md "Your data"): the client's own export, and the same made
// by their coach or an admin for a client. Built by due work; the reads poll it.

type Id = { Params: { id: string } };
type Ids = { Params: { id: string; exportId: string } };
const ME = '/api/v1/me/export';
const COACH = '/api/v1/coach/clients/:id/export';

export async function exportRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { deps, signedIn, staff, sessions, dueWork } = ctx;
  dueWork.handle(DATA_EXPORT, exportBuilder(deps, app.log), { long: true });
  dueWork.handle(DATA_EXPORT_EXPIRY, exportRemover(deps));
  const service = exportService(ctx, (p, id) => (p.asker.id === p.client.id
    ? `${ME}/${id}` : `/api/v1/coach/clients/${p.client.id}/export/${id}`));
  /** Nothing a kept read shows changes when an export starts. */
  const write = { config: { reads: 'unchanged' as const } };
  const session = (req: FastifyRequest) => authOf(req).sessionId;

  // The client's own.
  const self = (req: FastifyRequest): ExportParties => ({ asker: authOf(req).user, client: authOf(req).user });
  app.post(ME, { ...signedIn, ...write }, async (req, reply) => {
    parse(ExportStartBody, req.body ?? {});
    return ok(reply, await service.start(self(req)), 202);
  });
  app.get(ME, signedIn, async (req, reply) => ok(reply, await service.latest(self(req), reply, session(req))));
  app.get<Id>(`${ME}/:id`, signedIn, async (req, reply) =>
    ok(reply, await service.get(self(req), pathId(req.params.id), reply, session(req))));
  app.get<Id>(`${ME}/:id/download`, async (req, reply: FastifyReply) => {
    const id = pathId(req.params.id);
    const user = await service.downloader(req, id, sessions);
    return service.download({ asker: user, client: user }, id, reply);
  });

  // A coach's (their own clients) or an admin's (any client of the tenant), recorded for the client.
  const forClient = async (asker: UserRow, clientId: string): Promise<ExportParties> =>
    ({ asker, client: await clientInScope(deps.db, clientScopeOf(asker), pathId(clientId)) });
  app.post<Id>(COACH, { ...staff, ...write }, async (req, reply) => {
    parse(ExportStartBody, req.body ?? {});
    return ok(reply, await service.start(await forClient(authOf(req).user, req.params.id)), 202);
  });
  app.get<Id>(COACH, staff, async (req, reply) =>
    ok(reply, await service.latest(await forClient(authOf(req).user, req.params.id), reply, session(req))));
  app.get<Ids>(`${COACH}/:exportId`, staff, async (req, reply) =>
    ok(reply, await service.get(await forClient(authOf(req).user, req.params.id), pathId(req.params.exportId), reply, session(req))));
  app.get<Ids>(`${COACH}/:exportId/download`, async (req, reply: FastifyReply) => {
    const id = pathId(req.params.exportId);
    const user = await service.downloader(req, id, sessions);
    if (!STAFF_ROLES.includes(user.roleId as RoleId)) throw forbidden();
    return service.download(await forClient(user, req.params.id), id, reply);
  });
}
