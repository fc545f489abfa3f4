import type { Booking, BookingStatus, LocationKind, SessionType } from '@portal/contract';

// Issue 20: the words the client reads for a session's kind of place, its state and its allowance.

const PLACES: Record<LocationKind, string> = {
  video_link: 'Video call',
  video_room: 'Video call',
  phone: 'Phone call',
  address: 'In person',
};

const STATUSES: Record<BookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'Missed',
};

export const placeLabel = (kind: LocationKind) => PLACES[kind];
export const statusLabel = (status: BookingStatus) => STATUSES[status];

/** "2 of 4 used this month", or null for a type without a monthly limit. */
export const allowanceText = (type: SessionType) =>
  type.allowance ? `${type.allowance.used} of ${type.allowance.per_month} used this month` : null;

/** Whether this month's allowance of the type is used up (the server refuses another). */
export const allowanceUsedUp = (type: SessionType) => type.allowance !== null && type.allowance.used >= type.allowance.per_month;

/** Whether the client may still move or cancel the session themselves (before the coach's cut-off). */
export const isChangeable = (booking: Booking, now = Date.now()) =>
  booking.status === 'booked' && now < Date.parse(booking.changeable_until);

/** The session's length in minutes, from its start and end. */
export const minutesOf = (booking: Pick<Booking, 'start' | 'end'>) =>
  Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);

/**
 * What a client without types reads (issue 20: a clear sentence, never a broken flow): none made
 * yet, none opened to them, or no coach (GET /api/v1/booking/types is [] for each).
 */
export const NO_TYPES = 'No sessions are open for you to book yet. Ask your coach if you expected some.';
