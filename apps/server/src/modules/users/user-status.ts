import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { SessionService } from '../auth/sessions.ts';

// Issue 12: a coach deactivates a client, an admin a coach or admin. A deactivated user cannot sign
// in (auth-service) and every session they hold ends at once: revoked in the database, dropped from
// this server's token cache, and no longer resolved anywhere (sessions.resolve checks deactivated_at).
// Who may do it is the caller's policy; these only act, within the tenant.

/** Deactivates `userId` of `tenantId`; false when there is no such user. */
export async function deactivateUser(db: Db, sessions: Pick<SessionService, 'revokeAll'>, tenantId: number, userId: number, at: Date): Promise<boolean> {
  const changed = await db.update(users).set({ deactivatedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId))).returning({ id: users.id });
  if (changed.length === 0) return false;
  await sessions.revokeAll(userId);
  return true;
}

/** Lets `userId` sign in again (their old sessions stay ended); false when there is no such user. */
export async function reactivateUser(db: Db, sessions: Pick<SessionService, 'refreshUser'>, tenantId: number, userId: number, at: Date): Promise<boolean> {
  const changed = await db.update(users).set({ deactivatedAt: null, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId))).returning({ id: users.id });
  sessions.refreshUser(userId);
  return changed.length > 0;
}
