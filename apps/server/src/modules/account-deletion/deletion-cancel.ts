import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dueWork, users, type UserRow } from '../../db/schema/index.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { coachToldOfKeepingMail, deletionKeptMail } from './deletion-mails.ts';

// Calling an account's deletion off (issue 22): by the client on /profile, by an admin, or by the
// client signing in during the grace (auth calls this on every sign-in of their own). Clears
// users.delete_after and the waiting erasure in one transaction; the client and their coach are told.

export const ACCOUNT_ERASE = 'account_erase';
export const eraseKey = (userId: number) => String(userId);

/** The client's coach, while active: told of the deletion and of its cancelling. */
export async function coachOf(db: Db, user: UserRow): Promise<UserRow | null> {
  if (!user.coachId) return null;
  const [coach] = await db.select().from(users).where(and(eq(users.id, user.coachId), isNull(users.deactivatedAt))).limit(1);
  return coach ?? null;
}

/** True when a deletion was planned and is called off now. */
export async function cancelDeletion(deps: Deps, target: UserRow): Promise<boolean> {
  const { db } = deps;
  const [coach, brand] = await Promise.all([coachOf(db, target), brandOfTenant(deps, target.tenantId)]);
  const cancelled = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const done = await tx.update(users).set({ deleteAfter: null, updatedAt: deps.now() })
      .where(and(eq(users.id, target.id), isNotNull(users.deleteAfter), isNull(users.erasedAt))).returning({ id: users.id });
    if (!done.length) return false;
    await tx.delete(dueWork).where(and(eq(dueWork.kind, ACCOUNT_ERASE), eq(dueWork.key, eraseKey(target.id)), isNull(dueWork.doneAt)));
    await deps.mailer.send(deletionKeptMail(target, brand), tx);
    if (coach) await deps.mailer.send(coachToldOfKeepingMail(coach, target, brand), tx);
    return true;
  });
  if (cancelled) deps.mailer.wake();
  return cancelled;
}

/** A sign-in of the owner's own during the grace calls it off (issue 22); nothing to do otherwise. */
export async function cancelDeletionOnSignIn(deps: Deps, user: UserRow): Promise<void> {
  if (user.deleteAfter && !user.erasedAt) await cancelDeletion(deps, user);
}
