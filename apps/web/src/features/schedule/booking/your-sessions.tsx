import { BOOKING_MESSAGES, type Booking } from '@portal/contract';
import { useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { EmptyState } from '../../../shared/ui/panels.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { isNoCoach, useBookings, useSessionTypes } from './booking-api.ts';
import { fullTime } from './booking-dates.ts';
import { NO_TYPES } from './booking-labels.ts';
import { BookingCard } from './booking-card.tsx';
import { BookingFlow } from './booking-flow.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import './booking.css';

interface Props {
  /** The client's zone: every time of the section is shown in it. */
  zone: string;
}

/** The flow's dialog: a new booking, or moving one session. */
interface Flow { moving: Booking | null }

const NONE_BOOKED = 'You have no sessions booked.';

/**
 * /schedule, issue 20: the client's booked sessions and the way to book one. A client without a
 * coach or without session types reads why instead of a button that leads nowhere.
 */
export function YourSessions({ zone }: Props) {
  const types = useSessionTypes();
  const [flow, setFlow] = useState<Flow | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const cannotBook = types.isError && isNoCoach(types.error) ? BOOKING_MESSAGES.noCoach
    : types.data?.length === 0 ? NO_TYPES : null;

  function open(next: Flow) {
    setAnnouncement('');
    setFlow(next);
  }

  function cancelled(booking: Booking) {
    setCancelling(null);
    setAnnouncement(`Your ${booking.type_name} on ${fullTime(booking.start, zone)} is cancelled.`);
    // the card's buttons went with its booked state: focus goes to the section instead
    requestAnimationFrame(() => heading.current?.focus());
  }

  return (
    <section className="booking-sessions" aria-labelledby="your-sessions-title">
      <div className="booking-sessions__head">
        <h2 id="your-sessions-title" ref={heading} tabIndex={-1}>Your sessions</h2>
        {cannotBook === null && <Button variant="primary" onClick={() => open({ moving: null })}>Book a session</Button>}
      </div>
      {cannotBook && <p className="booking-sessions__note">{cannotBook}</p>}
      <p role="status" className="booking-sessions__announcement">{announcement}</p>
      <BookingList zone={zone} onReschedule={(booking) => open({ moving: booking })}
        onCancel={(booking) => { setAnnouncement(''); setCancelling(booking); }} />
      <Modal open={flow !== null} title={flow?.moving ? 'Move your session' : 'Book a session'} onClose={() => setFlow(null)}>
        {flow && <BookingFlow zone={zone} moving={flow.moving} onClose={() => setFlow(null)} />}
      </Modal>
      <CancelDialog booking={cancelling} zone={zone} onClose={() => setCancelling(null)} onCancelled={cancelled} />
    </section>
  );
}

/** Sessions that have not ended yet, soonest first (the list comes oldest first, from 30 days back). */
const upcoming = (list: Booking[], now = Date.now()) => list.filter((booking) => Date.parse(booking.end) > now);

interface ListProps {
  zone: string;
  onReschedule: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
}

function BookingList({ zone, onReschedule, onCancel }: ListProps) {
  const bookings = useBookings();
  if (bookings.isError && isNoCoach(bookings.error)) return <EmptyState title={NONE_BOOKED} />;
  return (
    <QueryState query={bookings} rows={2} loading="Loading your sessions" failed="We could not load your sessions."
      isEmpty={(list) => upcoming(list).length === 0} empty={NONE_BOOKED}>
      {(list) => (
        <ul className="booking-sessions__list">
          {upcoming(list).map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} zone={zone} onReschedule={onReschedule} onCancel={onCancel} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
