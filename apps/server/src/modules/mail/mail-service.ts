import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Email } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { mailbox, oneMail, visibleTo } from './mail-repo.ts';

// Internal mail between a client and their coach (spec §3 Email). Each side deletes for itself.
export function mailService(db: Db, now: () => Date) {
  return {
    async unreadCount(userId: number) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(emails)
        .where(and(eq(emails.toUserId, userId), isNull(emails.readAt), isNull(emails.deletedByRecipientAt)));
      return row?.n ?? 0;
    },
    list: (userId: number) => mailbox(db, userId),
    /** One mail the user still holds, as the list shows it; null when it is not theirs. */
    one: (userId: number, id: number): Promise<Email | null> => oneMail(db, userId, id, visibleTo(userId)),
    /** Marks an email the user received as read; null when it is not theirs to mark. */
    async markRead(userId: number, id: number) {
      const at = now();
      const updated = await db.update(emails).set({ readAt: sql`coalesce(${emails.readAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
        .where(and(eq(emails.id, id), eq(emails.toUserId, userId), isNull(emails.deletedByRecipientAt))).returning({ id: emails.id });
      return updated.length ? oneMail(db, userId, id) : null;
    },
    /**
     * Deletes the given emails for this user only (the other side keeps theirs). All or nothing:
     * when one id is not a mail the user holds, nothing is deleted and the answer is false.
     */
    async remove(userId: number, ids: number[]): Promise<boolean> {
      const wanted = [...new Set(ids)];
      if (!wanted.length) return true;
      return db.transaction(async (tx) => {
        const held = await tx.select({ id: emails.id }).from(emails).where(and(inArray(emails.id, wanted), visibleTo(userId))).for('update');
        if (held.length !== wanted.length) return false;
        const at = now();
        await tx.update(emails).set({ deletedByRecipientAt: at }).where(and(inArray(emails.id, wanted), eq(emails.toUserId, userId)));
        await tx.update(emails).set({ deletedBySenderAt: at }).where(and(inArray(emails.id, wanted), eq(emails.fromUserId, userId)));
        return true;
      });
    },
  };
}
