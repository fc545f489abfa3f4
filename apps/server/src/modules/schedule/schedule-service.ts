import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScheduleEntry, ScheduleReply } from '@portal/contract';
import { scheduleEntries, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';

const PAST_LIMIT = 50;
const UPCOMING_LIMIT = 200;
const coach = alias(users, 'coach');
/** A session counts as upcoming until it ends, so a call in progress keeps its link at the top. */
const endOf = sql`coalesce(${scheduleEntries.endsAt}, ${scheduleEntries.startsAt})`;

// spec §2 /schedule, §7 clientportal/schedule: the coach-provided sessions of one user.
export function scheduleService(deps: Deps) {
  const { db } = deps;

  async function query(tenantId: number, userId: number, upcoming: boolean) {
    const now = deps.now();
    return db.select({ e: scheduleEntries, coachFirst: coach.firstName, coachLast: coach.lastName })
      .from(scheduleEntries)
      .leftJoin(coach, and(eq(coach.id, scheduleEntries.coachId), eq(coach.tenantId, tenantId)))
      .where(and(eq(scheduleEntries.tenantId, tenantId), eq(scheduleEntries.userId, userId),
        upcoming ? gte(endOf, now) : lt(endOf, now)))
      .orderBy(upcoming ? asc(scheduleEntries.startsAt) : desc(scheduleEntries.startsAt), asc(scheduleEntries.id))
      .limit(upcoming ? UPCOMING_LIMIT : PAST_LIMIT);
  }

  return {
    async scheduleOf(tenantId: number, userId: number): Promise<ScheduleReply> {
      const [upcoming, past] = await Promise.all([query(tenantId, userId, true), query(tenantId, userId, false)]);
      return { upcoming: upcoming.map(presentScheduleEntry), past: past.map(presentScheduleEntry) };
    },
  };
}

export function presentScheduleEntry(r: { e: typeof scheduleEntries.$inferSelect; coachFirst: string | null; coachLast: string | null }): ScheduleEntry {
  return {
    id: r.e.id, title: r.e.title, description: r.e.description, starts_at: r.e.startsAt.toISOString(),
    ends_at: r.e.endsAt?.toISOString() ?? null, time_zone: r.e.timeZone, meeting_url: r.e.meetingUrl,
    coach_name: r.coachFirst ? `${r.coachFirst} ${r.coachLast ?? ''}`.trim() : null,
  };
}
