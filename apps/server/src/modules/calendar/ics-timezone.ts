import { contentLine, localStamp, textLine } from './ics-text.ts';

// RFC 5545 §3.6.5: every TZID a feed uses has a VTIMEZONE. It is written from the zone's own
// transitions as this server's Intl knows them (no time-zone library), one onset per change, for
// the years the feed's events fall in.

export interface WallClock { y: number; m: number; d: number; h: number; min: number; s: number }

const DAY = 86_400_000;
const MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's canonical name when Intl knows it and it is safe as a TZID parameter, else null. */
export function knownZone(zone: string | null | undefined): string | null {
  if (!zone || zone.length > 64 || !/^[A-Za-z0-9/_+-]+$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall-clock time the zone shows at an instant. */
export function wallClock(at: Date, zone: string): WallClock {
  const p = Object.fromEntries(formatter(zone).formatToParts(at).map((x) => [x.type, x.value]));
  return { y: +p.year!, m: +p.month!, d: +p.day!, h: +p.hour!, min: +p.minute!, s: +p.second! };
}

/** The zone's offset from UTC at an instant, in minutes. */
export function offsetMinutes(at: number, zone: string): number {
  const w = wallClock(new Date(at), zone);
  return Math.round((Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(at / 1000) * 1000) / MINUTE);
}

/** The instants, to the minute, at which the zone's offset changes within [from, to). */
export function transitions(zone: string, from: number, to: number): { at: number; before: number; after: number }[] {
  const found: { at: number; before: number; after: number }[] = [];
  let t = from;
  let offset = offsetMinutes(t, zone);
  while (t < to) {
    const next = Math.min(t + DAY, to);
    const nextOffset = offsetMinutes(next, zone);
    if (nextOffset !== offset) {
      let lo = t; let hi = next; // offset(lo) = offset, offset(hi) = nextOffset
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (offsetMinutes(mid, zone) === offset) lo = mid; else hi = mid;
      }
      found.push({ at: hi, before: offset, after: nextOffset });
    }
    t = next;
    offset = nextOffset;
  }
  return found;
}

/** UTC offset as §3.3.14 writes it: -0700, +0530. */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function shortName(at: number, zone: string): string | null {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value;
  return name ?? null;
}

/** Daylight time: the offset is above the lesser of the year's January and July offsets. */
function isDaylight(at: number, offset: number, zone: string): boolean {
  const y = new Date(at).getUTCFullYear();
  return offset > Math.min(offsetMinutes(Date.UTC(y, 0, 1), zone), offsetMinutes(Date.UTC(y, 6, 1), zone));
}

function observance(zone: string, at: number, from: number, to: number): string[] {
  const kind = isDaylight(at, to, zone) ? 'DAYLIGHT' : 'STANDARD';
  // §3.6.5: DTSTART of an onset is the local time before the change, in TZOFFSETFROM.
  const local = new Date(at + from * MINUTE);
  const stamp = localStamp({
    y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate(),
    h: local.getUTCHours(), min: local.getUTCMinutes(), s: 0,
  });
  const name = shortName(at, zone);
  return [
    `BEGIN:${kind}`, contentLine('DTSTART', stamp),
    contentLine('TZOFFSETFROM', utcOffset(from)), contentLine('TZOFFSETTO', utcOffset(to)),
    ...(name ? [textLine('TZNAME', name)] : []), `END:${kind}`,
  ];
}

/** Zones' rules change only with a new Node, so a zone's years are worked out once per process. */
const written = new Map<string, string[]>();
const WRITTEN_MAX = 500;

/** The VTIMEZONE of `zone` (a name from knownZone) covering the UTC years fromYear..toYear. */
export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const key = `${zone} ${fromYear} ${toYear}`;
  let lines = written.get(key);
  if (!lines) {
    if (written.size >= WRITTEN_MAX) written.clear();
    lines = writeVtimezone(zone, fromYear, toYear);
    written.set(key, lines);
  }
  return lines;
}

function writeVtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const from = Date.UTC(fromYear, 0, 1) - DAY;
  const to = Date.UTC(toYear + 1, 0, 1) + DAY;
  const start = offsetMinutes(from, zone);
  return [
    'BEGIN:VTIMEZONE', contentLine('TZID', zone),
    ...observance(zone, from, start, start),
    ...transitions(zone, from, to).flatMap((c) => observance(zone, c.at, c.before, c.after)),
    'END:VTIMEZONE',
  ];
}
