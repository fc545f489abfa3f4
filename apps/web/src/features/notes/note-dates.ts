import { formatInZone } from '../../lib/format-date.ts';

// A meeting date is a calendar day (YYYY-MM-DD), not an instant: it reads the same in every zone.
// "Today" for a new note is today where the user is (their profile's zone, else the browser's).

const DAY_FORMAT = 'dddd, MMMM D, YYYY';

/** "Thursday, March 5, 2026" for '2026-03-05'. */
export const formatMeetingDay = (day: string) => formatInZone(`${day}T12:00:00Z`, 'UTC', DAY_FORMAT);

/** Today's date in `zone`, YYYY-MM-DD. */
export function todayIn(zone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
