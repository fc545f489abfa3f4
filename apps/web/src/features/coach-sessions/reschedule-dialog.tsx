import type { Booking, FieldErrors } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { reportFormFailure } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { clockIn, dayIn, dayLabel } from './agenda-dates.ts';
import { useReschedule } from './api.ts';
import { clientName } from './booking-text.ts';
import { SlotPicker } from './slot-picker.tsx';

interface RescheduleProps { booking: Booking; zone: string; onDone: () => void }

function RescheduleForm({ booking, zone, onDone }: RescheduleProps) {
  const [day, setDay] = useState(() => dayIn(booking.start, zone));
  const [start, setStart] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const move = useReschedule({
    onDone: (moved) => {
      notifySuccess(`The session with ${clientName(moved)} is now ${dayLabel(dayIn(moved.start, zone))} at ${clockIn(moved.start, zone)}.`);
      onDone();
    },
    onFailed: (error) => {
      setErrors(reportFormFailure(error, ['start']));
      // 409: someone took the time meanwhile; the free times are read again and a new one is picked
      if (error instanceof HttpError && error.status === 409) setStart(null);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start) return setErrors({ start: ['Pick one of the free times.'] });
    setErrors({});
    move.mutate({ id: booking.id, start });
  };
  return (
    <form noValidate onSubmit={submit}>
      <p>
        {booking.type_name} with {clientName(booking)}, now {dayLabel(dayIn(booking.start, zone))} at {clockIn(booking.start, zone)}.
      </p>
      <SlotPicker clientId={booking.client.id} typeId={booking.type_id} day={day} value={start} error={errors.start?.[0]}
        client={{ zone: booking.client.time_zone, firstName: booking.client.first_name }}
        onDayChange={(d) => { setDay(d); setStart(null); }} onChange={setStart} />
      <div className="form-actions">
        <Button onClick={onDone}>Keep the time</Button>
        <Button type="submit" variant="primary" busy={move.isPending} busyLabel="saving">Move the session</Button>
      </div>
    </form>
  );
}

/** Moves a booking to another free time (issue 20: the coach has no cut-off). */
export function RescheduleDialog({ booking, zone, open, onClose }: { booking: Booking; zone: string; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={`Move the session with ${clientName(booking)}`} onClose={onClose}>
      {open && <RescheduleForm booking={booking} zone={zone} onDone={onClose} />}
    </Modal>
  );
}
