import { useId } from 'react';
import { extractMessage } from '../../lib/error-message.ts';
import { isValidTimeZone } from '../../lib/format-date.ts';
import { ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import { clockIn, dayIn, dayLabel } from './agenda-dates.ts';
import { useSlots } from './api.ts';

interface SlotPickerProps {
  clientId: number | null;
  typeId: number | null;
  day: string;
  onDayChange: (day: string) => void;
  /** The chosen start, as the server wrote it. */
  value: string | null;
  onChange: (start: string) => void;
  /** The client's zone and first name: each time also says theirs when it differs ("3:00 PM for Ana"). */
  client?: { zone: string; firstName: string } | undefined;
  dayError?: string | undefined;
  error?: string | undefined;
}

/**
 * A day and its free times for a client and a session type (GET /api/v1/coach/booking/slots, issue
 * 20: the coach's own zone, without the clients' minimum notice).
 */
export function SlotPicker({ clientId, typeId, day, onDayChange, value, onChange, client, dayError, error }: SlotPickerProps) {
  const id = useId();
  const slots = useSlots(clientId, typeId, day);
  const ready = clientId !== null && typeId !== null;
  let times;
  if (!ready) times = <p className="cs-muted">Choose a client and a session type to see the free times.</p>;
  else if (day === '') times = <p className="cs-muted">Choose a day to see its free times.</p>;
  else if (slots.isPending) times = <Skeleton rows={1} label="Looking for free times" />;
  else if (slots.isError) times = <ErrorState title={`We could not load the free times. ${extractMessage(slots.error)}`} onRetry={() => void slots.refetch()} />;
  else {
    const zone = slots.data.time_zone;
    const shown = slots.data.slots.filter((s) => dayIn(s.start, zone) === day);
    times = shown.length === 0 ? <p className="cs-muted" role="status">No free times on {dayLabel(day)}. Try another day.</p> : (
      <fieldset className={`cs-slots${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="field__label">Free times on {dayLabel(day)}</legend>
        <ul className="cs-slots__list">
          {shown.map((s) => (
            <li key={s.start}>
              <label className="cs-slot">
                <input type="radio" name={`${id}-slot`} value={s.start} checked={value === s.start} onChange={() => onChange(s.start)}
                  aria-invalid={error ? true : undefined} />
                <span>
                  {clockIn(s.start, zone)}
                  {client && client.zone !== zone && isValidTimeZone(client.zone) && <span className="cs-muted"> ({clockIn(s.start, client.zone)} for {client.firstName})</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <p className="cs-muted cs-slots__zone">Times in {zone}.</p>
      </fieldset>
    );
  }
  return (
    <div className="cs-slot-picker">
      <div className={`field${dayError ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-day`} className="field__label">Day</label>
        <input id={`${id}-day`} type="date" value={day} onChange={(e) => onDayChange(e.currentTarget.value)}
          aria-invalid={dayError ? true : undefined} aria-describedby={dayError ? `${id}-day-error` : undefined} />
        {dayError && <p id={`${id}-day-error`} className="field__error">{dayError}</p>}
      </div>
      {times}
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </div>
  );
}
