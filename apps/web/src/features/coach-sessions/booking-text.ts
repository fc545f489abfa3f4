import type { Booking } from '@portal/contract';
import { isValidTimeZone } from '../../lib/format-date.ts';
import { clockIn, dayIn, weekdayShort } from './agenda-dates.ts';

// How the agenda words a booking (issue 20): times in the coach's zone, and the client's own time
// beside them when their zone differs.

export const clientName = (b: Pick<Booking, 'client'>) => `${b.client.first_name} ${b.client.last_name}`;

/** "9:00 AM – 10:00 AM" in `zone`. */
export const timeSpan = (b: Pick<Booking, 'start' | 'end'>, zone: string) => `${clockIn(b.start, zone)} – ${clockIn(b.end, zone)}`;

/**
 * "3:00 PM for Ana (Europe/Warsaw)", with the client's weekday when their date is not the coach's
 * ("1:00 AM Wed for Kenji (Asia/Tokyo)"); null when both are in one zone.
 */
export function clientLocalTime(b: Pick<Booking, 'start' | 'client'>, zone: string): string | null {
  const theirs = b.client.time_zone;
  if (!isValidTimeZone(theirs) || theirs === zone) return null;
  const day = dayIn(b.start, theirs);
  const otherDay = day !== dayIn(b.start, zone) ? ` ${weekdayShort(day)}` : '';
  return `${clockIn(b.start, theirs)}${otherDay} for ${b.client.first_name} (${theirs})`;
}
