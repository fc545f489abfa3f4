import { DATE_ONLY, formatInZone } from '../../lib/format-date.ts';

// Issue 21: when a notification came, as people say it ("5 minutes ago", "yesterday"); a week or
// more ago, the date in the user's zone. One formatter, made on first use (decision 007).

let words: Intl.RelativeTimeFormat | undefined;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: number, zone: string): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const ago = Math.max(0, now - then); // a server clock a little ahead is still "just now"
  if (ago < MINUTE) return 'just now';
  if (ago >= 7 * DAY) return formatInZone(iso, zone, DATE_ONLY);
  words ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (ago < HOUR) return words.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return words.format(-Math.floor(ago / HOUR), 'hour');
  return words.format(-Math.floor(ago / DAY), 'day');
}
