import { eq } from 'drizzle-orm';
import type { Availability } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { coachAvailability } from '../../db/schema/index.ts';

/**
 * What a coach who has saved nothing has (issue 20): no weekly hours yet, so clients see no times;
 * the cut-off, reminders and notice the issue names as defaults.
 */
export function defaultAvailability(timeZone: string): Availability {
  return {
    time_zone: timeZone,
    weekly: {},
    dates_off: [],
    extra_dates: [],
    min_notice_minutes: 12 * 60,
    buffer_minutes: 0,
    horizon_days: 60,
    max_per_day: null,
    cutoff_hours: 24,
    reminder_minutes: [24 * 60, 60],
    behind_after_days: 30,
  };
}

/** The coach's saved availability, or null when they have saved none. */
export async function savedAvailability(db: Db, coachId: number): Promise<Availability | null> {
  const [row] = await db.select({ rules: coachAvailability.rules }).from(coachAvailability).where(eq(coachAvailability.coachId, coachId));
  return row?.rules ?? null;
}

export async function saveAvailability(db: Db, tenantId: number, coachId: number, rules: Availability, now: Date): Promise<void> {
  await db.insert(coachAvailability).values({ coachId, tenantId, rules, updatedAt: now })
    .onConflictDoUpdate({ target: coachAvailability.coachId, set: { rules, updatedAt: now } });
}

/**
 * Takes the coach's row for the rest of the transaction, made from `fallback` when there is none:
 * every booking of one coach then counts the day's sessions and the client's allowance after the
 * one before it committed (the overlap itself is the exclusion constraint's, whatever the order).
 */
export async function lockAvailability(tx: Db, tenantId: number, coachId: number, fallback: Availability): Promise<Availability> {
  await tx.insert(coachAvailability).values({ coachId, tenantId, rules: fallback }).onConflictDoNothing();
  const [row] = await tx.select({ rules: coachAvailability.rules }).from(coachAvailability)
    .where(eq(coachAvailability.coachId, coachId)).for('update');
  return row?.rules ?? fallback;
}
