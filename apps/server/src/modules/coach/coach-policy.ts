import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ROLE, users, type UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/**
 * Whose coaching data the caller may read (spec §6): their own; a coach, their clients'; an admin,
 * anyone's in the same tenant. Anyone else's id is 403 whether or not it exists (no enumeration).
 */
export async function subjectFor(db: Db, caller: UserRow, requestedId: number | undefined): Promise<UserRow> {
  if (!requestedId || requestedId === caller.id) return caller;
  const [target] = await db.select().from(users)
    .where(and(eq(users.tenantId, caller.tenantId), eq(users.id, requestedId))).limit(1);
  if (caller.roleId === ROLE.admin) {
    if (!target) throw notFound();
    return target;
  }
  if (target && caller.roleId === ROLE.coach && target.coachId === caller.id) return target;
  throw forbidden();
}
