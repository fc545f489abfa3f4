import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { replyCacheOf, readerOf } from '../lib/reply-cache.ts';

// Every write forgets the kept reads it may have changed (lib/reply-cache.ts), before its reply
// leaves: a signed-in caller's by who they are, an anonymous one only when its route says it may
// change anything (the payment webhooks) and it was accepted. A route that changes nothing kept says so and skips it
// (the analytics entries, sent every 5 s by every open lesson page). /gapi mutations forget in
// graphql/cached-reads.ts, which knows a query from a mutation.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a write route does to kept reads: 'unchanged' (nothing they show), 'anything' (even anonymous). */
    reads?: 'unchanged' | 'anything';
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads that spec §7 asks with POST: they change nothing, so they forget nothing. */
export const POST_READS = new Set([
  '/api/v1/actionsteps/access', '/api/v1/assessments/analysis/:id', '/api/v1/assessments/company/simple/',
  '/api/v1/clientportal/coach/profile/', '/api/v1/clientportal/metrics/list/', '/api/v1/clientportal/notes/',
  '/api/v1/clientportal/schedule/', '/api/v1/clientportal/team/members/', '/api/v1/clientportal/team/task/get/deadline/',
  '/api/v1/coachingportal/implementation/show/', '/api/v1/impcoaching/steps/', '/api/v1/tasks/client/',
  '/api/v1/coachingportal/commitment/download/', '/api/v1/impcoaching/task/download/', '/api/v1/companies/downloadfile/',
  '/download/mail', '/api/v1/users/error/logs/',
]);

export function installWritesForgetReads(app: FastifyInstance, deps: Pick<Deps, 'changes'>) {
  const cache = replyCacheOf(deps);
  app.addHook('onSend', async (req, reply, payload) => {
    const route = req.routeOptions.url;
    if (READ_METHODS.has(req.method) || route === '/gapi' || (route !== undefined && POST_READS.has(route))) return payload;
    const reads = req.routeOptions.config?.reads;
    // A refused webhook changed nothing (and anyone may send one).
    if (reads === 'anything') { if (reply.statusCode < 400) cache.wroteAnything(); }
    else if (reads !== 'unchanged' && req.auth) cache.wrote(readerOf(req.auth.user));
    return payload;
  });
}
