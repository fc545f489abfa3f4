import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { PROFILE_PHOTO_MAX_BYTES } from '@portal/contract';
import { ConfigError, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ADMIN_ROLES, requireRole, STAFF_ROLES } from './http/roles.ts';
import { requireAuth } from './http/auth.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installBodyDepthLimit } from './http/body-depth.ts';
import { errorSerializer, REDACT_PATHS, requestSerializer } from './http/log-redaction.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installKeptReplies } from './http/kept-replies.ts';
import { installWritesForgetReads } from './http/writes-forget-reads.ts';
import { installIdempotency } from './http/idempotency.ts';
import { backgroundTasks } from './lib/background.ts';
import type { Deps } from './lib/deps.ts';
import type { ModuleContext } from './lib/module-context.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { authService } from './modules/auth/auth-service.ts';
import { sessionService } from './modules/auth/sessions.ts';
import { verificationStore } from './modules/auth/verifications.ts';
import { registerModules } from './modules/index.ts';
import { passkeyRoutes } from './modules/passkeys/passkey-routes.ts';
import { captchaOff, recaptcha } from './platform/captcha.ts';
import { demoMailboxTransport, smtpTransport, type MailTransport } from './platform/mail-transport.ts';
import { outboxMailer } from './platform/mailer.ts';
import { dueWorkRunner, type DueWork } from './platform/due-work.ts';
import { memoryRateLimitStore, sharedRateLimitStore } from './platform/rate-limit.ts';
import { memoryChangeBus, redisChangeBus, type ChangeBus } from './platform/change-bus.ts';
import { sharedThemes, storagesFor } from './platform/storage-for.ts';
import { tenantDirectory } from './platform/tenant-directory.ts';
import { installRequestTenant } from './http/request-tenant.ts';

/** Bodies of signed-in routes; anonymous routes keep Fastify's 1 MiB. */
export const SIGNED_IN_BODY_LIMIT = 16 * 1024 * 1024;

export interface BuiltApp { app: FastifyInstance; deps: Deps; dueWork: DueWork; close(): Promise<void> }

/** Builds the whole HTTP app on an open database. main.ts and the tests build it the same way. */
export async function buildApp(config: Config, database: Database,
  overrides: { mailTransport?: MailTransport; now?: () => Date; changes?: ChangeBus } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : {
      level: config.logLevel, redact: REDACT_PATHS, serializers: { req: requestSerializer as never, err: errorSerializer as never },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const now = overrides.now ?? (() => new Date());
  // Decision 009: requests queue mail in the outbox; a worker delivers it, stopped with the app.
  const mailer = outboxMailer({
    db: database.db, now, log: app.log,
    transport: overrides.mailTransport ?? await mailTransportFor(config, database),
  });
  app.addHook('onClose', () => mailer.close());
  const stores = storagesFor(config);
  // (a test stands two apps on one memory bus, as two servers on one Redis)
  const changes = overrides.changes ?? (config.redisUrl ? await redisChangeBus(config.redisUrl, app.log) : memoryChangeBus());
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer,
    rateLimit: config.redisUrl ? await sharedRateLimitStore(config.redisUrl, app.log) : memoryRateLimitStore(),
    storage: stores.files,
    // Shared by every server in the bucket: theme.json and manifest.json are kept in memory and
    // forgotten on every server when one writes them (platform/storage-read-cache.ts).
    themes: sharedThemes(config, stores.themes, changes),
    captcha: config.recaptchaSecret ? recaptcha(config.recaptchaSecret) : captchaOff,
    changes,
    tenants: await tenantDirectory({ db: database.db, changes, publicUrl: config.publicUrl, currency: config.paymentCurrency, log: app.log }),
    now,
  };
  app.addHook('onClose', async () => deps.tenants.close());
  // Issue 23: the host picks the tenant, first of all (a disabled tenant's requests end here).
  installRequestTenant(app, deps.tenants, config);
  app.decorateRequest('auth', null);
  installErrorHandler(app);
  installBodyDepthLimit(app);
  installSecurityHeaders(app, config);
  installWritesForgetReads(app, deps);
  installKeptReplies(app, deps);
  installIdempotency(app, deps);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 10, fields: 20 } });

  const sessions = sessionService(deps);
  // Decision 032: every server claims the work that falls due (reminders), once across servers.
  const dueWork = dueWorkRunner({ db: database.db, now, log: app.log });
  app.addHook('onClose', () => dueWork.close());
  // Signed-in routes read bodies up to SIGNED_IN_BODY_LIMIT, so 10 MB of text gets a field message
  // (422) instead of a bare 413 (issue 9); the session is checked before any of the body is read.
  const ctx: ModuleContext = {
    deps,
    sessions,
    signedIn: { onRequest: requireAuth(sessions), bodyLimit: SIGNED_IN_BODY_LIMIT },
    staff: { onRequest: requireRole(sessions, STAFF_ROLES), bodyLimit: SIGNED_IN_BODY_LIMIT },
    admin: { onRequest: requireRole(sessions, ADMIN_ROLES), bodyLimit: SIGNED_IN_BODY_LIMIT },
    dueWork,
  };
  // Work started by a request and finished after its reply; the app waits for it when closing.
  const background = backgroundTasks(app.log);
  app.decorate('settle', background.settle);
  app.addHook('onClose', background.settle);
  const auth = authService(deps, sessions, verificationStore(deps), background);
  authRoutes(app, ctx, auth);
  // Issue 22: a passkey sign-in makes its session through the same service as the code path.
  passkeyRoutes(app, ctx, auth);
  await registerModules(app, ctx);
  dueWork.start();

  return {
    app,
    deps,
    dueWork,
    async close() {
      // Graceful stop (SIGTERM, docs/operations.md): the listener closes, requests under way finish,
      // and each keep-alive connection is closed as soon as it is idle (a request arriving on one
      // meanwhile gets Fastify's 503 with `Connection: close`), so the process exits once its last
      // reply is out instead of after the keep-alive timeout — with no per-request hook.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try { await app.close(); } finally { clearInterval(sweep); }
      await deps.rateLimit.close();
      await deps.changes.close();
    },
  };
}

/** SMTP when SMTP_URL is set; the demo mailbox only when the operator turned DEMO_MODE on (issue 8). */
async function mailTransportFor(config: Config, database: Database): Promise<MailTransport> {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
  if (config.demo) return demoMailboxTransport(database.db);
  throw new ConfigError('Invalid configuration:\n  SMTP_URL: required to send mail (or DEMO_MODE=true to keep every email in the demo mailbox at /dev/mail)');
}
