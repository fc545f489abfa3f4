import { offsetMinutes, transitions } from '../calendar/ics-timezone.ts';

// Dates and wall-clock times in a named zone for booking (issue 20: the coach's hours are read in
// the coach's zone, the client picks dates in their own). Dates are 'YYYY-MM-DD'; a zone is a name
// knownZone accepts. A zone's offsets come from this server's Intl once per zone and UTC year and
// are cached, so converting a time costs numbers only: the slots list converts hundreds per request.

const MINUTE = 60_000;
const DAY = 86_400_000;

interface OffsetChange { at: number; before: number; after: number }
/** A UTC year [from, to) of a zone: its offset at `from` and its changes. */
interface YearOffsets { from: number; to: number; start: number; changes: OffsetChange[] }
interface ZoneYears { years: Map<number, YearOffsets>; last: YearOffsets }

/** Zones' rules change only with a new Node, so a zone's year is worked out once per process. */
const zones = new Map<string, ZoneYears>();
let cachedYears = 0;
const CACHED_YEARS_MAX = 2000;

function workOutYear(zone: string, year: number): YearOffsets {
  const from = Date.UTC(year, 0, 1);
  const to = Date.UTC(year + 1, 0, 1);
  return { from, to, start: offsetMinutes(from, zone), changes: transitions(zone, from, to) };
}

/** The cached year of the zone holding an instant; the last one used is checked first. */
function yearOffsets(zone: string, at: number): YearOffsets {
  const cached = zones.get(zone);
  if (cached && at >= cached.last.from && at < cached.last.to) return cached.last;
  const year = civil(Math.floor(at / DAY)).y;
  let found = cached?.years.get(year);
  if (!found) {
    if (cachedYears >= CACHED_YEARS_MAX) {
      zones.clear();
      cachedYears = 0;
    }
    found = workOutYear(zone, year);
    const z = zones.get(zone);
    if (z) z.years.set(year, found); else zones.set(zone, { years: new Map([[year, found]]), last: found });
    cachedYears += 1;
  }
  zones.get(zone)!.last = found;
  return found;
}

/** The zone's offset from UTC at an instant, in minutes. */
export function offsetAt(zone: string, at: number): number {
  const { start, changes } = yearOffsets(zone, at);
  let offset = start;
  for (const c of changes) {
    if (at < c.at) break;
    offset = c.after;
  }
  return offset;
}

/** The zone's offset changes within [from, to), oldest first (from and to at most a year apart). */
function changesIn(zone: string, from: number, to: number): OffsetChange[] {
  const first = yearOffsets(zone, from);
  const all = to - 1 < first.to ? first.changes : [...first.changes, ...yearOffsets(zone, to - 1).changes];
  return all.filter((c) => c.at >= from && c.at < to);
}

/** Whether the zone's offset changes within [from, to) (at most a year apart), without allocating. */
function changesWithin(zone: string, from: number, to: number): boolean {
  const first = yearOffsets(zone, from);
  for (const c of first.changes) if (c.at >= from && c.at < to) return true;
  if (to - 1 < first.to) return false;
  for (const c of yearOffsets(zone, to - 1).changes) if (c.at < to) return true;
  return false;
}

/** The proleptic Gregorian date of a day number (days since 1970-01-01), in integer arithmetic. */
function civil(day: number): { y: number; m: number; d: number } {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d: doy - Math.floor((153 * mp + 2) / 5) + 1 };
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** The 'YYYY-MM-DD' date a number of days after 1970-01-01 (cheaper than toISOString, called per start). */
export function dateOfDay(day: number): string {
  const { y, m, d } = civil(day);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${TWO_DIGITS[m]}-${TWO_DIGITS[d]}`;
}

// A "wall" is a local date and time written as the UTC instant with the same digits: the wall of
// 2026-03-08 02:30 is Date.UTC(2026, 2, 8, 2, 30). Offsets lie within -12:00…+14:00, so a wall's
// instants lie within a day of it.

/**
 * The instant the zone's clocks show a wall: the earlier one when the clocks show it twice (fall
 * back); in a spring-forward gap, `exists` is false and `at` is the instant the clocks jump, the
 * first one showing a later time.
 */
function resolveWall(zone: string, wall: number): { at: number; exists: boolean } {
  const from = wall - DAY;
  const changes = changesIn(zone, from, wall + DAY);
  let offset = offsetAt(zone, from);
  if (changes.length === 0) return { at: wall - offset * MINUTE, exists: true };
  let spanStart = from;
  for (let i = 0; i <= changes.length; i++) {
    const spanEnd = changes[i]?.at ?? wall + DAY;
    const at = wall - offset * MINUTE;
    // Spans run oldest first, so the first that holds the wall holds its earlier instant.
    if (at >= spanStart && at < spanEnd) return { at, exists: true };
    spanStart = spanEnd;
    offset = changes[i]?.after ?? offset;
  }
  const jump = changes.find((c) => wall >= c.at + c.before * MINUTE && wall < c.at + c.after * MINUTE);
  return { at: jump?.at ?? wall - offset * MINUTE, exists: false };
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY);
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** Whole days from one date to another; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): number {
  return weekdayOfDay(dayNumber(date));
}

/** ISO weekday of a day number. */
export function weekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** Minutes since midnight of an 'HH:mm' clock; '24:00' is 1440, the next day's midnight. */
export function clockMinutes(clock: string): number {
  return +clock.slice(0, 2) * 60 + +clock.slice(3, 5);
}

/** One date's wall-clock minutes in a zone as instants (ms), built once per date. */
export interface ZoneDay {
  /** The instant of a wall-clock minute (0–1440): null in a spring-forward gap, the earlier one when it occurs twice. */
  at(minute: number): number | null;
  /** As `at`, but a minute in a gap gives the instant the clocks jump: the first one showing a later time. */
  atOrAfter(minute: number): number;
}

export function zoneDay(zone: string, date: string): ZoneDay {
  return zoneDayOf(zone, dayNumber(date));
}

/** As zoneDay, for a day number. */
export function zoneDayOf(zone: string, day: number): ZoneDay {
  const wall0 = day * DAY;
  // A day with no change within a day either side reads every minute at one offset.
  if (!changesWithin(zone, wall0 - DAY, wall0 + 2 * DAY)) {
    const base = wall0 - offsetAt(zone, wall0) * MINUTE;
    return { at: (minute) => base + minute * MINUTE, atOrAfter: (minute) => base + minute * MINUTE };
  }
  return {
    at: (minute) => {
      const r = resolveWall(zone, wall0 + minute * MINUTE);
      return r.exists ? r.at : null;
    },
    atOrAfter: (minute) => resolveWall(zone, wall0 + minute * MINUTE).at,
  };
}

/** The instant a date and 'HH:mm' clock ('24:00': the next day's midnight) name in a zone; null when the clocks skip it. */
export function instantOf(date: string, clock: string, zone: string): Date | null {
  const at = zoneDay(zone, date).at(clockMinutes(clock));
  return at === null ? null : new Date(at);
}

/** The first instant of a date in a zone (its midnight, or the jump when the clocks skip midnight). */
export function startOfDate(date: string, zone: string): Date {
  return new Date(zoneDay(zone, date).atOrAfter(0));
}

/** The calendar month of the zone that `at` falls in, as instants [its first day's start, the next month's). */
export function monthOf(at: Date, zone: string): { from: Date; to: Date } {
  const month = dateInZone(at, zone).slice(0, 8);
  // The 28th plus a week is always in the next month, and never past its 7th.
  const next = `${addDays(`${month}28`, 7).slice(0, 8)}01`;
  return { from: startOfDate(`${month}01`, zone), to: startOfDate(next, zone) };
}

/** The date the zone's clocks show at an instant. */
export function dateInZone(at: Date, zone: string): string {
  return dateOfDay(dayInZone(at.getTime(), zone));
}

/** The day number of the date the zone's clocks show at an instant (ms). */
export function dayInZone(at: number, zone: string): number {
  return Math.floor((at + offsetAt(zone, at) * MINUTE) / DAY);
}

/** '2026-12-01T09:00:00-07:00': the zone's wall clock to the second with its offset, never Z. */
export function isoInZone(at: Date, zone: string): string {
  const t = at.getTime();
  const offset = offsetAt(zone, t);
  const local = Math.floor((t + offset * MINUTE) / 1000);
  const day = Math.floor(local / 86_400);
  const second = local - day * 86_400;
  const abs = Math.abs(offset); // at most 14 hours
  return `${dateOfDay(day)}T${TWO_DIGITS[Math.floor(second / 3600)]}:${TWO_DIGITS[Math.floor(second / 60) % 60]}:${TWO_DIGITS[second % 60]}`
    + `${offset < 0 ? '-' : '+'}${TWO_DIGITS[Math.floor(abs / 60)]}:${TWO_DIGITS[abs % 60]}`;
}
