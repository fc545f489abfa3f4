import { BOOKING_MESSAGES, type Booking } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { clockTime, fullTime } from './booking-dates.ts';
import { isChangeable, statusLabel } from './booking-labels.ts';
import { BookingPlace } from './booking-place.tsx';

interface Props {
  booking: Booking;
  /** The client's zone. */
  zone: string;
  onReschedule: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
}

/**
 * One of the client's booked sessions (issue 20): its type, time in the client's zone (and the
 * coach's when it differs), place, note and state. Before the coach's cut-off it can be moved or
 * cancelled here; after it, the client is pointed to a message to the coach.
 */
export function BookingCard({ booking, zone, onReschedule, onCancel }: Props) {
  const titleId = useId();
  const coachZone = booking.coach.time_zone;
  const when = fullTime(booking.start, zone);
  return (
    <article className="card booking-card" aria-labelledby={titleId}>
      <div className="booking-card__head">
        <h3 id={titleId} className="booking-card__title">{booking.type_name}</h3>
        <span className={`badge booking-card__status booking-card__status--${booking.status}`}>{statusLabel(booking.status)}</span>
      </div>
      <p className="booking-card__time">
        <time dateTime={booking.start}>{when}</time> to <time dateTime={booking.end}>{clockTime(booking.end, zone)}</time>
      </p>
      {coachZone && coachZone !== zone && (
        <p className="booking-card__zone">For your coach: {clockTime(booking.start, coachZone)} in {coachZone}</p>
      )}
      <BookingPlace booking={booking} />
      {booking.note && <p className="booking-card__note">Your note: {booking.note}</p>}
      {booking.status === 'cancelled' && booking.cancel_reason && (
        <p className="booking-card__note">Reason for cancelling: {booking.cancel_reason}</p>
      )}
      {booking.status === 'booked' && (isChangeable(booking) ? (
        <div className="form-actions">
          <Button onClick={() => onReschedule(booking)}>
            Reschedule <span className="visually-hidden">{booking.type_name} on {when}</span>
          </Button>
          <Button variant="danger" onClick={() => onCancel(booking)}>
            Cancel <span className="visually-hidden">{booking.type_name} on {when}</span>
          </Button>
        </div>
      ) : (
        <div className="booking-card__locked">
          <p>{BOOKING_MESSAGES.cutOff}</p>
          <Link className="btn btn--default" to="/messages/new">Write to your coach</Link>
        </div>
      ))}
    </article>
  );
}
