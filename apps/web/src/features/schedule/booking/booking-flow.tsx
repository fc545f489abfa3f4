import type { Booking, SessionType } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http-error.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { failureText } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useBook, useReschedule } from './booking-api.ts';
import { dayIn, fullTime } from './booking-dates.ts';
import { minutesOf } from './booking-labels.ts';
import { BookingPlace } from './booking-place.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { TimeStep, type PickedTime } from './time-step.tsx';
import { TypeChoice } from './type-choice.tsx';

type Step = 'type' | 'time' | 'confirm' | 'done';

interface Props {
  /** The client's zone. */
  zone: string;
  /** The session to move (a reschedule: steps 2 and 3 only), or null to book a new one. */
  moving: Booking | null;
  onClose: () => void;
}

interface Chosen { id: number; name: string; minutes: number }

const HEADINGS: Record<Step, [book: string, move: string]> = {
  type: ['Choose a session type', 'Choose a session type'],
  time: ['Choose a time', 'Choose a new time'],
  confirm: ['Confirm your session', 'Confirm the new time'],
  done: ['Your session is booked', 'Your session is moved'],
};

/**
 * Booking a session, or moving one (issue 20): a type, then a day and time in the client's zone,
 * then an optional note and Confirm. A time taken meanwhile (409) brings the times back, read
 * again, with the note kept; a 422 shows its messages.
 */
export function BookingFlow({ zone, moving, onClose }: Props) {
  const [step, setStep] = useState<Step>(moving ? 'time' : 'type');
  const [chosen, setChosen] = useState<Chosen | null>(
    moving ? { id: moving.type_id, name: moving.type_name, minutes: minutesOf(moving) } : null);
  const [today] = useState(() => dayIn(new Date(), zone));
  const [page, setPage] = useState(0);
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedTime | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<Booking | null>(null);
  const book = useBook();
  const reschedule = useReschedule();
  const busy = book.isPending || reschedule.isPending;

  // each step's heading takes focus, so a keyboard or screen reader user starts there
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const go = (next: Step) => {
    if (next !== step) setProblem(null);
    setStep(next);
  };

  function chooseType(type: SessionType) {
    if (chosen?.id !== type.id) {
      setPage(0);
      setDay(null);
    }
    setChosen({ id: type.id, name: type.name, minutes: type.minutes });
    go('time');
  }

  function pickTime(time: PickedTime) {
    setPicked(time);
    setNoteError(null);
    go('confirm');
  }

  async function confirm() {
    if (!chosen || !picked) return;
    setProblem(null);
    setNoteError(null);
    try {
      const booking = moving
        ? await reschedule.mutateAsync({ id: moving.id, start: picked.slot.start })
        : await book.mutateAsync({ type_id: chosen.id, start: picked.slot.start, note: note.trim() || null });
      setResult(booking);
      setStep('done');
    } catch (error) {
      showFailure(error);
    }
  }

  function showFailure(error: unknown) {
    // issue 20: the time was just taken; the times are read again (the write refreshes them)
    if (error instanceof HttpError && error.status === 409) {
      setStep('time');
      setProblem(failureText(error));
      return;
    }
    const fields = serverFieldErrors(error);
    if (fields) {
      setNoteError(fields.note?.length ? fields.note : null);
      const others = Object.entries(fields).filter(([field]) => field !== 'note').flatMap(([, list]) => list);
      setProblem(others.length ? others.join(' ') : null);
      return;
    }
    setProblem(failureText(error));
  }

  const mode = moving ? 1 : 0;
  const what = chosen ? `${chosen.name}, ${chosen.minutes} minutes` : '';
  return (
    <div className="booking-flow">
      <h3 ref={heading} tabIndex={-1} className="booking-flow__step">{HEADINGS[step][mode]}</h3>
      <p role="status" className="visually-hidden">
        {result ? `${HEADINGS.done[mode]}: ${result.type_name}, ${fullTime(result.start, zone)}.` : ''}
      </p>
      {problem && <p role="alert" className="booking-flow__problem">{problem}</p>}

      {step === 'type' && <TypeChoice selected={chosen?.id ?? null} onChoose={chooseType} />}

      {step === 'time' && chosen && (
        <>
          <p className="booking-flow__what">
            {what}
            {moving ? <>. Now booked for <time dateTime={moving.start}>{fullTime(moving.start, zone)}</time>.</> : <>{' '}
              <Button variant="link" onClick={() => go('type')}>Change the session type</Button></>}
          </p>
          <TimeStep typeId={chosen.id} zone={zone} today={today} page={page} onPage={(next) => { setPage(next); setDay(null); }}
            day={day} onDay={setDay} onPick={pickTime} />
        </>
      )}

      {step === 'confirm' && chosen && picked && (
        <ConfirmStep what={what} picked={picked} zone={zone} busy={busy} onBack={() => go('time')} onConfirm={() => void confirm()}
          confirmLabel={moving ? 'Move my session' : 'Confirm booking'}
          {...(moving ? {} : { note, onNote: setNote, noteError })} />
      )}

      {step === 'done' && result && (
        <>
          <dl className="booking-facts">
            <div><dt>Session</dt><dd>{result.type_name}, {minutesOf(result)} minutes</dd></div>
            <div><dt>When</dt><dd><time dateTime={result.start}>{fullTime(result.start, zone)}</time></dd></div>
            <div><dt>Where</dt><dd><BookingPlace booking={result} /></dd></div>
            {result.note && <div><dt>Your note</dt><dd className="booking-facts__note">{result.note}</dd></div>}
          </dl>
          <p>A calendar invitation is on its way to you by email.</p>
          <div className="form-actions">
            <Button variant="primary" onClick={onClose}>Done</Button>
          </div>
        </>
      )}
    </div>
  );
}
