import type { FieldErrors } from '@portal/contract';
import { useId, useRef } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { newReminder, type ReminderDraft, type ReminderUnit } from './availability-draft.ts';

/** The contract's limit of reminders before a session. */
const MAX_REMINDERS = 4;
const UNITS: { value: ReminderUnit; label: string }[] = [
  { value: 'minutes', label: 'minutes before' },
  { value: 'hours', label: 'hours before' },
  { value: 'days', label: 'days before' },
];

function ReminderRow({ reminder, index, error, onChange, onRemove }: {
  reminder: ReminderDraft; index: number; error: string | undefined;
  onChange: (r: ReminderDraft) => void; onRemove: () => void;
}) {
  const id = useId();
  const name = `Reminder ${index + 1}`;
  return (
    <li className={`cs-reminder${error ? ' field--invalid' : ''}`}>
      <div className="field cs-reminder__amount">
        <label htmlFor={`${id}-amount`} className="field__label">{name}</label>
        <input id={`${id}-amount`} type="number" inputMode="numeric" min={1} step={1} value={reminder.amount}
          onChange={(e) => onChange({ ...reminder, amount: e.currentTarget.value })}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className="field cs-reminder__unit">
        <label htmlFor={`${id}-unit`} className="field__label">Unit<span className="visually-hidden"> of {name.toLowerCase()}</span></label>
        <select id={`${id}-unit`} value={reminder.unit} onChange={(e) => onChange({ ...reminder, unit: e.currentTarget.value as ReminderUnit })}>
          {UNITS.map((u) => <option key={u.value} value={u.value}>{u.label}</option>)}
        </select>
      </div>
      <Button className="cs-reminder__remove" onClick={onRemove}>Remove<span className="visually-hidden"> {name.toLowerCase()}</span></Button>
      {error && <p id={`${id}-error`} className="field__error cs-reminder__error">{error}</p>}
    </li>
  );
}

/** When reminders go out before each session (issue 20: by default a day and an hour before); at most four. */
export function RemindersEditor({ reminders, onChange, errors }: { reminders: ReminderDraft[]; onChange: (r: ReminderDraft[]) => void; errors: FieldErrors }) {
  const box = useRef<HTMLDivElement>(null);
  const remove = (key: number) => {
    onChange(reminders.filter((x) => x.key !== key));
    requestAnimationFrame(() => box.current?.querySelector<HTMLButtonElement>('.cs-reminders__add')?.focus());
  };
  return (
    <div className="cs-reminders" ref={box}>
      {reminders.length === 0 ? <p className="cs-muted">No reminders: nobody is reminded before a session.</p> : (
        <ul className="cs-reminders__list">
          {reminders.map((r, i) => (
            <ReminderRow key={r.key} reminder={r} index={i} error={errors[`reminder_minutes.${i}`]?.[0]}
              onChange={(next) => onChange(reminders.map((x) => (x.key === r.key ? next : x)))}
              onRemove={() => remove(r.key)} />
          ))}
        </ul>
      )}
      {errors.reminder_minutes && <p className="field__error">{errors.reminder_minutes[0]}</p>}
      <Button variant="link" className="cs-reminders__add" disabled={reminders.length >= MAX_REMINDERS} onClick={() => onChange([...reminders, newReminder()])}>
        Add a reminder
      </Button>
    </div>
  );
}
