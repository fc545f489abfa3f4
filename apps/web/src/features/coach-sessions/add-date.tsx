import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { isDay } from './agenda-dates.ts';

interface AddDateProps {
  label: string;
  buttonLabel: string;
  /** The dates already listed: adding one again says so instead. */
  taken: readonly string[];
  onAdd: (date: string) => void;
}

/**
 * A date input and its Add button, inside the availability form: Enter adds the date instead of
 * saving the whole form.
 */
export function AddDate({ label, buttonLabel, taken, onAdd }: AddDateProps) {
  const id = useId();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!isDay(date)) return setError('Choose a date first.');
    if (taken.includes(date)) return setError('That date is in the list already.');
    setError(null);
    setDate('');
    onAdd(date);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="cs-add-date">
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={id} className="field__label">{label}</label>
        <input id={id} type="date" value={date} onKeyDown={onKeyDown}
          onChange={(e) => { setDate(e.currentTarget.value); setError(null); }}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error && <p id={`${id}-error`} className="field__error">{error}</p>}
      </div>
      <Button onClick={add}>{buttonLabel}</Button>
    </div>
  );
}
