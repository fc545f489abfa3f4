import type { onRequestHookHandler } from 'fastify';
import type { SessionService } from '../modules/auth/sessions.ts';
import type { DueWork } from '../platform/due-work.ts';
import type { Deps } from './deps.ts';

/** Route options of a protected route: who may call it, and how large a body it reads. */
export interface RouteGate { onRequest: onRequestHookHandler; bodyLimit: number }

/**
 * What a feature module's `register` receives. `signedIn` is the route option for any signed-in
 * caller; `staff` for coaches and admins (the /coach side) and `admin` for admins only (issue 12).
 */
export interface ModuleContext {
  deps: Deps;
  sessions: SessionService;
  signedIn: RouteGate;
  staff: RouteGate;
  admin: RouteGate;
  /** Work due later (decision 032): a module registers the handler of each kind it plans. */
  dueWork: DueWork;
}
