import type { FastifyInstance } from 'fastify';
import { CoachTicketQuery, TicketReplyBody, TicketStatusBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { ticketThreadService } from './ticket-thread-service.ts';

type WithId = { Params: { id: string } };

/** Issue 12: support tickets answered by the coach, and the client's side of the same threads. */
export async function coachTicketRoutes(app: FastifyInstance, { deps, staff, signedIn }: ModuleContext) {
  const threads = ticketThreadService(deps);

  app.get('/api/v1/coach/tickets', staff, async (req, reply) =>
    ok(reply, await threads.list(authOf(req).user, parse(CoachTicketQuery, req.query))));

  app.get<WithId>('/api/v1/coach/tickets/:id', staff, async (req, reply) =>
    ok(reply, await threads.thread(authOf(req).user, pathId(req.params.id))));

  app.post<WithId>('/api/v1/coach/tickets/:id/reply', staff, async (req, reply) => {
    const id = pathId(req.params.id);
    const { body } = parse(TicketReplyBody, req.body);
    return ok(reply, await threads.staffReply(authOf(req).user, id, body), 201);
  });

  app.post<WithId>('/api/v1/coach/tickets/:id/status', staff, async (req, reply) => {
    const id = pathId(req.params.id);
    const { status } = parse(TicketStatusBody, req.body);
    return ok(reply, await threads.setStatus(authOf(req).user, id, status));
  });

  // The client's side: their own tickets only (anyone else's is a 404).
  app.get('/api/v1/tickets/mine', signedIn, async (req, reply) => ok(reply, await threads.mine(authOf(req).user)));

  app.post<WithId>('/api/v1/tickets/:id/reply', signedIn, async (req, reply) => {
    const id = pathId(req.params.id);
    const { body } = parse(TicketReplyBody, req.body);
    return ok(reply, await threads.ownerReply(authOf(req).user, id, body), 201);
  });
}
