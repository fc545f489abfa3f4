import type { Slot } from '@portal/contract';
import { formatInZone } from '../../../lib/format-date.ts';
import { wallTimeIn } from '../../../lib/wall-time.ts';

// Issue 20: free times are shown two weeks at a time, grouped by the client's own dates, with
// the clock read in the client's zone (and the coach's beside it when that differs). Dates here
// are calendar days (YYYY-MM-DD), so adding days never meets a daylight-saving change.

/** One page of free times, in days: one slots call each (at most BOOKING_RANGE_MAX_DAYS). */
export const WINDOW_DAYS = 14;
/** The furthest ahead a coach lets clients book (Availability.horizon_days at most 365): no page starts later. */
export const HORIZON_MAX_DAYS = 365;

/** The calendar day of `instant` in `zone`, as YYYY-MM-DD. */
export const dayIn = (instant: string | Date, zone: string) =>
  wallTimeIn(typeof instant === 'string' ? instant : instant.toISOString(), zone).slice(0, 10);

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface DateWindow { from: string; to: string }

/** The `index`-th two-week page from `today` (0 is the page that starts today). */
export function windowAt(today: string, index: number): DateWindow {
  const from = addDays(today, index * WINDOW_DAYS);
  return { from, to: addDays(from, WINDOW_DAYS - 1) };
}

/** Whether a page after `index` may still hold times a coach lets clients book. */
export const hasLaterWindow = (today: string, index: number) =>
  windowAt(today, index + 1).from <= addDays(today, HORIZON_MAX_DAYS);

export interface SlotDay {
  /** YYYY-MM-DD in the client's zone. */
  day: string;
  slots: Slot[];
}

/** The slots by the client's calendar day, in time order; a slot belongs to the day it starts on. */
export function groupByDay(slots: readonly Slot[], zone: string): SlotDay[] {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const day = dayIn(slot.start, zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** A clock time as the booking flow shows it: "9:00 AM". */
export const clockTime = (instant: string, zone: string) => formatInZone(instant, zone, 'h:mm a').toUpperCase();

/** A day of the flow, e.g. "Monday, March 2" (noon of that day, which every zone has). */
export const dayLabel = (day: string) => formatInZone(`${day}T12:00:00Z`, 'UTC', 'dddd, MMMM D');

/** A page's dates, e.g. "March 2 to March 15, 2026". */
export const windowLabel = ({ from, to }: DateWindow) =>
  `${formatInZone(`${from}T12:00:00Z`, 'UTC', 'MMMM D')} to ${formatInZone(`${to}T12:00:00Z`, 'UTC', 'MMMM D, YYYY')}`;

/** An instant in full for a sentence: "9:00 AM CET, Monday, March 2nd, 2026". */
export const fullTime = (instant: string, zone: string) =>
  formatInZone(instant, zone, 'h:mm a z, dddd, MMMM Do, YYYY').replace(/ (am|pm) /, (m) => m.toUpperCase());
