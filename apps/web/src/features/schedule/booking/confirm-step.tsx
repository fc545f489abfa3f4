import { BOOKING_NOTE_MAX } from '@portal/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { clockTime, fullTime } from './booking-dates.ts';
import type { PickedTime } from './time-step.tsx';

interface Props {
  /** What is booked, e.g. "Intro call, 60 minutes". */
  what: string;
  picked: PickedTime;
  zone: string;
  /** The note to the coach; undefined when the step has none (a reschedule sends only the time). */
  note?: string;
  onNote?: (note: string) => void;
  noteError?: string[] | null;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** Step 3 of booking (issue 20): the chosen time once more, an optional note, and Confirm. */
export function ConfirmStep({ what, picked, zone, note, onNote, noteError, confirmLabel, busy, onConfirm, onBack }: Props) {
  const { slot, coachZone } = picked;
  return (
    <>
      <dl className="booking-facts">
        <div><dt>Session</dt><dd>{what}</dd></div>
        <div><dt>When</dt><dd><time dateTime={slot.start}>{fullTime(slot.start, zone)}</time></dd></div>
        {coachZone !== zone && (
          <div><dt>For your coach</dt><dd>{clockTime(slot.start, coachZone)} in {coachZone}</dd></div>
        )}
      </dl>
      {note !== undefined && onNote && (
        <Field label="Note for your coach (optional)" error={noteError}
          hint={`What would you like to talk about? Up to ${BOOKING_NOTE_MAX} characters.`}>
          {(control) => (
            <textarea {...control} name="note" rows={4} maxLength={BOOKING_NOTE_MAX} value={note}
              onChange={(event) => onNote(event.target.value)} />
          )}
        </Field>
      )}
      <div className="form-actions">
        <Button onClick={onBack} disabled={busy}>Back to times</Button>
        <Button variant="primary" busy={busy} busyLabel="saving" onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </>
  );
}
