import { contentLine, CRLF, dateStamp, escapeText, localStamp, safeUri, textLine, utcStamp } from './ics-text.ts';
import { knownZone, vtimezone, wallClock } from './ics-timezone.ts';

// An iCalendar object (RFC 5545) for a subscribed feed: METHOD:PUBLISH, one VEVENT per entry, each
// time written in its own zone (TZID) with that zone's VTIMEZONE, so calendar apps show
// "5:00 PM Denver" across daylight-saving changes.

export interface IcsEvent {
  /** Stable across fetches, so a subscribed app updates the event instead of adding another. */
  uid: string;
  start: Date;
  /** The end; null: `durationMinutes` after the start. */
  end: Date | null;
  durationMinutes?: number;
  /** A whole day in `timeZone` (a deadline at the day's end, say). */
  allDay?: boolean;
  /** IANA zone the event is written in; an unknown one is written in UTC. */
  timeZone: string | null;
  summary: string;
  /** Plain text: what every calendar app shows (DESIGN §10). */
  description?: string | null;
  /** The same as HTML, for the apps that show it (X-ALT-DESC, Outlook); only with a description. */
  descriptionHtml?: string | null;
  location?: string | null;
  /** Where the event lives in the portal. */
  url?: string | null;
}

export interface IcsCalendar {
  prodId: string;
  name: string;
  /** The owner's zone, for apps that show one for the whole calendar (X-WR-TIMEZONE). */
  timeZone: string | null;
  /** DTSTAMP: when this copy was written. */
  now: Date;
  events: IcsEvent[];
}

const DEFAULT_MINUTES = 60;
const YEARS_AROUND = 5;

/** DTSTART or DTEND at an instant: wall-clock time with TZID in a known zone, else UTC. */
export const timeLine = (name: string, at: Date, zone: string | null) =>
  (zone ? contentLine(name, localStamp(wallClock(at, zone)), { TZID: zone }) : contentLine(name, utcStamp(at)));

/** A whole day: the local date in the zone, to the next date (DTEND is exclusive, §3.6.1). */
function dayLines(at: Date, zone: string | null): string[] {
  const w = zone ? wallClock(at, zone) : { y: at.getUTCFullYear(), m: at.getUTCMonth() + 1, d: at.getUTCDate() };
  const next = new Date(Date.UTC(w.y, w.m - 1, w.d + 1));
  return [
    contentLine('DTSTART', dateStamp(w), { VALUE: 'DATE' }),
    contentLine('DTEND', dateStamp({ y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() }), { VALUE: 'DATE' }),
  ];
}

function eventLines(e: IcsEvent, zone: string | null, now: Date): string[] {
  const allDay = e.allDay === true;
  const end = e.end && e.end > e.start ? e.end : new Date(e.start.getTime() + (e.durationMinutes ?? DEFAULT_MINUTES) * 60_000);
  const url = safeUri(e.url);
  return [
    'BEGIN:VEVENT',
    textLine('UID', e.uid),
    contentLine('DTSTAMP', utcStamp(now)),
    ...(allDay ? dayLines(e.start, zone) : [timeLine('DTSTART', e.start, zone), timeLine('DTEND', end, zone)]),
    textLine('SUMMARY', e.summary),
    ...(e.description ? [textLine('DESCRIPTION', e.description)] : []),
    ...(e.description && e.descriptionHtml ? [contentLine('X-ALT-DESC', escapeText(e.descriptionHtml), { FMTTYPE: 'text/html' })] : []),
    ...(e.location ? [textLine('LOCATION', e.location)] : []),
    ...(url ? [contentLine('URL', url)] : []),
    ...(allDay ? ['TRANSP:TRANSPARENT'] : []),
    'END:VEVENT',
  ];
}

/** The whole feed as text: CRLF after every line, folded at 75 octets. */
export function writeCalendar(cal: IcsCalendar): string {
  const zoneOf = new Map<IcsEvent, string | null>(cal.events.map((e) => [e, knownZone(e.timeZone)]));
  const years = new Map<string, { from: number; to: number }>();
  const thisYear = cal.now.getUTCFullYear();
  for (const e of cal.events) {
    const zone = zoneOf.get(e);
    if (!zone) continue;
    // Observances are written for at most YEARS_AROUND years either side of now; an app reads an
    // event beyond them with the nearest observance's rules.
    const clamp = (y: number) => Math.min(Math.max(y, thisYear - YEARS_AROUND), thisYear + YEARS_AROUND);
    const y0 = clamp(e.start.getUTCFullYear());
    const y1 = Math.max(y0, clamp((e.end ?? e.start).getUTCFullYear()));
    const r = years.get(zone);
    years.set(zone, r ? { from: Math.min(r.from, y0), to: Math.max(r.to, y1) } : { from: y0, to: y1 });
  }
  const calZone = knownZone(cal.timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    contentLine('PRODID', escapeText(cal.prodId)),
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    textLine('X-WR-CALNAME', cal.name),
    ...(calZone ? [textLine('X-WR-TIMEZONE', calZone)] : []),
    // How often a subscribed app should fetch again (RFC 7986 and the older Microsoft name).
    contentLine('REFRESH-INTERVAL', 'PT1H', { VALUE: 'DURATION' }),
    'X-PUBLISHED-TTL:PT1H',
    ...[...years].flatMap(([zone, r]) => vtimezone(zone, r.from, r.to)),
    ...cal.events.flatMap((e) => eventLines(e, zoneOf.get(e) ?? null, cal.now)),
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
}
