import type { FastifyRequest } from 'fastify';
import type { Authenticated, SessionService } from '../modules/auth/sessions.ts';
import { unauthenticated } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest { auth: Authenticated | null }
}

/** spec §7: the token comes as `Authorization: Bearer` or as `x-token`. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const x = req.headers['x-token'];
  return typeof x === 'string' && x ? x : null;
}

/**
 * The caller of a live token, or null: for routes open with or without a session. A session is
 * good only where its tenant is (issue 23): a token made on one tenant's host is no session on
 * another's, nor on the deployment's own address once its tenant has hosts (http/request-tenant.ts).
 */
export async function optionalAuth(sessions: SessionService, req: FastifyRequest): Promise<Authenticated | null> {
  const token = bearerToken(req);
  const auth = token ? await sessions.resolve(token) : null;
  return auth && req.tenant?.admits(auth.user.tenantId) !== false ? auth : null;
}

/** onRequest hook for protected routes: the user comes from the token, never from the body. */
export function requireAuth(sessions: SessionService) {
  return async (req: FastifyRequest) => {
    const auth = await optionalAuth(sessions, req);
    if (!auth) throw unauthenticated();
    req.auth = auth;
  };
}

export function authOf(req: FastifyRequest): Authenticated {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}
