import { and, desc, eq } from 'drizzle-orm';
import { decodeValue, type ErrorLogBody, type Ticket, type TicketBody } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { errorReports, tenants, tickets, users, type UserRow } from '../../db/schema/index.ts';
import { notFound, tooMany } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { errorReportMail, ticketMail } from './support-mail.ts';

const HOUR = 3_600_000;
const TICKETS_PER_HOUR = 10;
const REPORTS_PER_HOUR = 20;
const TICKET_LIST_LIMIT = 100;

/** A ticket as its client sees it (also the base of the coach's view, modules/coach-tickets). */
export const presentTicket = (r: typeof tickets.$inferSelect): Ticket => ({
  id: r.id, subject: r.subject, message: r.message, category: r.category, priority: r.priority,
  status: r.status, created_at: r.createdAt.toISOString(),
});

// spec §7 tickets and error logs, §8 "Render crash". The record is the durable part: a failed
// notification mail is logged, never turned into an error for a report that was stored.
export function supportService(deps: Deps, log: FastifyBaseLogger) {
  const { db, rateLimit, mailer } = deps;

  async function supportAddress(tenantId: number) {
    const [t] = await db.select({ email: tenants.supportEmail }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    if (!t) throw notFound();
    return t.email;
  }
  const notify = (mail: Parameters<typeof mailer.send>[0]) =>
    mailer.send(mail).catch((err) => log.error({ err }, 'support mail not sent'));

  return {
    async createTicket(user: UserRow, b: z.output<typeof TicketBody>): Promise<Ticket> {
      const limited = await rateLimit.hit(`ticket:user:${user.id}`, TICKETS_PER_HOUR, HOUR);
      if (!limited.allowed) throw tooMany(limited.retryAfterS);
      const to = await supportAddress(user.tenantId);
      const [row] = await db.insert(tickets).values({
        tenantId: user.tenantId, userId: user.id, subject: b.subject, message: b.message,
        category: b.category, priority: b.priority, createdAt: deps.now(),
      }).returning();
      const ticket = presentTicket(row!);
      await notify(ticketMail(to, user, ticket, await brandOfTenant(deps, user.tenantId)));
      return ticket;
    },

    async listTickets(user: UserRow): Promise<Ticket[]> {
      const rows = await db.select().from(tickets)
        .where(and(eq(tickets.tenantId, user.tenantId), eq(tickets.userId, user.id)))
        .orderBy(desc(tickets.createdAt), desc(tickets.id)).limit(TICKET_LIST_LIMIT);
      return rows.map(presentTicket);
    },

    /** Signed in: the token's user. Signed out: the encoded user_id, if it names a user of the tenant. */
    async reportError(tenantId: number, signedIn: UserRow | null, ip: string, b: ErrorLogBody) {
      const limited = await rateLimit.hit(`error-report:ip:${tenantId}:${ip}`, REPORTS_PER_HOUR, HOUR);
      if (!limited.allowed) throw tooMany(limited.retryAfterS);
      const to = await supportAddress(tenantId);
      const user = signedIn ?? (await claimedUser(tenantId, b.user_id));
      await db.insert(errorReports).values({
        tenantId, userId: user?.id ?? null, url: b.url, host: b.host, pathname: b.pathname,
        message: b.message, subject: b.subject, createdAt: deps.now(),
      });
      await notify(errorReportMail(to, user, Boolean(signedIn), b, await brandOfTenant(deps, tenantId)));
    },
  };

  async function claimedUser(tenantId: number, encoded: string | null | undefined): Promise<UserRow | null> {
    let id = NaN;
    try { id = encoded ? Number(decodeValue(encoded)) : NaN; } catch { /* spec §8: ignore what does not decode */ }
    if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1) return null;
    const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id))).limit(1);
    return row ?? null;
  }
}
