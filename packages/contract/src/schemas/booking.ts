import { z } from 'zod';
import { zId } from './common.ts';
import { zText } from './text.ts';

// Sessions with the coach (issue 20, docs/api.md "Booking" and "Coach: availability and agenda"):
// the coach's weekly hours and session types, the free times a client may book, and the bookings
// themselves. Every time on the wire is an ISO instant carrying an offset; dates are YYYY-MM-DD.

export const SESSION_MINUTES_MIN = 15;
export const SESSION_MINUTES_MAX = 240;
/** The widest slots or bookings range one call may ask for, in days. */
export const BOOKING_RANGE_MAX_DAYS = 62;
export const BOOKING_NOTE_MAX = 1000;
export const CANCEL_REASON_MAX = 500;
export const SESSION_TYPE_NAME_MAX = 80;
export const SESSION_LOCATION_MAX = 300;
/** Replies a client sees when a time is gone or may no longer be changed. */
export const BOOKING_MESSAGES = {
  taken: 'This time was just taken. Pick another.',
  notFree: 'This time is not free. Pick one of the times shown.',
  past: 'This time has passed. Pick a later one.',
  notice: 'This time is too soon to book. Pick a later one.',
  allowance: 'You have used every session of this type this month.',
  cutOff: 'This session can no longer be changed here. Send your coach a message instead.',
  notBookable: 'You cannot book this session type.',
  noCoach: 'You have no coach to book a session with.',
} as const;

/** Where a session happens: the coach's own video room, a room made per booking, a phone, an address. */
export const LOCATION_KINDS = ['video_link', 'video_room', 'phone', 'address'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const BOOKING_STATUSES = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const zDay = z.iso.date('Use the format YYYY-MM-DD.');
/** An instant with an offset or Z, as the slots list writes them. */
const zInstant = z.iso.datetime({ offset: true, error: 'Use an ISO time with its offset, e.g. 2026-12-01T09:00:00-07:00.' });

// ——— The client's wire (issue 20: these paths and shapes are the contract) ———

/** GET /api/v1/booking/types: what the caller may book. */
export const SessionType = z.object({
  id: z.number().int(),
  name: z.string(),
  minutes: z.number().int(),
  location_kind: z.enum(LOCATION_KINDS),
  /** This month's allowance in the coach's zone: "2 of 4 used this month"; null when unlimited. */
  allowance: z.object({ per_month: z.number().int(), used: z.number().int() }).nullable(),
});
export type SessionType = z.infer<typeof SessionType>;

/** GET /api/v1/booking/slots?type_id=&from=&to= (at most BOOKING_RANGE_MAX_DAYS days). */
export const SlotsQuery = z.object({ type_id: zId, from: zDay, to: zDay });
export type SlotsQuery = z.input<typeof SlotsQuery>;
export const Slot = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof Slot>;
export const SlotsReply = z.object({
  /** The caller's zone: every time below carries its offset. */
  time_zone: z.string(),
  /** The coach's zone, for showing both when they differ. */
  coach_time_zone: z.string(),
  slots: z.array(Slot),
});
export type SlotsReply = z.infer<typeof SlotsReply>;

/** GET /api/v1/bookings?from=&to= (both optional). */
export const BookingsQuery = z.object({ from: zDay.optional(), to: zDay.optional() });
export type BookingsQuery = z.input<typeof BookingsQuery>;

const zNote = zText().trim().max(BOOKING_NOTE_MAX, `Must be at most ${BOOKING_NOTE_MAX} characters.`).nullish()
  .transform((v) => v || null);

/** POST /api/v1/bookings. */
export const BookingCreateBody = z.object({ type_id: zId, start: zInstant, note: zNote });
export type BookingCreateBody = z.input<typeof BookingCreateBody>;
/** POST /api/v1/bookings/{id}/reschedule. */
export const BookingRescheduleBody = z.object({ start: zInstant });
export type BookingRescheduleBody = z.input<typeof BookingRescheduleBody>;
/** POST /api/v1/bookings/{id}/cancel. */
export const BookingCancelBody = z.object({
  reason: zText().trim().max(CANCEL_REASON_MAX, `Must be at most ${CANCEL_REASON_MAX} characters.`).nullish().transform((v) => v || null),
});
export type BookingCancelBody = z.input<typeof BookingCancelBody>;

const Person = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const Booking = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  type_name: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  location_kind: z.enum(LOCATION_KINDS),
  /** The video room, for the video kinds. */
  meeting_url: z.string().nullable(),
  /** The phone number or address, for those kinds. */
  location: z.string().nullable(),
  coach: Person.extend({ time_zone: z.string() }),
  client: Person.extend({ time_zone: z.string() }),
  note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** Until when the client may move or cancel it themselves (the coach's cut-off). */
  changeable_until: z.string(),
});
export type Booking = z.infer<typeof Booking>;

// ——— The coach's side ———

/** "HH:mm" on a 24-hour clock; "24:00" ends a range at midnight. */
const zClock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 09:00.');
export const TimeRange = z.object({ start: zClock, end: zClock })
  .refine((r) => r.start < r.end, { error: 'The end must be after the start.', path: ['end'] });
export type TimeRange = z.infer<typeof TimeRange>;
const zRanges = z.array(TimeRange).max(8, 'At most 8 ranges a day.')
  .refine((rs) => [...rs].sort((a, b) => (a.start < b.start ? -1 : 1)).every((r, i, s) => i === 0 || s[i - 1]!.end <= r.start),
    { error: 'The ranges of a day must not overlap.' });

/** ISO weekday (1 Monday … 7 Sunday) → that day's hours. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

export const Availability = z.object({
  /** The coach's IANA zone: the weekly hours, dates off and extra dates are read in it. */
  time_zone: z.string(),
  weekly: z.partialRecord(z.enum(WEEKDAYS), zRanges, {
    error: (issue) => ((issue as { code: string }).code === 'unrecognized_keys' ? 'Use the weekdays 1 (Monday) to 7 (Sunday).' : undefined),
  }),
  dates_off: z.array(zDay).max(366),
  /** Dates with hours of their own, in place of that weekday's. */
  extra_dates: z.array(z.object({ date: zDay, ranges: zRanges })).max(366),
  min_notice_minutes: z.number().int().min(0).max(60 * 24 * 30),
  buffer_minutes: z.number().int().min(0).max(240),
  /** How far ahead clients may book. */
  horizon_days: z.number().int().min(1).max(365),
  /** At most this many sessions a day (coach's zone); null: no limit. */
  max_per_day: z.number().int().min(1).max(48).nullable(),
  /** Clients move or cancel until this many hours before. */
  cutoff_hours: z.number().int().min(0).max(24 * 14),
  /** Reminders go out this many minutes before each session. */
  reminder_minutes: z.array(z.number().int().min(5).max(60 * 24 * 7)).max(4),
  /** Who-is-behind flags a client with no session booked in this many days; null: off. */
  behind_after_days: z.number().int().min(1).max(365).nullable(),
});
export type Availability = z.infer<typeof Availability>;
/** PUT /api/v1/coach/availability: the whole of it. */
export const AvailabilityBody = Availability;
export type AvailabilityBody = z.input<typeof AvailabilityBody>;

export const SESSION_AUDIENCES = ['all', 'chosen'] as const;

export const CoachSessionType = z.object({
  id: z.number().int(),
  name: z.string(),
  minutes: z.number().int(),
  location_kind: z.enum(LOCATION_KINDS),
  /** The coach's room URL, phone number or address; null for a room made per booking. */
  location: z.string().nullable(),
  audience: z.enum(SESSION_AUDIENCES),
  client_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
  per_month: z.number().int().nullable(),
  archived: z.boolean(),
});
export type CoachSessionType = z.infer<typeof CoachSessionType>;

/** POST /api/v1/coach/session-types and POST /api/v1/coach/session-types/{id}. */
export const SessionTypeBody = z.object({
  name: zText({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(SESSION_TYPE_NAME_MAX, `Must be at most ${SESSION_TYPE_NAME_MAX} characters.`),
  minutes: z.number({ error: 'Length must be a number of minutes.' }).int('Length must be whole minutes.')
    .min(SESSION_MINUTES_MIN, `At least ${SESSION_MINUTES_MIN} minutes.`).max(SESSION_MINUTES_MAX, `At most ${SESSION_MINUTES_MAX} minutes.`),
  location_kind: z.enum(LOCATION_KINDS, { error: `Use one of: ${LOCATION_KINDS.join(', ')}.` }),
  location: zText().trim().max(SESSION_LOCATION_MAX, `Must be at most ${SESSION_LOCATION_MAX} characters.`).nullish().transform((v) => v || null),
  audience: z.enum(SESSION_AUDIENCES).default('all'),
  client_ids: z.array(zId).max(1000).default([]),
  group_ids: z.array(zId).max(200).default([]),
  per_month: z.number().int().min(1, 'At least 1 a month.').max(100).nullish().transform((v) => v ?? null),
  archived: z.boolean().default(false),
}).superRefine((v, ctx) => {
  if (v.location_kind === 'video_link' && !(v.location && /^https:\/\/\S+$/.test(v.location))) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: 'Enter your video room address (https://…).' });
  }
  if ((v.location_kind === 'phone' || v.location_kind === 'address') && !v.location) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: v.location_kind === 'phone' ? 'Enter the phone number.' : 'Enter the address.' });
  }
  if (v.audience === 'chosen' && v.client_ids.length === 0 && v.group_ids.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['client_ids'], message: 'Choose at least one client or group.' });
  }
});
export type SessionTypeBody = z.input<typeof SessionTypeBody>;

/** GET /api/v1/coach/agenda?from=&to= (at most BOOKING_RANGE_MAX_DAYS days): the coach's bookings, oldest first. */
export const AgendaQuery = z.object({ from: zDay, to: zDay });
export type AgendaQuery = z.input<typeof AgendaQuery>;

/** GET /api/v1/coach/booking/slots?client_id=&type_id=&from=&to=: free times for booking a client, in the coach's zone. */
export const CoachSlotsQuery = SlotsQuery.extend({ client_id: zId });
export type CoachSlotsQuery = z.input<typeof CoachSlotsQuery>;

/** POST /api/v1/coach/bookings: the coach books for a client (no notice or allowance applies). */
export const CoachBookingBody = z.object({ client_id: zId, type_id: zId, start: zInstant, note: zNote });
export type CoachBookingBody = z.input<typeof CoachBookingBody>;

/** POST /api/v1/coach/bookings/{id}/attendance. */
export const AttendanceBody = z.object({ status: z.enum(['attended', 'no_show', 'booked'], { error: 'Use attended, no_show or booked.' }) });
export type AttendanceBody = z.input<typeof AttendanceBody>;
