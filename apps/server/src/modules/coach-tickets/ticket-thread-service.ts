import { eq } from 'drizzle-orm';
import type { CoachTicketQuery, MyTicket, TicketReplyResult, TicketStatus } from '@portal/contract';
import type { z } from 'zod';
import { tenants, users, type UserRow } from '../../db/schema/index.ts';
import { notFound, tooMany } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { presentTicket } from '../support/support-service.ts';
import { notifier } from '../notifications/notify.ts';
import { clientReplyMail, staffReplyMail } from './ticket-reply-mail.ts';
import { addReply, findOwnTicket, findStaffTicket, listOwnTickets, listStaffTickets, repliesOf, setTicketStatus } from './ticket-repo.ts';

const HOUR = 3_600_000;
/** Replies per person per hour: each one mails someone. */
const REPLIES_PER_HOUR = 60;
const MY_TICKETS_LIMIT = 100;

// Issue 12, docs/domain.md "Support tickets": open → (a staff reply) pending → closed by the coach;
// a client's reply opens the ticket again. Who may read or answer is decided in ticket-repo's scope.
export function ticketThreadService(deps: Deps) {
  const { db, rateLimit, mailer } = deps;

  async function limitReplies(user: UserRow) {
    const hit = await rateLimit.hit(`ticket-reply:user:${user.id}`, REPLIES_PER_HOUR, HOUR);
    if (!hit.allowed) throw tooMany(hit.retryAfterS);
  }
  async function staffTicket(caller: UserRow, id: number) {
    const found = await findStaffTicket(db, caller, id);
    if (!found) throw notFound();
    return found;
  }
  /** The client's coach, or the tenant's support address for a client without one. */
  async function coachAddress(client: UserRow): Promise<string | null> {
    if (client.coachId) {
      const [coach] = await db.select({ email: users.email }).from(users).where(eq(users.id, client.coachId)).limit(1);
      if (coach) return coach.email;
    }
    const [tenant] = await db.select({ email: tenants.supportEmail }).from(tenants).where(eq(tenants.id, client.tenantId)).limit(1);
    return tenant?.email ?? null;
  }

  return {
    list: (caller: UserRow, q: z.output<typeof CoachTicketQuery>) => listStaffTickets(db, caller, q.status, q.page),

    async thread(caller: UserRow, id: number) {
      const { summary } = await staffTicket(caller, id);
      return { ticket: summary, replies: (await repliesOf(db, caller.tenantId, [id])).get(id) ?? [] };
    },

    async staffReply(caller: UserRow, id: number, body: string): Promise<TicketReplyResult> {
      const { row, client } = await staffTicket(caller, id);
      await limitReplies(caller);
      const status = row.status === 'open' ? 'pending' : row.status;
      const brand = await brandOfTenant(deps, caller.tenantId);
      const notices = notifier(deps);
      // The reply and the client's notice (in the bell, and mailed as they chose) commit together.
      const reply = await addReply(db, row, caller, body, status, deps.now(), (tx) => notices.add(tx, {
        tenantId: caller.tenantId, userId: client.id, to: client.email, kind: 'ticket_answered',
        title: `${caller.firstName} ${caller.lastName} answered your ticket`, body: row.subject, url: '/help', brand,
        mail: staffReplyMail(client, caller, row.subject, body, brand.url, brand),
      }));
      notices.announce([client.id]);
      return { reply, status: status as TicketStatus };
    },

    async setStatus(caller: UserRow, id: number, status: TicketStatus) {
      const { row } = await staffTicket(caller, id);
      if (row.status !== status) await setTicketStatus(db, row.id, status);
      return { id: row.id, status };
    },

    /** The caller's own tickets, newest first, each with its replies. */
    async mine(user: UserRow): Promise<MyTicket[]> {
      const rows = await listOwnTickets(db, user, MY_TICKETS_LIMIT);
      const replies = await repliesOf(db, user.tenantId, rows.map((r) => r.id));
      return rows.map((r) => ({ ...presentTicket(r), replies: replies.get(r.id) ?? [] }));
    },

    async ownerReply(user: UserRow, id: number, body: string): Promise<TicketReplyResult> {
      const row = await findOwnTicket(db, user, id);
      if (!row) throw notFound();
      await limitReplies(user);
      const reply = await addReply(db, row, user, body, 'open', deps.now());
      const to = await coachAddress(user);
      const brand = await brandOfTenant(deps, user.tenantId);
      if (to) await mailer.send(clientReplyMail(to, user, row.id, row.subject, body, brand.url, brand));
      return { reply, status: 'open' };
    },
  };
}
