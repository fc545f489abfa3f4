import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountDeleteBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { identityCheck } from '../auth/identity-check.ts';
import { verificationStore } from '../auth/verifications.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';
import { deletionService } from './deletion-service.ts';
import { handleAccountErase } from './erase-handler.ts';

// Issue 22 (docs/api.md "Account deletion"): the client asks for their account's deletion, sees the
// day and calls it off; an admin does the same for a client of their tenant on the client's request.

export async function accountDeletionRoutes(app: FastifyInstance, { deps, sessions, signedIn, admin, dueWork }: ModuleContext) {
  const service = deletionService(deps, sessions, identityCheck(deps, verificationStore(deps)));
  handleAccountErase(deps, dueWork);
  const caller = (req: FastifyRequest) => authOf(req).user;
  const client = async (req: FastifyRequest) =>
    clientInScope(deps.db, clientScopeOf(caller(req)), pathId((req.params as { id?: unknown }).id));

  app.get('/api/v1/me/delete', signedIn, async (req, reply) => ok(reply, await service.state(caller(req))));
  app.post('/api/v1/me/delete', signedIn, async (req, reply) =>
    ok(reply, await service.request(caller(req), authOf(req).sessionId, parse(AccountDeleteBody, req.body))));
  app.post('/api/v1/me/delete/cancel', signedIn, async (req, reply) => ok(reply, await service.cancel(caller(req))));

  app.get('/api/v1/coach/clients/:id/delete', admin, async (req, reply) => ok(reply, await service.state(await client(req))));
  app.post('/api/v1/coach/clients/:id/delete', admin, async (req, reply) => ok(reply, await service.requestFor(await client(req))));
  app.post('/api/v1/coach/clients/:id/delete/cancel', admin, async (req, reply) => ok(reply, await service.cancel(await client(req))));
}
