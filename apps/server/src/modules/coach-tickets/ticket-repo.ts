import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COACH_TICKETS_PER_PAGE, type CoachTicketSummary, type TicketFilter, type TicketReply } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { ROLE, ticketReplies, tickets, users, type UserRow } from '../../db/schema/index.ts';
import { presentTicket } from '../support/support-service.ts';

// Tickets as the staff side reads them (issue 12): a coach sees the tickets of their own clients,
// an admin every ticket of the tenant. Every query here carries that scope.

const replyCount = sql<number>`(select count(*)::int from ${ticketReplies} where ${ticketReplies.ticketId} = ${tickets.id})`;
const lastReplyAt = sql<Date | string | null>`(select max(${ticketReplies.createdAt}) from ${ticketReplies} where ${ticketReplies.ticketId} = ${tickets.id})`;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The tickets `caller` may answer: their clients' (a coach), the tenant's (an admin). */
export function staffScope(caller: UserRow): SQL {
  const tenant = eq(tickets.tenantId, caller.tenantId);
  return caller.roleId === ROLE.admin ? tenant : and(tenant, eq(users.coachId, caller.id))!;
}

const summaryColumns = { ticket: tickets, client: users, replyCount, lastReplyAt };
type SummaryRow = { ticket: typeof tickets.$inferSelect; client: UserRow; replyCount: number; lastReplyAt: Date | string | null };
const presentSummary = (r: SummaryRow): CoachTicketSummary => ({
  ...presentTicket(r.ticket),
  client: { id: r.client.id, first_name: r.client.firstName, last_name: r.client.lastName, email: r.client.email },
  reply_count: r.replyCount, last_reply_at: iso(r.lastReplyAt),
});

export async function listStaffTickets(db: Db, caller: UserRow, status: TicketFilter, page: number) {
  const where = and(staffScope(caller), status === 'all' ? undefined : eq(tickets.status, status));
  const [rows, [count]] = await Promise.all([
    db.select(summaryColumns).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id)).limit(COACH_TICKETS_PER_PAGE).offset((page - 1) * COACH_TICKETS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(where),
  ]);
  return { tickets: rows.map(presentSummary), page, per_page: COACH_TICKETS_PER_PAGE, total: count?.n ?? 0 };
}

/** One ticket within the caller's scope, or null (the caller's 404). */
export async function findStaffTicket(db: Db, caller: UserRow, id: number) {
  const [row] = await db.select(summaryColumns).from(tickets).innerJoin(users, eq(users.id, tickets.userId))
    .where(and(staffScope(caller), eq(tickets.id, id))).limit(1);
  return row ? { row: row.ticket, client: row.client, summary: presentSummary(row) } : null;
}

/** A ticket raised by `user` themselves, or null. */
export async function findOwnTicket(db: Db, user: UserRow, id: number) {
  const [row] = await db.select().from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.tenantId, user.tenantId), eq(tickets.userId, user.id))).limit(1);
  return row ?? null;
}

/** The tickets `user` raised, newest first. */
export function listOwnTickets(db: Db, user: UserRow, limit: number) {
  return db.select().from(tickets).where(and(eq(tickets.tenantId, user.tenantId), eq(tickets.userId, user.id)))
    .orderBy(desc(tickets.createdAt), desc(tickets.id)).limit(limit);
}

const presentReply = (r: { reply: typeof ticketReplies.$inferSelect; author: UserRow }): TicketReply => ({
  id: r.reply.id, body: r.reply.body, created_at: r.reply.createdAt.toISOString(),
  author_name: `${r.author.firstName} ${r.author.lastName}`, from_staff: r.author.roleId !== ROLE.client,
});

/** The replies of these tickets (of one tenant), oldest first, by ticket id. */
export async function repliesOf(db: Db, tenantId: number, ticketIds: number[]): Promise<Map<number, TicketReply[]>> {
  const byTicket = new Map<number, TicketReply[]>(ticketIds.map((id) => [id, []]));
  if (!ticketIds.length) return byTicket;
  const rows = await db.select({ reply: ticketReplies, author: users }).from(ticketReplies)
    .innerJoin(users, eq(users.id, ticketReplies.authorId))
    .where(and(eq(ticketReplies.tenantId, tenantId), inArray(ticketReplies.ticketId, ticketIds)))
    .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id));
  for (const r of rows) byTicket.get(r.reply.ticketId)?.push(presentReply(r));
  return byTicket;
}

/** Adds `author`'s reply and moves the ticket to `status` in one transaction, with `after` (its notice). */
export async function addReply(db: Db, ticket: typeof tickets.$inferSelect, author: UserRow, body: string, status: string, at: Date,
  after?: (tx: Db) => Promise<void>) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [reply] = await tx.insert(ticketReplies)
      .values({ tenantId: ticket.tenantId, ticketId: ticket.id, authorId: author.id, body, createdAt: at }).returning();
    if (status !== ticket.status) await tx.update(tickets).set({ status }).where(eq(tickets.id, ticket.id));
    await after?.(tx);
    return presentReply({ reply: reply!, author });
  });
}

export async function setTicketStatus(db: Db, ticketId: number, status: string) {
  await db.update(tickets).set({ status }).where(eq(tickets.id, ticketId));
}
