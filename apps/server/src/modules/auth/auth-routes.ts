import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EndSessionsReply, GenerateOtpBody, LoginLinkBody, LoginOtpBody, LoginOtpFbsBody, PasswordCreateBody,
  PasswordResetBody, RecaptchaBody, StudentLoginBody, VerifyOtpBody,
} from '@portal/contract';
import { ROLE } from '../../db/schema/index.ts';
import { authOf } from '../../http/auth.ts';
import { tenantOf } from '../../http/client-info.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { findUserByEmail } from '../users/user-repo.ts';
import type { AuthService } from './auth-service.ts';
import { identityCheck } from './identity-check.ts';
import { clientInfo } from './client-info.ts';
import { verificationStore } from './verifications.ts';
import { keptReply } from '../../http/kept-replies.ts';

const DEVICE_COOKIE = 'pas_device';
/**
 * The sign-in attempt a code belongs to (issue 8, ASVS 6.6.2): only the browser that asked for the
 * code holds it, so nobody else can check, guess or burn that code. HttpOnly, same-site only.
 */
const ATTEMPT_COOKIE = 'pas_signin';
const ATTEMPT_TTL_S = 30 * 60;

export function authRoutes(app: FastifyInstance, { deps, sessions, signedIn }: ModuleContext, auth: AuthService) {
  const creds = (req: FastifyRequest, b: { email: string; password: string }) =>
    ({ tenantId: tenantOf(req, deps.config), email: b.email, password: b.password, ip: req.ip });
  const device = (req: FastifyRequest) => req.cookies[DEVICE_COOKIE] ?? null;
  const setDevice = (reply: FastifyReply, token: string) => reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth', httpOnly: true, sameSite: 'strict', secure: deps.config.production, maxAge: 30 * 86_400,
  });
  const attempt = (req: FastifyRequest) => req.cookies[ATTEMPT_COOKIE] ?? null;
  const attemptCookie = { path: '/api', httpOnly: true, sameSite: 'strict', secure: deps.config.production } as const;

  // spec §7: the client asks for the CSRF cookie before signing in. Our API authenticates with a
  // bearer header, which a cross-site form cannot send, so the cookie is issued for compatibility.
  app.get('/sanctum/csrf-cookie', async (_req, reply) => {
    reply.setCookie('XSRF-TOKEN', crypto.randomUUID(), { path: '/', sameSite: 'lax', secure: deps.config.production });
    return reply.code(204).send();
  });

  app.post('/api/auth/loginotp', async (req, reply) => {
    const body = parse(LoginOtpBody, req.body);
    const started = await auth.loginOtp(creds(req, body), device(req), attempt(req));
    if (started.attempt) reply.setCookie(ATTEMPT_COOKIE, started.attempt, { ...attemptCookie, maxAge: ATTEMPT_TTL_S });
    return ok(reply, started.reply);
  });

  app.post('/api/auth/studentlogin', async (req, reply) => {
    const b = parse(StudentLoginBody, req.body);
    const { reply: user, device: trusted } = await auth.studentLogin(
      { ...creds(req, b), userId: b.user_id, otp: b.otp, remember: b.remember_me ?? false },
      clientInfo(req, b.browser, b.lookup), device(req), attempt(req));
    if (trusted) setDevice(reply, trusted);
    reply.clearCookie(ATTEMPT_COOKIE, attemptCookie);
    return ok(reply, user);
  });

  app.post('/api/auth/generateOTP', async (req, reply) => {
    const b = parse(GenerateOtpBody, req.body);
    return ok(reply, await auth.resendCode(tenantOf(req, deps.config), b.email, b.user_id, req.ip, attempt(req)));
  });

  app.post('/api/v1/verifyOTP', async (req, reply) => {
    const b = parse(VerifyOtpBody, req.body);
    return ok(reply, await auth.verifyCode(tenantOf(req, deps.config), b.user_id, b.otp, req.ip, attempt(req)));
  });

  app.post('/api/auth/loginotpfbs', async (req, reply) => {
    const b = parse(LoginOtpFbsBody, req.body);
    return ok(reply, await auth.loginWithLink(tenantOf(req, deps.config), b.token, clientInfo(req, b.browser, b.lookup), req.ip));
  });

  app.post('/api/auth/verifyRecaptchaToken', async (req, reply) => {
    const b = parse(RecaptchaBody, req.body);
    return ok(reply, { success: await deps.captcha.verify(b.token, req.ip), enabled: deps.captcha.enabled });
  });

  app.post('/api/password/reset', async (req, reply) => {
    const b = parse(PasswordResetBody, req.body);
    return ok(reply, auth.requestPasswordReset(tenantOf(req, deps.config), b.email));
  });

  app.post('/api/password/create', async (req, reply) => {
    const b = parse(PasswordCreateBody, req.body);
    return ok(reply, await auth.createPassword(tenantOf(req, deps.config), b.token, b.email, b.password));
  });

  app.get('/api/auth/logout', signedIn, async (req, reply) => {
    await sessions.revoke(authOf(req).sessionId);
    return ok(reply, { logout: true as const });
  });

  app.get('/api/auth/sessions', { ...signedIn, config: keptReply() }, async (req, reply) => {
    const { user, sessionId } = authOf(req);
    return ok(reply, await sessions.list(user.id, sessionId));
  });

  app.post('/api/auth/sessions/end-others', signedIn, async (req, reply) => {
    const { user, sessionId } = authOf(req);
    return ok(reply, EndSessionsReply.parse({ ended: await sessions.revokeOthers(user.id, sessionId) }));
  });

  // DESIGN §7: end one of your own sessions (another device); someone else's session is a 404.
  app.post<{ Params: { id: string } }>('/api/auth/sessions/:id/end', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    if (!(await sessions.revokeOwn(user.id, pathId(req.params.id)))) throw notFound();
    return ok(reply, EndSessionsReply.parse({ ended: 1 }));
  });

  // Issue 22: a code that confirms it is the signed-in user, for a change that asks for it.
  const identity = identityCheck(deps, verificationStore(deps));
  app.post('/api/v1/me/confirm-code', { ...signedIn, config: { reads: 'unchanged' as const } }, async (req, reply) => {
    const { user, sessionId } = authOf(req);
    return ok(reply, await identity.mailCode(user, sessionId));
  });

  // A coach issues a sign-in link for one of their clients; an admin for anyone in the tenant.
  app.post('/api/auth/login-links', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    if (user.roleId !== ROLE.admin && user.roleId !== ROLE.coach) throw forbidden();
    const b = parse(LoginLinkBody, req.body);
    const target = await findUserByEmail(deps.db, user.tenantId, b.email);
    if (!target || (user.roleId === ROLE.coach && target.coachId !== user.id)) throw notFound();
    return ok(reply, await auth.issueLoginLink(target, true, user), 201);
  });
}
