import { and, asc, eq } from 'drizzle-orm';
import { COACH_WORK_MESSAGES, type CoachScheduleBody, type ScheduleEntry } from '@portal/contract';
import type { z } from 'zod';
import { scheduleEntries, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';
import { meetingInstant } from '../coach-programmes/lesson-parts.ts';

type Body = z.output<typeof CoachScheduleBody>;

// Issue 12 "Schedule and work": the sessions a coach puts in one client's schedule. The client's own
// read (schedule-service, POST /clientportal/schedule/) reads the same rows, so they show at once.
export function clientScheduleService(deps: Deps) {
  const { db } = deps;

  const present = (e: typeof scheduleEntries.$inferSelect, coach: UserRow | null): ScheduleEntry => ({
    id: e.id, title: e.title, description: e.description, starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt?.toISOString() ?? null, time_zone: e.timeZone, meeting_url: e.meetingUrl,
    coach_name: coach ? `${coach.firstName} ${coach.lastName}`.trim() : null,
  });

  function values(b: Body) {
    const startsAt = meetingInstant(b.starts_at, b.time_zone);
    const endsAt = b.ends_at ? meetingInstant(b.ends_at, b.time_zone) : null;
    if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw invalid({ ends_at: [COACH_WORK_MESSAGES.endsBeforeStart] });
    return { title: b.title, description: b.description ?? null, startsAt, endsAt, timeZone: b.time_zone, meetingUrl: b.meeting_url ?? null };
  }

  const entryOf = (client: UserRow, entryId: number) =>
    and(eq(scheduleEntries.id, entryId), eq(scheduleEntries.tenantId, client.tenantId), eq(scheduleEntries.userId, client.id));

  return {
    async list(caller: UserRow, clientId: number): Promise<ScheduleEntry[]> {
      const client = await clientInScope(db, clientScopeOf(caller), clientId);
      const rows = await db.select().from(scheduleEntries)
        .where(and(eq(scheduleEntries.tenantId, client.tenantId), eq(scheduleEntries.userId, client.id)))
        .orderBy(asc(scheduleEntries.startsAt), asc(scheduleEntries.id)).limit(500);
      return rows.map((e) => present(e, e.coachId === caller.id ? caller : null));
    },

    async create(caller: UserRow, clientId: number, b: Body): Promise<ScheduleEntry> {
      const client = await clientInScope(db, clientScopeOf(caller), clientId);
      const [row] = await db.insert(scheduleEntries)
        .values({ tenantId: client.tenantId, userId: client.id, coachId: caller.id, ...values(b) }).returning();
      return present(row!, caller);
    },

    async update(caller: UserRow, clientId: number, entryId: number, b: Body): Promise<ScheduleEntry> {
      const client = await clientInScope(db, clientScopeOf(caller), clientId);
      const [row] = await db.update(scheduleEntries).set({ ...values(b), coachId: caller.id }).where(entryOf(client, entryId)).returning();
      if (!row) throw notFound();
      return present(row, caller);
    },

    async remove(caller: UserRow, clientId: number, entryId: number): Promise<{ id: number }> {
      const client = await clientInScope(db, clientScopeOf(caller), clientId);
      const [row] = await db.delete(scheduleEntries).where(entryOf(client, entryId)).returning({ id: scheduleEntries.id });
      if (!row) throw notFound();
      return row;
    },
  };
}
