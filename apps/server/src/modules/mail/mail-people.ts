import { and, asc, eq } from 'drizzle-orm';
import type { MailRecipient } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

// docs/domain.md "Mail": a client writes to their coach; a coach writes to their own clients.
// Nobody else is a recipient: not another client, not another coach, not anyone of another tenant.

const columns = { id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email };

/** Everyone the caller may write to, by name. */
export async function mailRecipients(db: Db, caller: UserRow): Promise<MailRecipient[]> {
  const coach = caller.coachId
    ? await db.select(columns).from(users).where(and(eq(users.tenantId, caller.tenantId), eq(users.id, caller.coachId))).limit(1)
    : [];
  const clients = await db.select(columns).from(users).where(and(eq(users.tenantId, caller.tenantId), eq(users.coachId, caller.id)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)).limit(1000);
  return [...coach, ...clients];
}

/** The user `id` when the caller may write to them; null otherwise (the route answers 404). */
export async function mailRecipient(db: Db, caller: UserRow, id: number): Promise<UserRow | null> {
  if (id === caller.id) return null;
  const [user] = await db.select().from(users).where(and(eq(users.tenantId, caller.tenantId), eq(users.id, id))).limit(1);
  if (!user) return null;
  return caller.coachId === user.id || user.coachId === caller.id ? user : null;
}
