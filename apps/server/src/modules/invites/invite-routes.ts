import type { FastifyInstance } from 'fastify';
import { INVITE_MESSAGES, InviteAcceptBody, InviteClientBody, zInviteToken } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { tenantOf } from '../../http/client-info.ts';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { inviteService } from './invite-service.ts';

/** Issue 12: inviting a client (coach side) and the invitation link (signed out). */
export async function inviteRoutes(app: FastifyInstance, { deps, staff }: ModuleContext) {
  const invites = inviteService(deps);

  app.post('/api/v1/coach/clients/invite', staff, async (req, reply) => {
    const body = parse(InviteClientBody, req.body);
    return ok(reply, await invites.invite(authOf(req).user, body), 201);
  });

  app.post<{ Params: { id: string } }>('/api/v1/coach/clients/:id/invite', staff, async (req, reply) =>
    ok(reply, await invites.resend(authOf(req).user, pathId(req.params.id))));

  // Signed out: the link's token names the invitation; a malformed one is the same 404 as a dead one.
  app.get<{ Params: { token: string } }>('/api/v1/invites/:token', async (req, reply) => {
    const token = zInviteToken.safeParse(req.params.token);
    if (!token.success) throw new HttpError(404, INVITE_MESSAGES.invalidLink);
    return ok(reply, await invites.details(tenantOf(req, deps.config), token.data, req.ip));
  });

  app.post('/api/v1/invites/accept', async (req, reply) => {
    const body = parse(InviteAcceptBody, req.body);
    return ok(reply, await invites.accept(tenantOf(req, deps.config), body, req.ip));
  });
}
