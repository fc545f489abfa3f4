// Wall-clock times in a named time zone, without a date library (the seed places meetings at
// "Thursdays 5:00 PM" in America/Denver, and schedule entries at a local hour, whatever the
// server's own zone is).

const DAY_MS = 86_400_000;

function parts(at: Date, timeZone: string) {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: +p.year!, m: +p.month!, d: +p.day!, h: +p.hour!, min: +p.minute!, s: +p.second! };
}

const offsetMs = (at: Date, timeZone: string) => {
  const p = parts(at, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - at.getTime();
};

/** The instant at which the clocks in `timeZone` show the given local date and time. */
export function zoned(y: number, m: number, d: number, h: number, min: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** The instant of a wall-clock time in `timeZone`, `days` days from today's date there. */
export function wallClock(now: Date, days: number, h: number, min: number, timeZone: string): Date {
  const today = parts(now, timeZone);
  const day = new Date(Date.UTC(today.y, today.m - 1, today.d + days));
  return zoned(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), h, min, timeZone);
}

/** The next `weekday` (0 = Sunday) after today in `timeZone`, 1 to 7 days ahead, at h:min local time. */
export function nextWeekday(from: Date, weekday: number, h: number, min: number, timeZone: string): Date {
  const today = parts(from, timeZone);
  for (let i = 1; i <= 7; i++) {
    const day = new Date(Date.UTC(today.y, today.m - 1, today.d + i));
    if (day.getUTCDay() === weekday) return zoned(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), h, min, timeZone);
  }
  throw new Error('unreachable');
}

/** The same local time `weeks` weeks later (or earlier), across daylight-saving changes. */
export function weeksFrom(at: Date, weeks: number, timeZone: string): Date {
  const p = parts(at, timeZone);
  const day = new Date(Date.UTC(p.y, p.m - 1, p.d) + weeks * 7 * DAY_MS);
  return zoned(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), p.h, p.min, timeZone);
}

/** The local calendar date (YYYY-MM-DD) of an instant, plus `days`. */
export function localDate(at: Date, timeZone: string, days = 0): string {
  const p = parts(at, timeZone);
  return new Date(Date.UTC(p.y, p.m - 1, p.d) + days * DAY_MS).toISOString().slice(0, 10);
}
