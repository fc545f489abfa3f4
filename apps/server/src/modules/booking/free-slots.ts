import { BOOKING_RANGE_MAX_DAYS, type Availability, type SlotsReply } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { busyNear, clientTypeStarts } from './bookings-repo.ts';
import { freeTimes } from './free-times.ts';
import type { SessionTypeRow } from './session-types-repo.ts';
import { addDays, dateInZone, daysBetween, instantOf, isoInZone } from './zone-time.ts';

// The free times of a type (issue 20 "GET /api/v1/booking/slots"): the coach's hours less their
// bookings, in the asker's zone; for a client, months whose allowance is used up offer nothing.

const DAY_MS = 86_400_000;

/**
 * The instants [from 00:00, to + 1 00:00) of two dates read in `zone`, for at most `maxDays` days;
 * a 422 naming the field otherwise.
 */
export function rangeOf(from: string, to: string, zone: string, maxDays: number): { from: Date; to: Date } {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw invalid({ to: ['The end date must not be before the start date.'] });
  if (days > maxDays) throw invalid({ to: [`Ask for at most ${maxDays} days at a time.`] });
  // A zone whose midnight falls in a gap starts that day at the gap's end; an hour's margin either
  // side is enough for every zone's rule.
  const start = instantOf(from, '00:00', zone) ?? new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS / 2);
  const nextDay = addDays(to, 1);
  const end = instantOf(nextDay, '00:00', zone) ?? new Date(Date.parse(`${nextDay}T00:00:00Z`) + DAY_MS / 2);
  return { from: start, to: end };
}

export interface SlotsAsk {
  availability: Availability; coachId: number; type: SessionTypeRow; clientId: number;
  from: string; to: string; zone: string; now: Date; asCoach: boolean;
}

export async function freeSlots(db: Db, a: SlotsAsk): Promise<SlotsReply> {
  const range = rangeOf(a.from, a.to, a.zone, BOOKING_RANGE_MAX_DAYS);
  const coachZone = a.availability.time_zone;
  const { busy, starts } = await busyNear(db, a.coachId, range.from, range.to);
  const bookedPerDay = new Map<string, number>();
  for (const s of starts) {
    const d = dateInZone(s, coachZone);
    bookedPerDay.set(d, (bookedPerDay.get(d) ?? 0) + 1);
  }
  let slots = freeTimes({ availability: a.availability, minutes: a.type.minutes, now: a.now, busy, bookedPerDay, ignoreNotice: a.asCoach },
    a.from, a.to, a.zone);
  if (!a.asCoach && a.type.perMonth !== null && slots.length) {
    const full = await fullMonths(db, a, range);
    if (full.size) slots = slots.filter((s) => !full.has(dateInZone(s.start, coachZone).slice(0, 7)));
  }
  return {
    time_zone: a.zone, coach_time_zone: coachZone,
    slots: slots.map((s) => ({ start: isoInZone(s.start, a.zone), end: isoInZone(s.end, a.zone) })),
  };
}

/** The coach-local months (YYYY-MM) around the range in which the client used the type's allowance. */
async function fullMonths(db: Db, a: SlotsAsk, range: { from: Date; to: Date }): Promise<Set<string>> {
  const from = new Date(range.from.getTime() - 32 * DAY_MS);
  const to = new Date(range.to.getTime() + 32 * DAY_MS);
  const used = new Map<string, number>();
  for (const s of await clientTypeStarts(db, a.clientId, a.type.id, from, to)) {
    const month = dateInZone(s, a.availability.time_zone).slice(0, 7);
    used.set(month, (used.get(month) ?? 0) + 1);
  }
  return new Set([...used].filter(([, n]) => n >= (a.type.perMonth ?? Infinity)).map(([m]) => m));
}
