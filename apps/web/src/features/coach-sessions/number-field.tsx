import { useId } from 'react';

interface NumberFieldProps {
  label: string;
  /** Shown after the input and said with the label: "minutes", "days". */
  unit: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  hint?: string;
  error?: string | undefined;
  /** A message about a group of fields this one belongs to: marks it invalid and describes it. */
  groupErrorId?: string | undefined;
}

/** A whole number with its unit (issue 20's limits are in minutes, hours and days). */
export function NumberField({ label, unit, value, onChange, min, max, hint, error, groupErrorId }: NumberFieldProps) {
  const id = useId();
  const invalid = Boolean(error || groupErrorId);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, groupErrorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field cs-number${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {/* the unit shows beside the input; said with the label unless the label names it already ("Hours") */}
        {!label.toLowerCase().includes(unit.toLowerCase()) && <span className="visually-hidden"> ({unit})</span>}
      </label>
      {hint && <p id={`${id}-hint`} className="field__hint">{hint}</p>}
      <div className="cs-number__row">
        <input id={id} type="number" inputMode="numeric" min={min} max={max} step={1} value={value}
          onChange={(e) => onChange(e.currentTarget.value)} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
        <span className="cs-number__unit" aria-hidden="true">{unit}</span>
      </div>
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </div>
  );
}
