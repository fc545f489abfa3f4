import { CANCEL_REASON_MAX, type Booking } from '@portal/contract';
import { useState } from 'react';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { failureText } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useCancelBooking } from './booking-api.ts';
import { fullTime } from './booking-dates.ts';

interface Props {
  /** The session to cancel; null while the dialog is closed. */
  booking: Booking | null;
  zone: string;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}

/** Cancelling a session (issue 20): the client confirms first and may give a reason. */
export function CancelDialog({ booking, zone, onClose, onCancelled }: Props) {
  return (
    <Modal open={booking !== null} title="Cancel this session?" onClose={onClose}>
      {booking && <CancelForm key={booking.id} booking={booking} zone={zone} onClose={onClose} onCancelled={onCancelled} />}
    </Modal>
  );
}

function CancelForm({ booking, zone, onClose, onCancelled }: Props & { booking: Booking }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelBooking();

  async function confirm() {
    setProblem(null);
    setReasonError(null);
    try {
      onCancelled(await cancel.mutateAsync({ id: booking.id, reason: reason.trim() || null }));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setReasonError(fields?.reason?.length ? fields.reason : null);
      const others = fields ? Object.entries(fields).filter(([field]) => field !== 'reason').flatMap(([, list]) => list) : [];
      setProblem(fields ? others.join(' ') || null : failureText(error));
    }
  }

  return (
    <>
      <p>
        {booking.type_name}, <time dateTime={booking.start}>{fullTime(booking.start, zone)}</time>.
      </p>
      {problem && <p role="alert" className="booking-flow__problem">{problem}</p>}
      <Field label="Reason (optional)" error={reasonError} hint={`Up to ${CANCEL_REASON_MAX} characters.`}>
        {(control) => (
          <textarea {...control} name="reason" rows={3} maxLength={CANCEL_REASON_MAX} value={reason}
            onChange={(event) => setReason(event.target.value)} />
        )}
      </Field>
      <div className="form-actions">
        <Button onClick={onClose} disabled={cancel.isPending}>Keep the session</Button>
        <Button variant="danger" busy={cancel.isPending} busyLabel="saving" onClick={() => void confirm()}>Cancel the session</Button>
      </div>
    </>
  );
}
