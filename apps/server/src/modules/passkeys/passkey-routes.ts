import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdentityProof, PasskeyList, PasskeyOptionsBody, PasskeyRegisterBody, PasskeyRenameBody, PasskeySignInBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { tenantOf } from '../../http/client-info.ts';
import { invalid } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { newToken } from '../../lib/secrets.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { clientInfo } from '../auth/client-info.ts';
import { identityCheck } from '../auth/identity-check.ts';
import { verificationStore } from '../auth/verifications.ts';
import { CHALLENGE_TTL_MS, passkeyChallengeStore } from './passkey-challenges.ts';
import { passkeyService } from './passkey-service.ts';
import { passkeySignIn } from './passkey-sign-in.ts';
import { relyingPartyOf } from './relying-party.ts';

/**
 * The browser a passkey sign-in belongs to: the challenge is bound to this HttpOnly cookie, so only
 * the browser that asked can answer it (as `pas_signin` binds a code, decision 010). Same site only.
 */
const SIGN_IN_COOKIE = 'pas_passkey';
const SIGN_IN_PATH = '/api/auth/passkey';
const OPTIONS_BODY = 'Send an empty JSON object.';
/** Nothing a passkey route does changes a kept read (a sign-in forgets its own, sessions.ts). */
const keepsReads = { config: { reads: 'unchanged' as const } };

/** Issue 22: passkeys (docs/api.md "Passkeys"). Registered beside the sign-in routes, whose service makes the session. */
export function passkeyRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext, auth: AuthService) {
  const challenges = passkeyChallengeStore(deps);
  const passkeys = passkeyService(deps, challenges, identityCheck(deps, verificationStore(deps)));
  const signIn = passkeySignIn(deps, challenges, auth.otherProof);
  const rp = (req: FastifyRequest) => relyingPartyOf(req, deps.config);
  const cookie = { path: SIGN_IN_PATH, httpOnly: true, sameSite: 'strict', secure: deps.config.production } as const;

  app.post(`${SIGN_IN_PATH}/options`, async (req, reply) => {
    // No body at all (or a form's parts, which are not read into one) is refused too.
    if (typeof req.body !== 'object' || req.body === null) throw invalid({ _: [OPTIONS_BODY] }, OPTIONS_BODY);
    parse(PasskeyOptionsBody, req.body);
    // A browser asking again (autofill, then the button) keeps its binding; the new challenge replaces the old.
    const binding = req.cookies[SIGN_IN_COOKIE] ?? newToken();
    const asked = await signIn.options(tenantOf(req, deps.config), rp(req), binding, req.ip);
    reply.setCookie(SIGN_IN_COOKIE, binding, { ...cookie, maxAge: CHALLENGE_TTL_MS / 1000 });
    return ok(reply, asked);
  });

  app.post(`${SIGN_IN_PATH}/login`, async (req, reply) => {
    const b = parse(PasskeySignInBody, req.body);
    // The challenge is used up whatever the outcome: the cookie goes with it.
    reply.clearCookie(SIGN_IN_COOKIE, cookie);
    const user = await signIn.signIn(tenantOf(req, deps.config), rp(req), req.cookies[SIGN_IN_COOKIE] ?? null, b, clientInfo(req, b.browser, b.lookup), req.ip);
    return ok(reply, user);
  });

  app.get('/api/v1/me/passkeys', signedIn, async (req, reply) => {
    return ok(reply, PasskeyList.parse(await passkeys.list(authOf(req).user)));
  });

  app.post('/api/v1/me/passkeys/options', { ...signedIn, ...keepsReads }, async (req, reply) => {
    const { user, sessionId } = authOf(req);
    return ok(reply, await passkeys.registrationOptions(user, sessionId, rp(req)));
  });

  app.post('/api/v1/me/passkeys', { ...signedIn, ...keepsReads }, async (req, reply) => {
    const { user, sessionId } = authOf(req);
    const b = parse(PasskeyRegisterBody, req.body);
    return ok(reply, await passkeys.register(user, sessionId, rp(req), b), 201);
  });

  app.post<{ Params: { id: string } }>('/api/v1/me/passkeys/:id/rename', { ...signedIn, ...keepsReads }, async (req, reply) => {
    const id = pathId(req.params.id);
    const b = parse(PasskeyRenameBody, req.body);
    return ok(reply, await passkeys.rename(authOf(req).user, id, b.name));
  });

  app.post<{ Params: { id: string } }>('/api/v1/me/passkeys/:id/remove', { ...signedIn, ...keepsReads }, async (req, reply) => {
    const { user, sessionId } = authOf(req);
    const id = pathId(req.params.id);
    const proof = parse(IdentityProof, req.body);
    return ok(reply, await passkeys.remove(user, sessionId, id, proof));
  });
}
