import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** spec §8: 'h:mm a, dddd, MMMM Do, YYYY'; with the zone's abbreviation after the time. */
export const SPEC_DATE_FORMAT = 'h:mm a, dddd, MMMM Do, YYYY';
export const DATE_TIME_WITH_ZONE = 'h:mm a z, dddd, MMMM Do, YYYY';
export const DATE_ONLY = 'MMMM D, YYYY';

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The user's own time zone when it is set and valid, otherwise the browser's. */
export function userTimeZone(user: { time_zone: string | null } | null | undefined): string {
  return isValidTimeZone(user?.time_zone) ? user.time_zone : browserTimeZone();
}

/** An instant shown in a zone, e.g. "3:30 pm EST, Monday, March 3rd, 2025". */
export function formatInZone(iso: string, zone: string, format: string = DATE_TIME_WITH_ZONE): string {
  const date = dayjs(iso);
  if (!date.isValid()) return iso;
  return date.tz(isValidTimeZone(zone) ? zone : browserTimeZone()).format(format);
}

/** Every IANA zone the browser knows, for pickers. */
export function timeZoneList(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [browserTimeZone()];
}
