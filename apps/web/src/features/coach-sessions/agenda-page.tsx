import type { Booking } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isValidTimeZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { Button } from '../../shared/ui/button.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { addDays, dayIn, dayLabel, daysShown, isDay, stepDay, todayIn, type AgendaView } from './agenda-dates.ts';
import { AgendaToolbar } from './agenda-toolbar.tsx';
import { useAgenda, useAvailability } from './api.ts';
import { BookDialog } from './book-dialog.tsx';
import { BookingItem } from './booking-item.tsx';
import { SessionsNav } from './sessions-nav.tsx';
import './coach-sessions.css';

/** The time now, a minute at a time: a session that begins while the page is open gets its attendance buttons. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function AgendaDay({ day, bookings, zone, now, showHeading }: { day: string; bookings: Booking[]; zone: string; now: number; showHeading: boolean }) {
  const headingId = `cs-day-${day}`;
  return (
    <section className="cs-agenda-day" aria-labelledby={headingId}>
      <h2 id={headingId} className={showHeading ? 'cs-agenda-day__title' : 'visually-hidden'}>{dayLabel(day)}</h2>
      {bookings.length === 0 ? <p className="cs-muted cs-agenda-day__empty">No sessions</p> : (
        <ul className="cs-bookings" aria-labelledby={headingId}>
          {bookings.map((b) => <li key={b.id}><BookingItem booking={b} zone={zone} now={now} /></li>)}
        </ul>
      )}
    </section>
  );
}

/**
 * /coach/sessions: the coach's agenda (issue 20), a day or a week of bookings in the coach's zone,
 * with what to do about each, and booking for a client. The view and date live in the address.
 */
export default function AgendaPage() {
  const user = useUser();
  const availability = useAvailability();
  // the zone the coach's hours are kept in; the profile's until it has loaded (or if it fails)
  const zone = isValidTimeZone(availability.data?.time_zone) ? availability.data.time_zone : userTimeZone(user);
  const [params, setParams] = useSearchParams();
  const view: AgendaView = params.get('view') === 'week' ? 'week' : 'day';
  const now = useMinuteClock();
  const today = todayIn(zone, now);
  const day = isDay(params.get('date')) ? params.get('date')! : today;
  const days = daysShown(view, day);
  // a day either side: the server reads the dates in the coach's zone, which this page may not know yet
  const agenda = useAgenda(addDays(days[0]!, -1), addDays(days.at(-1)!, 1));
  const [booking, setBooking] = useState(false);
  const go = (next: { view?: AgendaView; date?: string }) => {
    const v = next.view ?? view;
    const d = next.date ?? day;
    const search = new URLSearchParams();
    if (v === 'week') search.set('view', 'week');
    if (d !== today) search.set('date', d);
    setParams(search);
  };
  return (
    <section className="page cs-page" aria-labelledby="cs-agenda-title">
      <div className="cs-page-head">
        <h1 id="cs-agenda-title" className="page__title">Sessions</h1>
        <Button variant="primary" onClick={() => setBooking(true)}>Book for a client</Button>
      </div>
      <SessionsNav />
      <AgendaToolbar view={view} day={day} onView={(v) => go({ view: v })}
        onStep={(direction) => go({ date: stepDay(view, day, direction) })} onToday={() => go({ date: today })} />
      <p className="cs-muted">Times are in {zone}.</p>
      <QueryState query={agenda} loading="Loading your sessions" failed="We could not load your sessions.">
        {(list) => (
          <div className="cs-agenda">
            {days.map((d) => (
              <AgendaDay key={d} day={d} zone={zone} now={now} showHeading={view === 'week'}
                bookings={list.filter((b) => dayIn(b.start, zone) === d)} />
            ))}
          </div>
        )}
      </QueryState>
      <BookDialog open={booking} zone={zone} firstDay={day < today ? today : day} onClose={() => setBooking(false)}
        onBooked={(b) => go({ date: dayIn(b.start, zone) })} />
    </section>
  );
}
