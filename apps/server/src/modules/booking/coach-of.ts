import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

export interface CoachPerson { id: number; firstName: string; lastName: string; email: string; timeZone: string | null }

/** The client's coach (users.coach_id) in their tenant, while that coach's account is active; else null. */
export async function coachOf(db: Db, client: UserRow): Promise<CoachPerson | null> {
  if (!client.coachId) return null;
  const [coach] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.id, client.coachId), eq(users.tenantId, client.tenantId), isNull(users.deactivatedAt)))
    .limit(1);
  return coach ?? null;
}
