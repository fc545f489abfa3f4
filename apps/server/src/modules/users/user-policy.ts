import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ROLE, users, type UserRow } from '../../db/schema/index.ts';

/**
 * May `caller` act on `targetId`'s data? Themselves; a coach for their own clients; an admin for
 * anyone in their tenant (spec §6, issue rules). Everything else is refused by the caller's policy.
 */
export async function mayActFor(db: Db, caller: UserRow, targetId: number): Promise<boolean> {
  if (caller.id === targetId) return true;
  if (caller.roleId !== ROLE.coach && caller.roleId !== ROLE.admin) return false;
  const [target] = await db.select({ coachId: users.coachId }).from(users)
    .where(and(eq(users.id, targetId), eq(users.tenantId, caller.tenantId))).limit(1);
  if (!target) return false;
  return caller.roleId === ROLE.admin || target.coachId === caller.id;
}
