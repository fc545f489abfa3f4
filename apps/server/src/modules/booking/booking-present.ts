import type { Booking } from '@portal/contract';
import type { BookingPerson, BookingView } from './bookings-repo.ts';
import { isoInZone } from './zone-time.ts';

const HOUR_MS = 3_600_000;

/** A person's zone, or UTC for one who never set it (the same fallback the rest of a booking uses). */
export const zoneOf = (p: { timeZone: string | null }) => p.timeZone || 'UTC';

const personOf = (p: BookingPerson) => ({ id: p.id, first_name: p.firstName, last_name: p.lastName, time_zone: zoneOf(p) });

/** A booking on the wire, its times written in `zone` (the viewer's: the client's or the coach's). */
export function presentBooking(v: BookingView, zone: string): Booking {
  const r = v.row;
  const isVideo = r.locationKind === 'video_link' || r.locationKind === 'video_room';
  return {
    id: r.id, type_id: r.typeId, type_name: r.typeName,
    start: isoInZone(r.startsAt, zone), end: isoInZone(r.endsAt, zone),
    status: r.status, location_kind: r.locationKind,
    meeting_url: isVideo ? r.meetingUrl : null, location: isVideo ? null : r.location,
    coach: personOf(v.coach), client: personOf(v.client),
    note: r.note, cancel_reason: r.cancelReason,
    changeable_until: isoInZone(changeableUntil(v), zone),
  };
}

/** Until when the client may move or cancel the booking themselves: the coach's cut-off before it. */
export const changeableUntil = (v: BookingView): Date => new Date(v.row.startsAt.getTime() - v.cutoffHours * HOUR_MS);
