import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_DELETE_GRACE_DAYS, type AccountDeleteCancelReply, type AccountDeleteReply, type AccountDeleteState, type IdentityProof,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { dueWork, ROLE, users, type UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import type { IdentityCheck } from '../auth/identity-check.ts';
import type { SessionService } from '../auth/sessions.ts';
import { ACCOUNT_ERASE, cancelDeletion, coachOf, eraseKey } from './deletion-cancel.ts';
import { coachToldOfDeletionMail, deletionAskedMail } from './deletion-mails.ts';

// Asking for, reading and calling off an account's deletion (issue 22). The request sets
// users.delete_after and plans the erasure (`account_erase` due work, key = the user) in one
// transaction; a cancel clears both. The client and their coach are told by mail.

export const ONLY_CLIENTS = 'Only a client account can be deleted here. Ask an admin of your portal.';
const DAY_MS = 86_400_000;

export function deletionService(deps: Deps, sessions: SessionService, identity: IdentityCheck) {
  const { db } = deps;

  /** Plans the erasure ACCOUNT_DELETE_GRACE_DAYS from now; asked again while planned, it answers the planned day. */
  async function schedule(target: UserRow): Promise<AccountDeleteReply> {
    if (target.roleId !== ROLE.client) throw new HttpError(403, ONLY_CLIENTS);
    const now = deps.now();
    const at = new Date(now.getTime() + ACCOUNT_DELETE_GRACE_DAYS * DAY_MS);
    const [coach, brand] = await Promise.all([coachOf(db, target), brandOfTenant(deps, target.tenantId)]);
    const planned = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [set] = await tx.update(users).set({ deleteAfter: at, updatedAt: now })
        .where(and(eq(users.id, target.id), isNull(users.deleteAfter), isNull(users.erasedAt))).returning({ at: users.deleteAfter });
      // Asked already (a double click, another tab, the admin too): the day stands, nothing is mailed twice.
      if (!set) return null;
      await tx.insert(dueWork).values({ tenantId: target.tenantId, kind: ACCOUNT_ERASE, subjectId: target.id, key: eraseKey(target.id), dueAt: at })
        .onConflictDoNothing({ target: [dueWork.kind, dueWork.key], where: sql`done_at is null and key is not null` });
      await deps.mailer.send(deletionAskedMail(target, at, brand), tx);
      if (coach) await deps.mailer.send(coachToldOfDeletionMail(coach, target, at, brand), tx);
      return at;
    });
    deps.mailer.wake();
    if (planned) return { delete_after: planned.toISOString() };
    const [row] = await db.select({ at: users.deleteAfter }).from(users).where(eq(users.id, target.id)).limit(1);
    if (!row?.at) throw new HttpError(409, 'This account is already deleted.');
    return { delete_after: row.at.toISOString() };
  }

  /** Read afresh: the caller's row may be a session's cached copy. */
  async function stateOf(user: UserRow): Promise<AccountDeleteState> {
    const [row] = await db.select({ at: users.deleteAfter }).from(users).where(eq(users.id, user.id)).limit(1);
    return { delete_after: row?.at?.toISOString() ?? null };
  }

  return {
    /** The client asks, proving it is them; their other sessions end (this one stays, to see the day and call it off). */
    async request(caller: UserRow, sessionId: number, proof: IdentityProof): Promise<AccountDeleteReply> {
      if (caller.roleId !== ROLE.client) throw new HttpError(403, ONLY_CLIENTS);
      await identity.prove(caller, sessionId, proof);
      const reply = await schedule(caller);
      await sessions.revokeOthers(caller.id, sessionId);
      return reply;
    },
    /** An admin asks on the client's behalf: every session of theirs ends; their own next sign-in calls it off. */
    async requestFor(target: UserRow): Promise<AccountDeleteReply> {
      const reply = await schedule(target);
      await sessions.revokeAll(target.id);
      return reply;
    },
    state: stateOf,
    async cancel(target: UserRow): Promise<AccountDeleteCancelReply> {
      await cancelDeletion(deps, target);
      return { cancelled: true };
    },
  };
}
export type DeletionService = ReturnType<typeof deletionService>;
