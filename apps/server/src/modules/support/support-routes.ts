import type { FastifyInstance } from 'fastify';
import { ErrorLogBody, MESSAGES, TicketBody } from '@portal/contract';
import { authOf, optionalAuth } from '../../http/auth.ts';
import { tenantOf } from '../../http/client-info.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { supportService } from './support-service.ts';

export async function supportRoutes(app: FastifyInstance, { deps, sessions, signedIn }: ModuleContext) {
  const support = supportService(deps, app.log);

  // spec §5: a ticket succeeds with 201.
  app.post('/api/v1/tickets', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    const body = parse(TicketBody, req.body);
    return ok(reply, await support.createTicket(user, body), 201);
  });

  app.get('/api/v1/tickets', signedIn, async (req, reply) => ok(reply, await support.listTickets(authOf(req).user)));

  // spec §8: the error screen reports with or without a live session, so the token is optional.
  app.post('/api/v1/users/error/logs/', async (req, reply) => {
    const auth = await optionalAuth(sessions, req);
    const body = parse(ErrorLogBody, req.body);
    const tenantId = auth?.user.tenantId ?? tenantOf(req, deps.config);
    await support.reportError(tenantId, auth?.user ?? null, req.ip, body);
    return ok(reply, { message: MESSAGES.errorReported }, 201);
  });
}
