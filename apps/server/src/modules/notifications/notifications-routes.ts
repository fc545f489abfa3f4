import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotificationPreferences, NotificationsQuery, NotificationsReadBody, UnsubscribeQuery } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import { requestTenant } from '../../http/request-tenant.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { handleDailyDigests } from './digest-handler.ts';
import { handleDueNotices } from './due-notices.ts';
import { planDigestsNowAndHourly } from './digest-sweep.ts';
import { handleMailFollowUps } from './notification-follow-up.ts';
import { UNSUBSCRIBE_API_PATH } from './notification-links.ts';
import { notificationsService } from './notifications-service.ts';
import { MAIL_GAP_MS } from './notify.ts';
import { handleWeeklyBehind } from './weekly-behind.ts';

// Issue 21 (docs/api.md "Notifications"): the bell's list and read marks, the caller's choices, and
// the one-click unsubscribe, which a mail program posts without anyone signed in (RFC 8058).

export async function notificationsRoutes(app: FastifyInstance, { deps, signedIn, dueWork }: ModuleContext) {
  const service = notificationsService(deps);
  handleMailFollowUps(deps, dueWork, MAIL_GAP_MS);
  handleDailyDigests(deps, dueWork);
  handleDueNotices(deps, dueWork);
  handleWeeklyBehind(deps, dueWork);
  planDigestsNowAndHourly(app, deps);
  const caller = (req: FastifyRequest) => authOf(req).user;
  // Reading the bell changes nothing that kept replies show.
  const quiet = { ...signedIn, config: { reads: 'unchanged' as const } };

  app.get('/api/v1/notifications', signedIn, async (req, reply) =>
    ok(reply, await service.list(caller(req), parse(NotificationsQuery, req.query).before)));
  app.post('/api/v1/notifications/read', quiet, async (req, reply) => {
    const body = parse(NotificationsReadBody, req.body);
    return ok(reply, await service.read(caller(req), 'all' in body ? 'all' : body.ids));
  });
  app.get('/api/v1/notifications/preferences', signedIn, async (req, reply) => ok(reply, await service.preferences(caller(req))));
  app.put('/api/v1/notifications/preferences', quiet, async (req, reply) =>
    ok(reply, await service.savePreferences(caller(req), parse(NotificationPreferences, req.body))));

  await app.register(async (scope) => {
    // RFC 8058: the mail program posts `List-Unsubscribe=One-Click` as a form; the token is in the address.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
    const token = (req: FastifyRequest) => parse(UnsubscribeQuery, req.query).token;
    // A link works on its tenant's own address only (issue 23), the one its mail gave.
    const admits = (req: FastifyRequest) => requestTenant(req, deps.config).admits;
    const config = { reads: 'unchanged' as const };
    scope.get(UNSUBSCRIBE_API_PATH, async (req, reply) => ok(reply, await service.unsubscribeTarget(token(req), admits(req))));
    scope.post(UNSUBSCRIBE_API_PATH, { config, bodyLimit: 1024 }, async (req, reply) => ok(reply, await service.unsubscribe(token(req), admits(req))));
  });
}
