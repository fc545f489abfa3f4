import { and, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_DIGEST_HOUR } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { dueWork, notificationSettings, ROLE, users } from '../../db/schema/index.ts';
import { addDays, dateInZone, weekdayOf, zoneDay } from '../booking/zone-time.ts';
import { knownZone } from '../calendar/ics-timezone.ts';

// When each user's digests are due (issue 21): the daily one at their chosen local hour (07:00
// unless they chose another), and a coach's weekly "who is behind" at the same hour on Monday, in
// their own zone, DST-correct (an hour the clocks skip that day is the first instant after the
// jump). One due row per user and digest waits at a time (due_work.key); each digest plans the next
// in its own transaction, a change of hour replans both, and a sweep plans one for whoever has none
// (new users, or every user the first time).

export const DAILY_DIGEST = 'daily_digest';
export const WEEKLY_BEHIND = 'weekly_behind';
const keyOf = (userId: number) => String(userId);
/** Users planned per statement of the sweep. */
const SWEEP_BATCH = 500;
const MONDAY = 1;

/** The first instant after `now` at which the zone's clocks show `hour`:00 on a day `onDay` accepts. */
function nextLocalHour(now: Date, zone: string, hour: number, onDay: (date: string) => boolean): Date {
  let date = dateInZone(now, zone);
  for (;;) {
    if (onDay(date)) {
      const at = zoneDay(zone, date).atOrAfter(hour * 60);
      if (at > now.getTime()) return new Date(at);
    }
    date = addDays(date, 1);
  }
}

/** The first instant after `now` at which the zone's clocks show `hour`:00. */
export const nextDigestAt = (now: Date, zone: string, hour: number): Date => nextLocalHour(now, zone, hour, () => true);

/** The first Monday instant after `now` at which the zone's clocks show `hour`:00. */
export const nextWeeklyAt = (now: Date, zone: string, hour: number): Date =>
  nextLocalHour(now, zone, hour, (date) => weekdayOf(date) === MONDAY);

/** A digest: its due-work kind, when the next falls due, and who gets it. */
interface Digest { kind: string; next: (now: Date, zone: string, hour: number) => Date; who: SQL | undefined }

const DIGESTS: readonly Digest[] = [
  { kind: DAILY_DIGEST, next: nextDigestAt, who: undefined },
  // Coaches see their clients, admins every client of the tenant: both hear who is behind.
  { kind: WEEKLY_BEHIND, next: nextWeeklyAt, who: inArray(users.roleId, [ROLE.coach, ROLE.admin]) },
];
const isStaff = (roleId: number) => roleId === ROLE.coach || roleId === ROLE.admin;

export const zoneOfUser = (timeZone: string | null) => (timeZone && knownZone(timeZone)) || 'UTC';

type Planned = { id: number; tenantId: number; timeZone: string | null };

async function replan(tx: Db, digest: Digest, u: Planned, hour: number, now: Date): Promise<void> {
  await tx.delete(dueWork).where(and(eq(dueWork.kind, digest.kind), eq(dueWork.key, keyOf(u.id)), isNull(dueWork.doneAt)));
  await tx.insert(dueWork).values({
    tenantId: u.tenantId, kind: digest.kind, subjectId: u.id, key: keyOf(u.id), dueAt: digest.next(now, zoneOfUser(u.timeZone), hour),
  });
}

/** Replaces the user's waiting daily digest with one at their next digest hour. */
export const planDigest = (tx: Db, u: Planned, hour: number, now: Date) => replan(tx, DIGESTS[0]!, u, hour, now);

/** Replaces a coach's or admin's waiting "who is behind" with one at their digest hour next Monday. */
export const planWeeklyBehind = (tx: Db, u: Planned, hour: number, now: Date) => replan(tx, DIGESTS[1]!, u, hour, now);

/** After a change of hour: every digest the user gets, replanned from it. */
export async function planDigestsOf(tx: Db, u: Planned & { roleId: number }, hour: number, now: Date): Promise<void> {
  await planDigest(tx, u, hour, now);
  if (isStaff(u.roleId)) await planWeeklyBehind(tx, u, hour, now);
}

/** Plans each digest for every active user it is for who has none waiting; answers how many. Safe on many servers at once. */
export async function planMissingDigests(db: Db, now: Date): Promise<number> {
  let planned = 0;
  for (const digest of DIGESTS) planned += await planMissing(db, digest, now);
  return planned;
}

async function planMissing(db: Db, digest: Digest, now: Date): Promise<number> {
  let planned = 0;
  for (;;) {
    const waiting = db.select({ one: sql`1` }).from(dueWork)
      .where(and(eq(dueWork.kind, digest.kind), eq(dueWork.key, sql`${users.id}::text`), isNull(dueWork.doneAt)));
    const batch = await db.select({ id: users.id, tenantId: users.tenantId, timeZone: users.timeZone, hour: notificationSettings.digestHour })
      .from(users).leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(and(isNull(users.deactivatedAt), digest.who, notExists(waiting))).orderBy(users.id).limit(SWEEP_BATCH);
    if (!batch.length) return planned;
    const rows = batch.map((u) => ({
      tenantId: u.tenantId, kind: digest.kind, subjectId: u.id, key: keyOf(u.id),
      dueAt: digest.next(now, zoneOfUser(u.timeZone), u.hour ?? DEFAULT_DIGEST_HOUR),
    }));
    // Another server sweeping at the same moment planned some of them: theirs stand.
    await db.insert(dueWork).values(rows)
      .onConflictDoNothing({ target: [dueWork.kind, dueWork.key], where: sql`done_at is null and key is not null` });
    planned += rows.length;
    if (batch.length < SWEEP_BATCH) return planned;
  }
}
