import { BOOKING_RANGE_MAX_DAYS, type SlotsReply } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { defaultAvailability } from './availability-repo.ts';
import { freeTimes } from './free-times.ts';
import type { SlotFactsCache } from './slot-facts-cache.ts';
import type { SlotFacts } from './slot-facts-sql.ts';
import { addDays, dateInZone, daysBetween, isoInZone, startOfDate } from './zone-time.ts';

// The free times of a type (issue 20 "GET /api/v1/booking/slots"): the coach's hours less their
// bookings, in the asker's zone; for a client, months whose allowance is used up offer nothing.

const DAY_MS = 86_400_000;
/** A session (at most 240 minutes) and its buffer (at most 240) end within this of its start. */
const LONGEST_BUSY_MS = 8 * 3_600_000;
/** The allowance is counted in calendar months: the client's sessions a month either side of the window. */
const MONTH_MARGIN_MS = 32 * DAY_MS;

/**
 * The instants [from 00:00, to + 1 00:00) of two dates read in `zone`, for at most `maxDays` days;
 * a 422 naming the field otherwise.
 */
export function rangeOf(from: string, to: string, zone: string, maxDays: number): { from: Date; to: Date } {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw invalid({ to: ['The end date must not be before the start date.'] });
  if (days > maxDays) throw invalid({ to: [`Ask for at most ${maxDays} days at a time.`] });
  // A zone whose midnight falls in a gap starts that day at the gap's end (startOfDate).
  return { from: startOfDate(from, zone), to: startOfDate(addDays(to, 1), zone) };
}

export interface SlotsAsk {
  tenantId: number; coachId: number; clientId: number; typeId: number;
  from: string; to: string; zone: string; now: Date;
  /** The coach asks (booking for a client): any of their types, no notice, daily maximum or allowance. */
  asCoach: boolean;
}

/** The reply, or null when the coach or the type is not there for this asker. */
export async function freeSlots(db: Db, facts: SlotFactsCache, a: SlotsAsk): Promise<SlotsReply | null> {
  const range = rangeOf(a.from, a.to, a.zone, BOOKING_RANGE_MAX_DAYS);
  // The daily maximum counts a whole coach-local day, which may begin a day before the window.
  const f = await facts.read(db, {
    tenantId: a.tenantId, coachId: a.coachId, clientId: a.clientId, typeId: a.typeId,
    windowFrom: new Date(range.from.getTime() - DAY_MS), busyFrom: new Date(range.from.getTime() - DAY_MS - LONGEST_BUSY_MS),
    busyTo: new Date(range.to.getTime() + DAY_MS),
    mineFrom: new Date(range.from.getTime() - MONTH_MARGIN_MS), mineTo: new Date(range.to.getTime() + MONTH_MARGIN_MS),
  }, !a.asCoach);
  if (!f?.type) return null;
  return slotsFrom(f, f.type, a);
}

function slotsFrom(f: SlotFacts, type: NonNullable<SlotFacts['type']>, a: SlotsAsk): SlotsReply {
  const availability = f.rules ?? defaultAvailability(f.coachZone || 'UTC');
  const coachZone = availability.time_zone;
  const bookedPerDay = new Map<string, number>();
  for (const b of f.busy) {
    const d = dateInZone(b.start, coachZone);
    bookedPerDay.set(d, (bookedPerDay.get(d) ?? 0) + 1);
  }
  let slots = freeTimes({ availability, minutes: type.minutes, now: a.now, busy: f.busy, bookedPerDay, ignoreNotice: a.asCoach }, a.from, a.to, a.zone);
  if (!a.asCoach && type.perMonth !== null && slots.length) {
    const used = new Map<string, number>();
    for (const s of f.clientStarts) {
      const month = dateInZone(s, coachZone).slice(0, 7);
      used.set(month, (used.get(month) ?? 0) + 1);
    }
    const perMonth = type.perMonth;
    slots = slots.filter((s) => (used.get(dateInZone(s.start, coachZone).slice(0, 7)) ?? 0) < perMonth);
  }
  return {
    time_zone: a.zone, coach_time_zone: coachZone,
    slots: slots.map((s) => ({ start: isoInZone(s.start, a.zone), end: isoInZone(s.end, a.zone) })),
  };
}
