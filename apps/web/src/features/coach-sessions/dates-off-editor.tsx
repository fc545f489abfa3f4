import type { FieldErrors } from '@portal/contract';
import { useRef } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { AddDate } from './add-date.tsx';
import { dayLabel } from './agenda-dates.ts';

interface DatesOffEditorProps {
  dates: string[];
  onChange: (dates: string[]) => void;
  errors: FieldErrors;
}

/** The dates the coach takes off (issue 20): nobody can book them, whatever the weekly hours say. */
export function DatesOffEditor({ dates, onChange, errors }: DatesOffEditorProps) {
  const listError = errors.dates_off?.[0];
  const box = useRef<HTMLDivElement>(null);
  // the removed date's button is gone: focus goes to the date field that adds one
  const remove = (date: string) => {
    onChange(dates.filter((d) => d !== date));
    requestAnimationFrame(() => box.current?.querySelector<HTMLInputElement>('input[type="date"]')?.focus());
  };
  return (
    <div className="cs-dates" ref={box}>
      {dates.length === 0 ? <p className="cs-muted">No dates off.</p> : (
        <ul className="cs-dates__list" aria-label="Dates off">
          {dates.map((date, i) => (
            <li key={date} className="cs-dates__item">
              <span>{dayLabel(date)}</span>
              {errors[`dates_off.${i}`] && <span className="field__error">{errors[`dates_off.${i}`]![0]}</span>}
              <Button variant="link" onClick={() => remove(date)}>
                Remove<span className="visually-hidden"> {dayLabel(date)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {listError && <p className="field__error">{listError}</p>}
      <AddDate label="Date off" buttonLabel="Add date off" taken={dates} onAdd={(date) => onChange([...dates, date].sort())} />
    </div>
  );
}
