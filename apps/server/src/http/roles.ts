import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ROLE } from '../db/schema/index.ts';
import { requireAuth } from './auth.ts';
import { forbidden } from './errors.ts';
import type { SessionService } from '../modules/auth/sessions.ts';

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/**
 * onRequest hook for the coach and admin routes (issue 12): the caller is signed in (401 otherwise)
 * and holds one of `roles` (403 otherwise) — a client never reaches a coach or admin route. What a
 * coach may touch inside those routes (their own clients, groups, files) is still the service's
 * check, answered 404 like every other owner check.
 */
export function requireRole(sessions: SessionService, roles: readonly RoleId[]): onRequestHookHandler {
  const signedIn = requireAuth(sessions);
  return async function roleGate(req: FastifyRequest) {
    await signedIn(req);
    if (!roles.includes(req.auth!.user.roleId as RoleId)) throw forbidden();
  };
}

/** Coaches and the tenant's admins (an admin may do what a coach does, for any coach's clients). */
export const STAFF_ROLES: readonly RoleId[] = [ROLE.coach, ROLE.admin];
export const ADMIN_ROLES: readonly RoleId[] = [ROLE.admin];
