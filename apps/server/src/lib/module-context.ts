import type { onRequestHookHandler } from 'fastify';
import type { SessionService } from '../modules/auth/sessions.ts';
import type { Deps } from './deps.ts';

/** What a feature module's `register` receives. `signedIn` is the route option for protected routes. */
export interface ModuleContext {
  deps: Deps;
  sessions: SessionService;
  signedIn: { onRequest: onRequestHookHandler; bodyLimit: number };
}
