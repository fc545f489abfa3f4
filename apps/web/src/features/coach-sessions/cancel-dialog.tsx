import { CANCEL_REASON_MAX, type Booking, type FieldErrors } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { reportFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useCancelBooking } from './api.ts';
import { clientName } from './booking-text.ts';

function CancelForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const cancel = useCancelBooking({
    onDone: () => {
      notifySuccess(`The session with ${clientName(booking)} is cancelled.`);
      onDone();
    },
    onFailed: (error) => setErrors(reportFormFailure(error, ['reason'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate({ id: booking.id, body: { reason: reason.trim() || null } });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Field label="Reason" error={errors.reason} hint={`${booking.client.first_name} sees it with the cancellation. You may leave it empty.`}>
        {(a) => <textarea {...a} rows={3} maxLength={CANCEL_REASON_MAX} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />}
      </Field>
      <div className="form-actions">
        <Button onClick={onDone}>Keep the session</Button>
        <Button type="submit" variant="danger" busy={cancel.isPending}>Cancel the session</Button>
      </div>
    </form>
  );
}

/** Cancels a booking with the reason the client is told (issue 20). */
export function CancelDialog({ booking, open, onClose }: { booking: Booking; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={`Cancel the session with ${clientName(booking)}?`} onClose={onClose}>
      {open && <CancelForm booking={booking} onDone={onClose} />}
    </Modal>
  );
}
