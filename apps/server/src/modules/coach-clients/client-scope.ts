import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ROLE, users, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/**
 * Whose clients the caller sees (issue 12): a coach, the clients whose coach they are; an admin,
 * every client of their tenant. Only role 3 is a client here: a coach or admin named by id is no
 * client of anyone's, so these routes never act on staff (nor on the caller themselves).
 */
export interface ClientScope { tenantId: number; coachId: number | null }

export const clientScopeOf = (caller: UserRow): ClientScope =>
  ({ tenantId: caller.tenantId, coachId: caller.roleId === ROLE.admin ? null : caller.id });

const inScope = (scope: ClientScope, id: number): SQL => and(
  eq(users.id, id), eq(users.tenantId, scope.tenantId), eq(users.roleId, ROLE.client),
  ...(scope.coachId === null ? [] : [eq(users.coachId, scope.coachId)]),
)!;

/** The client `id` in scope; 404 for another coach's client, another tenant's user, staff, or no one. */
export async function clientInScope(db: Db, scope: ClientScope, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(inScope(scope, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Sets columns of the client `id` in scope, in one statement; 404 when none is. */
export async function updateClient(db: Db, scope: ClientScope, id: number, set: Partial<typeof users.$inferInsert>): Promise<void> {
  const done = await db.update(users).set(set).where(inScope(scope, id)).returning({ id: users.id });
  if (!done.length) throw notFound();
}
