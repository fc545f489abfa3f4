import type { Booking } from '@portal/contract';
import { useState } from 'react';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { clockIn } from './agenda-dates.ts';
import { useAttendance } from './api.ts';
import { clientLocalTime, clientName, timeSpan } from './booking-text.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import { STATUS_LABELS } from './session-labels.ts';

const ATTENDANCE_DONE = { attended: 'Marked as attended.', no_show: 'Marked as a no-show.', booked: 'Back to booked.' } as const;

function Place({ booking }: { booking: Booking }) {
  if (booking.location_kind === 'video_link' || booking.location_kind === 'video_room') {
    const url = safeHttpUrl(booking.meeting_url);
    return url ? <>Video: <a href={url} target="_blank" rel="noreferrer" className="cs-break">{booking.meeting_url}</a></> : <>Video room</>;
  }
  if (booking.location_kind === 'phone') {
    return <>Phone: {booking.location ? <a href={`tel:${booking.location.replace(/[^\d+]/g, '')}`}>{booking.location}</a> : 'not given'}</>;
  }
  return <>Address: <span className="cs-break">{booking.location ?? 'not given'}</span></>;
}

/** One booking of the agenda (issue 20) and what the coach can do with it. */
export function BookingItem({ booking, zone, now }: { booking: Booking; zone: string; now: number }) {
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const attendance = useAttendance({ onDone: (b) => notifySuccess(ATTENDANCE_DONE[b.status as keyof typeof ATTENDANCE_DONE] ?? 'Saved.'), onFailed: notifyFailure });
  const name = clientName(booking);
  const theirTime = clientLocalTime(booking, zone);
  const started = Date.parse(booking.start) <= now;
  const headingId = `cs-booking-${booking.id}`;
  const busy = (status: 'attended' | 'no_show' | 'booked') => attendance.isPending && attendance.variables?.status === status;
  const mark = (status: 'attended' | 'no_show' | 'booked') => attendance.mutate({ id: booking.id, status });
  const about = <span className="visually-hidden">: {name}, {timeSpan(booking, zone)}</span>;
  return (
    <article className={`cs-booking cs-booking--${booking.status}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="cs-booking__title">
        <span className="cs-booking__time">
          <time dateTime={booking.start}>{clockIn(booking.start, zone)}</time> – <time dateTime={booking.end}>{clockIn(booking.end, zone)}</time>
        </span>{' '}
        <span className="cs-booking__client">{name}</span>
      </h3>
      {theirTime && <p className="cs-booking__local">{theirTime}</p>}
      <p className="cs-booking__facts">
        <span className={`badge cs-status cs-status--${booking.status}`}>{STATUS_LABELS[booking.status]}</span>{' '}
        <span>{booking.type_name}</span> · <Place booking={booking} />
      </p>
      {booking.note && <p className="cs-booking__note"><span className="cs-muted">Note:</span> {booking.note}</p>}
      {booking.status === 'cancelled' && booking.cancel_reason && (
        <p className="cs-booking__note"><span className="cs-muted">Reason:</span> {booking.cancel_reason}</p>
      )}
      {booking.status !== 'cancelled' && (
        <div className="form-actions cs-booking__actions">
          {booking.status === 'booked' && started && (
            <>
              <Button busy={busy('attended')} disabled={attendance.isPending} onClick={() => mark('attended')}>Mark attended{about}</Button>
              <Button busy={busy('no_show')} disabled={attendance.isPending} onClick={() => mark('no_show')}>Mark no-show{about}</Button>
            </>
          )}
          {booking.status === 'booked' && !started && <Button onClick={() => setDialog('reschedule')}>Reschedule{about}</Button>}
          {booking.status === 'booked' && <Button variant="danger" onClick={() => setDialog('cancel')}>Cancel{about}</Button>}
          {booking.status !== 'booked' && (
            <Button busy={busy('booked')} onClick={() => mark('booked')}>Back to booked{about}</Button>
          )}
        </div>
      )}
      <CancelDialog booking={booking} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      {booking.status === 'booked' && !started && (
        <RescheduleDialog booking={booking} zone={zone} open={dialog === 'reschedule'} onClose={() => setDialog(null)} />
      )}
    </article>
  );
}
