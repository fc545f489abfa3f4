import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, users, verifications } from '../../db/schema/index.ts';
import type { SessionService } from '../auth/sessions.ts';

// Issue 12: a coach deactivates a client, an admin a coach or admin. Deactivated means out
// (docs/domain.md "Deactivation"): a deactivated user cannot sign in by password or link (auth-service),
// every session they hold ends at once (revoked, dropped from every server's token cache, their live
// event streams closed), and their calendar feed address is retired. `access_valid_after` moves to the
// moment of each change, so whatever was made before it (a session, a sign-in link, a feed address)
// opens nothing afterwards, even one made in a race with the change. Who may do it is the caller's
// policy; these only act, within the tenant.

/** Deactivates `userId` of `tenantId`; false when there is no such user. */
export async function deactivateUser(db: Db, sessions: Pick<SessionService, 'revokeAll'>, tenantId: number, userId: number, at: Date): Promise<boolean> {
  const changed = await db.update(users).set({ deactivatedAt: at, accessValidAfter: at, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId))).returning({ id: users.id });
  if (changed.length === 0) return false;
  // Sign-in links not yet used die now (they are also older than access_valid_after), and the feed
  // address stops answering and stays dead; after a reactivation the client makes a new one.
  await db.update(verifications).set({ usedAt: at })
    .where(and(eq(verifications.userId, userId), eq(verifications.purpose, 'login_link'), isNull(verifications.usedAt)));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await sessions.revokeAll(userId);
  return true;
}

/**
 * Lets a deactivated `userId` sign in again; false when there is no such deactivated user. Their old
 * sessions, links and feed address stay dead: only what is made from now on counts.
 */
export async function reactivateUser(db: Db, sessions: Pick<SessionService, 'refreshUser'>, tenantId: number, userId: number, at: Date): Promise<boolean> {
  const changed = await db.update(users).set({ deactivatedAt: null, accessValidAfter: at, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), isNotNull(users.deactivatedAt))).returning({ id: users.id });
  sessions.refreshUser(userId);
  return changed.length > 0;
}
