import type { FieldErrors } from '@portal/contract';
import { useId, useRef } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { newRange, type RangeDraft } from './availability-draft.ts';

/** The contract's limit of ranges in one day. */
const MAX_RANGES = 8;

interface TimeFieldProps {
  label: string;
  /** Said after the label to assistive tech: which day and range the field is. */
  context: string;
  value: string;
  error: string | undefined;
  /** The id of a message about the whole day, also describing this field. */
  dayErrorId: string | undefined;
  onChange: (value: string) => void;
}

function TimeField({ label, context, value, error, dayErrorId, onChange }: TimeFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, dayErrorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field cs-time${error || dayErrorId ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">{label}<span className="visually-hidden"> ({context})</span></label>
      <input id={id} type="time" value={value} onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error || dayErrorId ? true : undefined} aria-describedby={describedBy} />
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </div>
  );
}

interface RangesEditorProps {
  /** The day, as a person says it: "Monday", "December 24, 2026". */
  dayName: string;
  ranges: RangeDraft[];
  onChange: (ranges: RangeDraft[]) => void;
  errors: FieldErrors;
  /** Where the day's messages are: `weekly.1`, `extra_dates.0.ranges`. */
  errorPath: string;
  /** What a day without ranges is. */
  emptyText: string;
}

const first = (list: string[] | undefined) => list?.[0];

/** One day's "from–to" ranges (issue 20: several a day): add, change, remove; "Closed" with none. */
export function RangesEditor({ dayName, ranges, onChange, errors, errorPath, emptyText }: RangesEditorProps) {
  const dayErrorId = useId();
  const box = useRef<HTMLDivElement>(null);
  // the removed range's button is gone: focus goes to the day's Add button, not to the page's top
  const remove = (key: number) => {
    onChange(ranges.filter((x) => x.key !== key));
    requestAnimationFrame(() => box.current?.querySelector<HTMLButtonElement>('.cs-ranges__add')?.focus());
  };
  const dayError = first(errors[errorPath]);
  const change = (key: number, part: Partial<RangeDraft>) => onChange(ranges.map((r) => (r.key === key ? { ...r, ...part } : r)));
  return (
    <div className="cs-ranges" ref={box}>
      {ranges.length === 0 ? <p className="cs-muted cs-ranges__closed">{emptyText}</p> : (
        <ul className="cs-ranges__list">
          {ranges.map((r, i) => {
            const context = `${dayName}, range ${i + 1}`;
            const rangeError = first(errors[`${errorPath}.${i}`]);
            return (
              <li key={r.key} className="cs-range">
                <TimeField label="From" context={context} value={r.start} error={first(errors[`${errorPath}.${i}.start`]) ?? rangeError}
                  dayErrorId={dayError ? dayErrorId : undefined} onChange={(start) => change(r.key, { start })} />
                <TimeField label="To" context={context} value={r.end} error={first(errors[`${errorPath}.${i}.end`])}
                  dayErrorId={dayError ? dayErrorId : undefined} onChange={(end) => change(r.key, { end })} />
                <Button className="cs-range__remove" onClick={() => remove(r.key)}>
                  Remove<span className="visually-hidden"> {context}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {dayError && <p id={dayErrorId} className="field__error">{dayError}</p>}
      <Button variant="link" className="cs-ranges__add" disabled={ranges.length >= MAX_RANGES} onClick={() => onChange([...ranges, newRange(ranges)])}>
        Add hours<span className="visually-hidden"> on {dayName}</span>
      </Button>
    </div>
  );
}
