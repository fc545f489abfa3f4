import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dueWork, notificationSettings, users } from '../../db/schema/index.ts';
import { addDays, dateInZone, zoneDay } from '../booking/zone-time.ts';
import { knownZone } from '../calendar/ics-timezone.ts';

// When each user's daily digest is due (issue 21): at their chosen local hour (07:00 unless they
// chose another), in their own zone, DST-correct (an hour the clocks skip that day is the first
// instant after the jump). One due row per user waits at a time (due_work.key); each digest plans
// the next in its own transaction, a change of hour replans it, and a sweep plans one for whoever
// has none (new users, or every user the first time).

export const DAILY_DIGEST = 'daily_digest';
const keyOf = (userId: number) => String(userId);
/** Users planned per statement of the sweep. */
const SWEEP_BATCH = 500;

/** The first instant after `now` at which the zone's clocks show `hour`:00. */
export function nextDigestAt(now: Date, zone: string, hour: number): Date {
  let date = dateInZone(now, zone);
  for (;;) {
    const at = zoneDay(zone, date).atOrAfter(hour * 60);
    if (at > now.getTime()) return new Date(at);
    date = addDays(date, 1);
  }
}

export const zoneOfUser = (timeZone: string | null) => (timeZone && knownZone(timeZone)) || 'UTC';

/** Replaces the user's waiting digest with one at their next digest hour. */
export async function planDigest(tx: Db, u: { id: number; tenantId: number; timeZone: string | null }, hour: number, now: Date): Promise<void> {
  await tx.delete(dueWork).where(and(eq(dueWork.kind, DAILY_DIGEST), eq(dueWork.key, keyOf(u.id)), isNull(dueWork.doneAt)));
  await tx.insert(dueWork).values({
    tenantId: u.tenantId, kind: DAILY_DIGEST, subjectId: u.id, key: keyOf(u.id), dueAt: nextDigestAt(now, zoneOfUser(u.timeZone), hour),
  });
}

/** Plans a digest for every active user who has none waiting; answers how many. Safe on many servers at once. */
export async function planMissingDigests(db: Db, now: Date): Promise<number> {
  let planned = 0;
  for (;;) {
    const waiting = db.select({ one: sql`1` }).from(dueWork)
      .where(and(eq(dueWork.kind, DAILY_DIGEST), eq(dueWork.key, sql`${users.id}::text`), isNull(dueWork.doneAt)));
    const batch = await db.select({ id: users.id, tenantId: users.tenantId, timeZone: users.timeZone, hour: notificationSettings.digestHour })
      .from(users).leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(and(isNull(users.deactivatedAt), notExists(waiting))).orderBy(users.id).limit(SWEEP_BATCH);
    if (!batch.length) return planned;
    const rows = batch.map((u) => ({
      tenantId: u.tenantId, kind: DAILY_DIGEST, subjectId: u.id, key: keyOf(u.id),
      dueAt: nextDigestAt(now, zoneOfUser(u.timeZone), u.hour ?? 7),
    }));
    // Another server sweeping at the same moment planned some of them: theirs stand.
    await db.insert(dueWork).values(rows)
      .onConflictDoNothing({ target: [dueWork.kind, dueWork.key], where: sql`done_at is null and key is not null` });
    planned += rows.length;
    if (batch.length < SWEEP_BATCH) return planned;
  }
}
