import { BOOKING_NOTE_MAX, type Booking, type FieldErrors } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, reportFormFailure } from '../../lib/form-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { clockIn, dayIn, dayLabel } from './agenda-dates.ts';
import { useBookForClient, useCoachClients, useSessionTypes } from './api.ts';
import { clientName } from './booking-text.ts';
import { lengthText } from './session-labels.ts';
import { SlotPicker } from './slot-picker.tsx';

const FIELDS = ['client_id', 'type_id', 'start', 'note'];
const idOf = (value: string) => (value === '' ? null : Number(value));

interface BookFormProps { zone: string; firstDay: string; onBooked: (booking: Booking) => void; onCancel: () => void }

function BookForm({ zone, firstDay, onBooked, onCancel }: BookFormProps) {
  const clients = useCoachClients();
  const types = useSessionTypes();
  const [clientId, setClientId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [day, setDay] = useState(firstDay);
  const [start, setStart] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const book = useBookForClient({
    onDone: (booking) => {
      notifySuccess(`Booked: ${booking.type_name} with ${clientName(booking)}, ${dayLabel(dayIn(booking.start, zone))} at ${clockIn(booking.start, zone)}.`);
      onBooked(booking);
    },
    onFailed: (error) => {
      setErrors(reportFormFailure(error, FIELDS));
      if (error instanceof HttpError && error.status === 409) setStart(null);
      focusFirstInvalid(form.current);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (clientId === null) found.client_id = ['Choose a client.'];
    if (typeId === null) found.type_id = ['Choose a session type.'];
    if (start === null) found.start = ['Pick one of the free times.'];
    setErrors(found);
    if (clientId === null || typeId === null || start === null) return focusFirstInvalid(form.current);
    book.mutate({ client_id: clientId, type_id: typeId, start, note: note.trim() || null });
  };
  const bookable = types.data?.filter((t) => !t.archived) ?? [];
  return (
    <form ref={form} noValidate onSubmit={submit} className="cs-book">
      <Field label="Client" required error={errors.client_id}
        hint={clients.isError ? 'We could not load your clients. Close this and try again.' : undefined}>
        {(a) => (
          <select {...a} required value={clientId ?? ''} onChange={(e) => { setClientId(idOf(e.currentTarget.value)); setStart(null); }}>
            <option value="">{clients.isPending ? 'Loading your clients…' : 'Choose a client'}</option>
            {clients.data?.map((c) => <option key={c.id} value={c.id}>{c.first_name} {c.last_name}</option>)}
          </select>
        )}
      </Field>
      <Field label="Session type" required error={errors.type_id}
        hint={types.data && bookable.length === 0 ? 'You have no session types yet: add one under Session types.' : undefined}>
        {(a) => (
          <select {...a} required value={typeId ?? ''} onChange={(e) => { setTypeId(idOf(e.currentTarget.value)); setStart(null); }}>
            <option value="">{types.isPending ? 'Loading your session types…' : 'Choose a session type'}</option>
            {bookable.map((t) => <option key={t.id} value={t.id}>{t.name} ({lengthText(t.minutes)})</option>)}
          </select>
        )}
      </Field>
      <SlotPicker clientId={clientId} typeId={typeId} day={day} value={start} error={errors.start?.[0]}
        onDayChange={(d) => { setDay(d); setStart(null); }} onChange={setStart} />
      <Field label="Note" error={errors.note} hint="For you and your client; optional.">
        {(a) => <textarea {...a} rows={3} maxLength={BOOKING_NOTE_MAX} value={note} onChange={(e) => setNote(e.currentTarget.value)} />}
      </Field>
      <div className="form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={book.isPending} busyLabel="saving">Book the session</Button>
      </div>
    </form>
  );
}

interface BookDialogProps { open: boolean; zone: string; firstDay: string; onClose: () => void; onBooked: (booking: Booking) => void }

/** "Book for a client" (issue 20): client, type, day, a free time and a note; no notice or allowance applies. */
export function BookDialog({ open, zone, firstDay, onClose, onBooked }: BookDialogProps) {
  return (
    <Modal open={open} title="Book for a client" onClose={onClose}>
      {open && <BookForm zone={zone} firstDay={firstDay} onCancel={onClose} onBooked={(b) => { onBooked(b); onClose(); }} />}
    </Modal>
  );
}
