import { wallTimeIn } from '../../lib/wall-time.ts';

// The agenda's days (issue 20): calendar dates (YYYY-MM-DD) in the coach's zone. Date arithmetic is
// done on the date alone (at UTC noon), so a daylight-saving change never skips or repeats a day.

export type AgendaView = 'day' | 'week';

const DAY_MS = 86_400_000;
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(noonOf(value)) && dayOfUtc(noonOf(value)) === value;

/** The date `iso` falls on in `zone`. */
export const dayIn = (iso: string, zone: string) => wallTimeIn(iso, zone).slice(0, 10);
/** The date it is at `now` in `zone`. */
export const todayIn = (zone: string, now: number) => dayIn(new Date(now).toISOString(), zone);

export const addDays = (day: string, n: number) => dayOfUtc(noonOf(day) + n * DAY_MS);

/** ISO weekday, as the contract's `weekly` counts them: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string) => ((new Date(noonOf(day)).getUTCDay() + 6) % 7) + 1;

/** The Monday of the week `day` is in (issue 20 reads weeks Monday to Sunday, as `weekly` does). */
export const weekStart = (day: string) => addDays(day, 1 - weekdayOf(day));

/** The days a view shows around `day`: that day, or its week. */
export function daysShown(view: AgendaView, day: string): string[] {
  if (view === 'day') return [day];
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The day a step of Previous or Next lands on. */
export const stepDay = (view: AgendaView, day: string, direction: 1 | -1) => addDays(day, direction * (view === 'day' ? 1 : 7));

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });
const shortWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });

/** "Tuesday, December 1, 2026". */
export const dayLabel = (day: string) => longDate.format(noonOf(day));
/** "Tue". */
export const weekdayShort = (day: string) => shortWeekday.format(noonOf(day));
/** "November 30 – December 6, 2026". */
export const weekLabel = (day: string) => {
  const [first, last] = [weekStart(day), addDays(weekStart(day), 6)];
  return `${shortDate.format(noonOf(first))} – ${shortDate.format(noonOf(last))}, ${last.slice(0, 4)}`;
};

const clocks = new Map<string, Intl.DateTimeFormat>();
/** "3:00 PM": the time of `iso` in `zone`. */
export function clockIn(iso: string, zone: string): string {
  let format = clocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
    clocks.set(zone, format);
  }
  // ICU puts a narrow no-break space before AM/PM; a plain one reads and copies the same everywhere
  return format.format(new Date(iso)).replace(/\u202f/g, ' ');
}
