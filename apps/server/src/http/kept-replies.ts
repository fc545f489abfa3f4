import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { replyCacheOf, readerOf, type ReplyTicket } from '../lib/reply-cache.ts';

// Signed-in reads a page makes on load whose reply shows only the caller's own data, what the
// tenant's coaches and admins write, and the clock (docs/domain.md "Kept replies"; spec §7):
// a route opts in with `config: keptReply()`, and each server keeps its replies per caller and
// exact request (method, URL, body) for at most FRESH_MS, in the same reply cache as the group and
// lesson pages' GraphQL reads, so the same writes forget them (http/writes-forget-reads.ts).
// A reply is kept only when it is a 200, with its body and content type; routes that set headers of
// their own do not opt in (graphql-reply-cache.test.ts compares a kept reply's headers with the first's).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This read's reply may be kept per caller (see above). */
    keptReply?: boolean;
  }
}

/** Route config of a read whose reply may be kept per caller. */
export const keptReply = () => ({ keptReply: true as const });

/** Requests larger than the portal's own are read every time (and kept out of memory). */
const MAX_KEY_CHARS = 4_096;

function keyOf(req: FastifyRequest): string | null {
  const body = req.body === undefined || req.body === null ? '' : JSON.stringify(req.body);
  const key = `${req.auth!.user.id}\u0000${req.method}\u0000${req.url}\u0000${body}`;
  return key.length > MAX_KEY_CHARS ? null : key;
}

export function installKeptReplies(app: FastifyInstance, deps: Pick<Deps, 'changes' | 'now'>) {
  const cache = replyCacheOf(deps);
  const tickets = new WeakMap<FastifyRequest, ReplyTicket>();
  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config?.keptReply || !req.auth) return;
    const key = keyOf(req);
    if (key === null) return;
    const reader = readerOf(req.auth.user);
    const now = deps.now().getTime();
    const kept = cache.get(key, reader, now);
    if (kept !== undefined) return reply.type(kept.type).send(kept.body);
    tickets.set(req, cache.ticket(key, reader, now));
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const ticket = tickets.get(req);
    const type = reply.getHeader('content-type');
    if (ticket && reply.statusCode === 200 && typeof payload === 'string' && typeof type === 'string') cache.keep(ticket, { body: payload, type });
    return payload;
  });
}
