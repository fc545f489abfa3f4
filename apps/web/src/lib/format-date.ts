// Dates in a time zone, with the day.js-style tokens the spec writes its formats in (spec §8:
// 'h:mm a, dddd, MMMM Do, YYYY'). Built on Intl with one cached formatter per zone: creating an
// Intl.DateTimeFormat for a zone is the costly step (docs/decisions/007-dates-with-cached-intl.md).

/** spec §8: 'h:mm a, dddd, MMMM Do, YYYY'; with the zone's abbreviation after the time. */
export const SPEC_DATE_FORMAT = 'h:mm a, dddd, MMMM Do, YYYY';
export const DATE_TIME_WITH_ZONE = 'h:mm a z, dddd, MMMM Do, YYYY';
export const DATE_ONLY = 'MMMM D, YYYY';

const zoneValidity = new Map<string, boolean>();
const formatters = new Map<string, Intl.DateTimeFormat>();
let browserZone: string | undefined;

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let valid = zoneValidity.get(zone);
  if (valid === undefined) {
    try {
      formatterFor(zone);
      valid = true;
    } catch {
      valid = false;
    }
    zoneValidity.set(zone, valid);
  }
  return valid;
}

export const browserTimeZone = () => (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The user's own time zone when it is set and valid, otherwise the browser's. */
export function userTimeZone(user: { time_zone: string | null } | null | undefined): string {
  return isValidTimeZone(user?.time_zone) ? user.time_zone : browserTimeZone();
}

/** An instant shown in a zone, e.g. "3:30 pm EST, Monday, March 3rd, 2025". */
export function formatInZone(iso: string, zone: string, format: string = DATE_TIME_WITH_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = partsOf(date, isValidTimeZone(zone) ? zone : browserTimeZone());
  return format.replace(TOKENS, (token: string, literal: string | undefined) => literal ?? parts[token as Token]);
}

/** Every IANA zone the browser knows, for pickers. */
export function timeZoneList(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimeZone()];
}

// The tokens the portal's formats use; `[text]` is kept as written, as in day.js.
const TOKENS = /\[([^\]]*)]|YYYY|MMMM|dddd|Do|D|h|mm|a|z/g;
type Token = 'YYYY' | 'MMMM' | 'dddd' | 'Do' | 'D' | 'h' | 'mm' | 'a' | 'z';

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hour12: true, hour: 'numeric', minute: '2-digit', weekday: 'long', month: 'long',
      day: 'numeric', year: 'numeric', timeZoneName: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function partsOf(date: Date, zone: string): Record<Token, string> {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatterFor(zone).formatToParts(date)) part[type] = value;
  const day = part.day ?? '';
  return {
    YYYY: part.year ?? '',
    MMMM: part.month ?? '',
    dddd: part.weekday ?? '',
    Do: `${day}${ordinalSuffix(Number(day))}`,
    D: day,
    h: part.hour ?? '',
    mm: part.minute ?? '',
    a: (part.dayPeriod ?? '').toLowerCase(),
    z: part.timeZoneName ?? '',
  };
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}
