import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { Deps } from '../lib/deps.ts';
import { replyCacheOf, readerOf, type ReplyTicket } from '../lib/reply-cache.ts';

// Serves the programme reads of /gapi from the read cache (lib/reply-cache.ts) and forgets what a
// mutation may have changed once it has run. Only documents whose every root field is one of
// KEPT_FIELDS are kept. Another user's mail changes a mailbox, so the mailbox cache
// (modules/mail/mailbox-cache.ts) forgets its owner's kept replies whenever it changes.

const KEPT_FIELDS = new Set([
  'member', 'group', 'usergroup', 'userlesson', 'analyticsSearch', 'lessonMeetingSearch', 'emails', 'unreademails', '__typename',
]);
/** Requests larger than the portal's own queries are read every time (and kept out of memory). */
const MAX_QUERY_CHARS = 4_096;
const MAX_VARIABLES_CHARS = 1_024;
const JSON_TYPE = 'application/json; charset=utf-8';

interface GraphqlBody { query?: unknown; variables?: unknown; operationName?: unknown }

function keyOf(req: FastifyRequest): string | null {
  const body = req.body as GraphqlBody | null;
  if (!req.auth || typeof body?.query !== 'string' || body.query.length > MAX_QUERY_CHARS) return null;
  const variables = JSON.stringify(body.variables ?? null);
  if (variables.length > MAX_VARIABLES_CHARS) return null;
  const operation = typeof body.operationName === 'string' ? body.operationName : '';
  return `${req.auth.user.id}\u0000${operation}\u0000${variables}\u0000${body.query}`;
}

function operationOf(document: DocumentNode, req: FastifyRequest) {
  const name = (req.body as GraphqlBody | null)?.operationName;
  return getOperationAST(document, typeof name === 'string' ? name : undefined);
}

/** Only reads whose every root field is a kept one. */
function isKeptRead(op: ReturnType<typeof operationOf>): boolean {
  return op?.operation === 'query'
    && op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && KEPT_FIELDS.has(s.name.value));
}

/** Fastify hooks of the /gapi scope: answer from the cache, keep what may be kept. */
export function serveCachedReads(scope: FastifyInstance, deps: Deps) {
  const cache = replyCacheOf(deps);
  const tickets = new WeakMap<FastifyRequest, ReplyTicket>();
  scope.addHook('preHandler', async (req, reply) => {
    const key = keyOf(req);
    if (key === null) return;
    const reader = readerOf(req.auth!.user);
    const now = deps.now().getTime();
    const kept = cache.get(key, reader, now);
    if (kept !== undefined) return reply.type(kept.type).send(kept.body);
    tickets.set(req, cache.ticket(key, reader, now));
  });
  scope.addHook('onSend', async (req, reply, payload) => {
    const ticket = tickets.get(req);
    if (ticket && reply.statusCode === 200 && typeof payload === 'string') cache.keep(ticket, { body: payload, type: JSON_TYPE });
    return payload;
  });
  const mutations = new WeakSet<FastifyRequest>();
  return {
    /** Mercurius preExecution: may this document's reply be kept; is it a write? */
    preExecution(document: DocumentNode, context: MercuriusContext) {
      const req = context.reply.request;
      const op = operationOf(document, req);
      if (op?.operation === 'mutation') mutations.add(req);
      if (!isKeptRead(op)) tickets.delete(req);
    },
    /** Mercurius onResolution: a reply with errors is not kept; a mutation (even a failed one) forgets. */
    onResolution(hasErrors: boolean, context: MercuriusContext) {
      const req = context.reply.request;
      if (hasErrors) tickets.delete(req);
      if (mutations.has(req) && req.auth) cache.wrote(readerOf(req.auth.user));
    },
  };
}
