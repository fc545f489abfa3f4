import type { Db } from '../../src/db/client.ts';
import { tickets, type UserRow } from '../../src/db/schema/index.ts';
import { buildUser } from '../../src/db/seed/builders.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo.ts';

/** A user's support ticket, and a client still invited by the same coach (issue 12). */
export interface CoachSideIds { ticketId: number; invitedId: number }

export async function coachSideOf(db: Db, user: UserRow): Promise<CoachSideIds> {
  const [ticket] = await db.insert(tickets).values({
    tenantId: user.tenantId, userId: user.id, subject: 'Matrix ticket', message: 'Matrix', category: 'other', priority: 'normal',
  }).returning();
  const invited = await buildUser(db, {
    tenantId: user.tenantId, email: `matrix-invited-${user.id}@example.test`, password: DEMO_PASSWORD, coachId: user.coachId, invitedAt: new Date(),
  });
  return { ticketId: ticket!.id, invitedId: invited.id };
}
