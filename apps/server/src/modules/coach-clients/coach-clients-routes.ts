import type { FastifyInstance } from 'fastify';
import { ClientListQuery, ClientProgrammesBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { attachmentDisposition } from '../files/download-headers.ts';
import { csvFileName } from './clients-csv.ts';
import { coachClientsService } from './coach-clients-service.ts';

// Issue 12: the coach's clients and a client's page (docs/api.md "Coach: clients"). Coaches and
// admins only (ctx.staff: a client gets 403); whose clients the service decides (404 otherwise).
export async function coachClientsRoutes(app: FastifyInstance, { deps, sessions, staff }: ModuleContext) {
  const clients = coachClientsService(deps, sessions, app.log);
  const idOf = (params: unknown) => pathId((params as { id?: unknown }).id);

  app.get('/api/v1/coach/clients', staff, async (req, reply) =>
    ok(reply, await clients.list(authOf(req).user, parse(ClientListQuery, req.query))));

  app.get('/api/v1/coach/clients.csv', staff, async (req, reply) => {
    const csv = await clients.csv(authOf(req).user, parse(ClientListQuery, req.query));
    return reply.code(200).type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(csvFileName(deps.now()))).send(csv);
  });

  app.get('/api/v1/coach/clients/:id', staff, async (req, reply) =>
    ok(reply, await clients.overview(authOf(req).user, idOf(req.params))));

  app.post('/api/v1/coach/clients/:id/programmes', staff, async (req, reply) =>
    ok(reply, await clients.setProgrammes(authOf(req).user, idOf(req.params), parse(ClientProgrammesBody, req.body))));

  app.post('/api/v1/coach/clients/:id/deactivate', staff, async (req, reply) =>
    ok(reply, await clients.deactivate(authOf(req).user, idOf(req.params))));

  app.post('/api/v1/coach/clients/:id/reactivate', staff, async (req, reply) =>
    ok(reply, await clients.reactivate(authOf(req).user, idOf(req.params))));
}
