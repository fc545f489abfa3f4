import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE, type Notification } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

// The bell's reads and writes (issue 21): a user's notifications newest first, pages of 30, the
// unread count, and marking read. Every query names the user: another's notification is never
// reached (its id simply matches nothing).

const present = (r: typeof notifications.$inferSelect): Notification => ({
  id: r.id, kind: r.kind, title: r.title, body: r.body, url: r.url,
  created_at: r.createdAt.toISOString(), read_at: r.readAt?.toISOString() ?? null,
});

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function pageOf(db: Db, userId: number, before: number | undefined): Promise<Notification[]> {
  const rows = await db.select().from(notifications)
    .where(and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id)).limit(NOTIFICATIONS_PAGE);
  return rows.map(present);
}

/** How many of `ids` are the user's (read or not). */
export async function ownedCount(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
  return row?.n ?? 0;
}

/** Marks these of the user's (or all of them) read; answers how many were unread and are not now. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | 'all', now: Date): Promise<number> {
  const rows = await db.update(notifications).set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.length;
}
