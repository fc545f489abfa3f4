import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Email } from '@portal/contract';
import type { Deps } from '../../lib/deps.ts';
import { emails } from '../../db/schema/index.ts';
import { publishLive } from '../../lib/live-publish.ts';
import { mailboxCacheOf } from './mailbox-cache.ts';
import { MAILBOX_LIMIT, mailbox, oneMail, visibleTo } from './mail-repo.ts';

// Internal mail between a client and their coach (spec §3 Email). Each side deletes for itself.
// Reads go through the mailbox cache; every write here says whose mailbox it changed.
export function mailService(deps: Pick<Deps, 'db' | 'now' | 'changes'>) {
  const { db, now } = deps;
  const cache = mailboxCacheOf(deps);
  const list = (userId: number) => cache.get(userId, () => mailbox(db, userId));
  /** Every server forgets these mailboxes, then their owners' open apps hear of it (decision 017). */
  const changed = (userIds: number[]) => {
    cache.changed(userIds);
    publishLive(deps.changes, userIds, 'mail');
  };
  return {
    /** Unread = received, not read, not deleted: exactly the mails of the mailbox shown as unread. */
    async unreadCount(userId: number) {
      const mails = await list(userId);
      if (mails.length < MAILBOX_LIMIT) return mails.filter((m) => !m.read).length;
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(emails)
        .where(and(eq(emails.toUserId, userId), isNull(emails.readAt), isNull(emails.deletedByRecipientAt)));
      return row?.n ?? 0;
    },
    list,
    /** A mail was sent: both mailboxes changed. */
    sent(fromUserId: number, toUserId: number) { changed([fromUserId, toUserId]); },
    /** One mail the user still holds, as the list shows it; null when it is not theirs. */
    one: (userId: number, id: number): Promise<Email | null> => oneMail(db, userId, id, visibleTo(userId)),
    /** Marks an email the user received as read; null when it is not theirs to mark. */
    async markRead(userId: number, id: number) {
      const at = now();
      const updated = await db.update(emails).set({ readAt: sql`coalesce(${emails.readAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
        .where(and(eq(emails.id, id), eq(emails.toUserId, userId), isNull(emails.deletedByRecipientAt))).returning({ id: emails.id });
      if (!updated.length) return null;
      changed([userId]);
      return oneMail(db, userId, id);
    },
    /**
     * Deletes the given emails for this user only (the other side keeps theirs). All or nothing:
     * when one id is not a mail the user holds, nothing is deleted and the answer is false.
     */
    async remove(userId: number, ids: number[]): Promise<boolean> {
      const wanted = [...new Set(ids)];
      if (!wanted.length) return true;
      const removed = await db.transaction(async (tx) => {
        const held = await tx.select({ id: emails.id }).from(emails).where(and(inArray(emails.id, wanted), visibleTo(userId))).for('update');
        if (held.length !== wanted.length) return false;
        const at = now();
        await tx.update(emails).set({ deletedByRecipientAt: at }).where(and(inArray(emails.id, wanted), eq(emails.toUserId, userId)));
        await tx.update(emails).set({ deletedBySenderAt: at }).where(and(inArray(emails.id, wanted), eq(emails.fromUserId, userId)));
        return true;
      });
      if (removed) changed([userId]);
      return removed;
    },
  };
}
