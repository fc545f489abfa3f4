import type { FieldErrors } from '@portal/contract';
import { useRef } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { AddDate } from './add-date.tsx';
import { dayLabel } from './agenda-dates.ts';
import { nextKey, type ExtraDateDraft } from './availability-draft.ts';
import { RangesEditor } from './ranges-editor.tsx';

interface ExtraDatesEditorProps {
  dates: ExtraDateDraft[];
  onChange: (dates: ExtraDateDraft[]) => void;
  errors: FieldErrors;
}

/** Dates with hours of their own (issue 20), in place of that weekday's: a Saturday morning, a short day. */
export function ExtraDatesEditor({ dates, onChange, errors }: ExtraDatesEditorProps) {
  const add = (date: string) => onChange([...dates, { key: nextKey(), date, ranges: [{ key: nextKey(), start: '09:00', end: '17:00' }] }]
    .sort((a, b) => (a.date < b.date ? -1 : 1)));
  const listError = errors.extra_dates?.[0];
  const box = useRef<HTMLDivElement>(null);
  const remove = (key: number) => {
    onChange(dates.filter((d) => d.key !== key));
    requestAnimationFrame(() => box.current?.querySelector<HTMLInputElement>('.cs-add-date input')?.focus());
  };
  return (
    <div className="cs-dates" ref={box}>
      {dates.length === 0 ? <p className="cs-muted">No extra dates.</p> : (
        <ul className="cs-extra__list">
          {dates.map((entry, i) => {
            const name = dayLabel(entry.date);
            return (
              <li key={entry.key}>
                <fieldset className="cs-day">
                  <legend className="cs-day__name">{name}</legend>
                  {errors[`extra_dates.${i}.date`] && <p className="field__error">{errors[`extra_dates.${i}.date`]![0]}</p>}
                  <RangesEditor dayName={name} ranges={entry.ranges} errors={errors} errorPath={`extra_dates.${i}.ranges`}
                    emptyText="Closed all day."
                    onChange={(ranges) => onChange(dates.map((d) => (d.key === entry.key ? { ...d, ranges } : d)))} />
                  <Button variant="link" onClick={() => remove(entry.key)}>
                    Remove this date<span className="visually-hidden"> ({name})</span>
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      {listError && <p className="field__error">{listError}</p>}
      <AddDate label="Extra date" buttonLabel="Add extra date" taken={dates.map((d) => d.date)} onAdd={add} />
    </div>
  );
}
