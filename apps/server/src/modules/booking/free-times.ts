import type { Availability, TimeRange } from '@portal/contract';
import { clockMinutes, dateOfDay, dayInZone, dayNumber, startOfDate, weekdayOfDay, zoneDayOf } from './zone-time.ts';

// Which start times a client may book (issue 20, docs/api.md "Booking"): the coach's weekly hours
// in the coach's zone, less dates off, with extra dates' own hours; starts on a SLOT_STEP_MINUTES
// wall-clock grid from each range's start whose session ends by the range's end; no sooner than
// the notice, before the horizon, none on a day already holding max_per_day bookings, and never
// overlapping another booking with its buffer. freeTimes lists them; checkStart judges one start by
// the same day walk, so the two always agree.

export interface BusyTime { start: Date; end: Date } // an active booking, end already including its buffer

export interface FreeTimeRules {
  /** The coach's, read in availability.time_zone. */
  availability: Availability;
  /** The session type's length. */
  minutes: number;
  now: Date;
  /** The coach's active bookings near the window, any order. */
  busy: BusyTime[];
  /** Coach-local date → active bookings that day. */
  bookedPerDay: ReadonlyMap<string, number>;
  /** The coach booking for a client: no minimum notice, no daily maximum. */
  ignoreNotice?: boolean;
}

export interface FreeTime { start: Date; end: Date }

export const SLOT_STEP_MINUTES = 15;

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Sorts in place unless already ascending (busy times read in order of their starts usually are). */
function ascending(values: Float64Array): Float64Array {
  for (let i = 1; i < values.length; i++) if (values[i]! < values[i - 1]!) return values.sort();
  return values;
}

/**
 * Whether a new booking starting at `start` and occupying `occupies` ms overlaps a busy time among
 * those touching [from, to). Busy times are half-open, so back-to-back does not overlap. A busy
 * time that ends by `start` also starts before the booking ends, so the overlapping ones number
 * (starting before the end) − (ending by the start): starts and ends are sorted apart, and two
 * pointers move forward as the starts asked about rise.
 */
function overlapTest(busy: BusyTime[], from: number, to: number, occupies: number): (start: number) => boolean {
  const starts = new Float64Array(busy.length);
  const ends = new Float64Array(busy.length);
  let n = 0;
  for (const b of busy) {
    const s = b.start.getTime();
    const e = b.end.getTime();
    if (e > s && e > from && s < to) { starts[n] = s; ends[n] = e; n += 1; }
  }
  const sortedStarts = ascending(starts.subarray(0, n));
  const sortedEnds = ascending(ends.subarray(0, n));
  let startedBefore = 0;
  let endedBy = 0;
  let last = -Infinity;
  return (start) => {
    if (start < last) { startedBefore = 0; endedBy = 0; } // asked out of order: count again
    last = start;
    const end = start + occupies;
    while (startedBefore < n && sortedStarts[startedBefore]! < end) startedBefore += 1;
    while (endedBy < n && sortedEnds[endedBy]! <= start) endedBy += 1;
    return startedBefore > endedBy;
  };
}

/** A day's ranges as wall-clock minutes, earliest first. */
type Minutes = { first: number; last: number }[];

const toMinutes = (ranges: TimeRange[] | undefined): Minutes => (ranges ?? [])
  .map((r) => ({ first: clockMinutes(r.start), last: clockMinutes(r.end) }))
  .sort((a, b) => a.first - b.first);

/** Walks coach-local days (day numbers), pushing the free starts within [from, to). */
function dayWalker(rules: FreeTimeRules, from: number, to: number) {
  const a = rules.availability;
  const zone = a.time_zone;
  const off = new Set(a.dates_off);
  const extra = new Map(a.extra_dates.map((x) => [x.date, x.ranges]));
  const weekly = new Map<number, Minutes>();
  const length = rules.minutes * MINUTE;
  const occupies = (rules.minutes + a.buffer_minutes) * MINUTE;
  const dayFull = (date: string) => !rules.ignoreNotice && a.max_per_day !== null
    && (rules.bookedPerDay.get(date) ?? 0) >= a.max_per_day;
  const overlaps = overlapTest(rules.busy, from, to + occupies, occupies);

  const rangesOf = (day: number, date: string): Minutes => {
    const own = extra.get(date);
    if (own) return toMinutes(own);
    const weekday = weekdayOfDay(day);
    let ranges = weekly.get(weekday);
    if (!ranges) weekly.set(weekday, (ranges = toMinutes(a.weekly[String(weekday) as keyof Availability['weekly']])));
    return ranges;
  };

  return (day: number, out: FreeTime[]) => {
    const date = dateOfDay(day);
    if (off.has(date)) return;
    const ranges = rangesOf(day, date);
    if (ranges.length === 0 || dayFull(date)) return;
    const clock = zoneDayOf(zone, day);
    for (const { first, last } of ranges) {
      const endsAt = clock.atOrAfter(last);
      for (let minute = first; minute < last; minute += SLOT_STEP_MINUTES) {
        const start = clock.at(minute);
        if (start === null || start < from || start >= to || start + length > endsAt) continue; // null: a DST gap
        if (overlaps(start)) continue;
        out.push({ start: new Date(start), end: new Date(start + length) });
      }
    }
  };
}

/** The earliest start the rules allow: after now, and past the notice unless the coach books. */
function earliest(rules: FreeTimeRules): number {
  const now = rules.now.getTime();
  return Math.max(now + 1, rules.ignoreNotice ? now : now + rules.availability.min_notice_minutes * MINUTE);
}

const horizon = (rules: FreeTimeRules) => rules.now.getTime() + rules.availability.horizon_days * DAY;

/** Every free start within the client's dates from…to (inclusive, in clientZone), oldest first. */
export function freeTimes(rules: FreeTimeRules, from: string, to: string, clientZone: string): FreeTime[] {
  const lo = Math.max(startOfDate(from, clientZone).getTime(), earliest(rules));
  const hi = Math.min(startOfDate(dateOfDay(dayNumber(to) + 1), clientZone).getTime(), horizon(rules));
  if (lo >= hi) return [];
  const zone = rules.availability.time_zone;
  // A day either side as well: a start's coach-local date is where the walk finds it, and
  // [lo, hi) alone decides what is kept.
  const firstDay = dayInZone(lo, zone) - 1;
  const lastDay = dayInZone(hi - 1, zone) + 1;
  const walk = dayWalker(rules, lo, hi);
  const out: FreeTime[] = [];
  for (let day = firstDay; day <= lastDay; day++) walk(day, out);
  return out;
}

export type StartCheck = 'ok' | 'past' | 'notice' | 'not_free';

/** Whether freeTimes would offer this start, and if not, why (BOOKING_MESSAGES past, notice, notFree). */
export function checkStart(rules: FreeTimeRules, start: Date): StartCheck {
  const at = start.getTime();
  if (at <= rules.now.getTime()) return 'past';
  if (at < earliest(rules)) return 'notice';
  if (at >= horizon(rules)) return 'not_free';
  // A free start's wall clock is on its coach-local date's grid, so that one day decides.
  const found: FreeTime[] = [];
  dayWalker(rules, at, at + 1)(dayInZone(at, rules.availability.time_zone), found);
  return found.length === 1 ? 'ok' : 'not_free';
}
