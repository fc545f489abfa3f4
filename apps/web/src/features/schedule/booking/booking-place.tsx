import type { Booking } from '@portal/contract';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { placeLabel } from './booking-labels.ts';

/** Where a booked session happens: the video room's link, the phone number or the address. */
export function BookingPlace({ booking }: { booking: Booking }) {
  const link = booking.location_kind === 'video_link' || booking.location_kind === 'video_room' ? safeHttpUrl(booking.meeting_url) : null;
  if (link && booking.status === 'booked') {
    return (
      <p className="booking-place">
        <a href={link} target="_blank" rel="noopener noreferrer">
          Join the video call <span className="visually-hidden">for {booking.type_name} (opens in a new tab)</span>
        </a>
      </p>
    );
  }
  return (
    <p className="booking-place">
      {placeLabel(booking.location_kind)}{booking.location && booking.location_kind !== 'video_link' ? `: ${booking.location}` : ''}
    </p>
  );
}
