import { aliasedTable, and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Email } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { emails, users } from '../../db/schema/index.ts';

// Internal mail between a client and their coach (spec §3 Email). Each side deletes for itself.
const fromUser = aliasedTable(users, 'from_user');
const toUser = aliasedTable(users, 'to_user');

const visibleTo = (userId: number) => or(
  and(eq(emails.toUserId, userId), isNull(emails.deletedByRecipientAt)),
  and(eq(emails.fromUserId, userId), isNull(emails.deletedBySenderAt)),
);

type Row = { e: typeof emails.$inferSelect; from: { email: string; first: string; last: string }; to: { email: string; first: string; last: string } };

function present(r: Row, userId: number): Omit<Email, 'previous'> {
  return {
    id: String(r.e.id), parent: r.e.parentId ? String(r.e.parentId) : null, from: r.from.email, to: r.to.email,
    subject: r.e.subject, body: r.e.body,
    // Mail the user sent is read by definition; received mail is read once marked.
    read: r.e.fromUserId === userId || r.e.readAt !== null,
    attachments: r.e.attachments, created_at: r.e.createdAt.toISOString(), updated_at: r.e.updatedAt.toISOString(),
    fromuser: { first_name: r.from.first, last_name: r.from.last },
    touser: { first_name: r.to.first, last_name: r.to.last },
  };
}

export function mailService(db: Db, now: () => Date) {
  const select = () => db.select({
    e: emails,
    from: { email: fromUser.email, first: fromUser.firstName, last: fromUser.lastName },
    to: { email: toUser.email, first: toUser.firstName, last: toUser.lastName },
  }).from(emails).innerJoin(fromUser, eq(fromUser.id, emails.fromUserId)).innerJoin(toUser, eq(toUser.id, emails.toUserId));

  /** Rows with their `previous` email, loaded in one extra query for the whole page (no N+1). */
  async function withPrevious(rows: Row[], userId: number): Promise<Email[]> {
    const parentIds = [...new Set(rows.map((r) => r.e.parentId).filter((id): id is number => id !== null))];
    const parents = parentIds.length ? await select().where(inArray(emails.id, parentIds)) : [];
    const byId = new Map(parents.map((p) => [p.e.id, present(p, userId)]));
    return rows.map((r) => ({ ...present(r, userId), previous: r.e.parentId ? byId.get(r.e.parentId) ?? null : null }));
  }

  return {
    async unreadCount(userId: number) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(emails)
        .where(and(eq(emails.toUserId, userId), isNull(emails.readAt), isNull(emails.deletedByRecipientAt)));
      return row?.n ?? 0;
    },
    async list(userId: number) {
      const rows = await select().where(visibleTo(userId)).orderBy(desc(emails.createdAt), desc(emails.id)).limit(500);
      return withPrevious(rows, userId);
    },
    /** Marks an email the user received as read; null when it is not theirs to mark. */
    async markRead(userId: number, id: number) {
      const at = now();
      const updated = await db.update(emails).set({ readAt: sql`coalesce(${emails.readAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
        .where(and(eq(emails.id, id), eq(emails.toUserId, userId), isNull(emails.deletedByRecipientAt))).returning({ id: emails.id });
      if (!updated.length) return null;
      const rows = await select().where(eq(emails.id, id));
      return (await withPrevious(rows, userId))[0] ?? null;
    },
    /** Deletes the given emails for this user only (the other side keeps theirs); returns what remains. */
    async remove(userId: number, ids: number[]) {
      if (ids.length) {
        const at = now();
        await db.update(emails).set({ deletedByRecipientAt: at }).where(and(inArray(emails.id, ids), eq(emails.toUserId, userId)));
        await db.update(emails).set({ deletedBySenderAt: at }).where(and(inArray(emails.id, ids), eq(emails.fromUserId, userId)));
      }
      return this.list(userId);
    },
  };
}
