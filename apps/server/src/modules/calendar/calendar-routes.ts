import type { FastifyInstance } from 'fastify';
import { CalendarFeedBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { notFound, tooMany } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import { requestTenant } from '../../http/request-tenant.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { feedEvents } from './feed-events.ts';
import { feedTokens } from './feed-tokens.ts';
import { writeCalendar } from './ics.ts';

/** Calendar apps poll every few minutes to hours; this is far above that and far below guessing. */
export const FEED_FETCHES_PER_IP = 120;
const WINDOW_MS = 10 * 60_000;

// Beyond the spec (issue 9, docs/decisions/011): one subscribable calendar feed per client.
export async function calendarRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const tokens = feedTokens(deps);
  const events = feedEvents(deps);

  app.get('/api/v1/clientportal/calendar/feed', signedIn, async (req, reply) =>
    ok(reply, await tokens.current(authOf(req).user)));

  app.post('/api/v1/clientportal/calendar/feed', signedIn, async (req, reply) => {
    parse(CalendarFeedBody, req.body ?? {});
    return ok(reply, await tokens.ensure(authOf(req).user));
  });

  app.post('/api/v1/clientportal/calendar/feed/reset', signedIn, async (req, reply) => {
    parse(CalendarFeedBody, req.body ?? {});
    return ok(reply, await tokens.reset(authOf(req).user));
  });

  // Public: calendar apps cannot sign in, so the address itself is the credential.
  app.get<{ Params: { file: string } }>('/calendar/:file', async (req, reply) => {
    const tenant = requestTenant(req, deps.config);
    const limited = await deps.rateLimit.hit(`calendar-feed:ip:${tenant.id}:${req.ip}`, FEED_FETCHES_PER_IP, WINDOW_MS);
    if (!limited.allowed) throw tooMany(limited.retryAfterS);
    const token = /^(.+)\.ics$/.exec(req.params.file)?.[1];
    const owner = token ? await tokens.ownerOf(token) : null;
    // A feed answers on its tenant's own address only (issue 23), as the address it was given.
    if (!owner || !tenant.admits(owner.tenantId)) throw notFound();
    const body = writeCalendar(await events.calendarOf(owner));
    return reply.headers({
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="calendar.ics"',
      // Personal data behind a secret address: no cache keeps it, so a reset takes effect at once.
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    }).send(body);
  });
}
