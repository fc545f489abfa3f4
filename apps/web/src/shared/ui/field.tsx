import { useId, type ReactNode } from 'react';
import './ui.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string | string[] | null;
  hint?: string;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error wired up through aria-describedby. */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const errorText = Array.isArray(error) ? error.join(' ') : error;
  const describedBy = [hint && `${id}-hint`, errorText && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${errorText ? ' field--invalid' : ''}`}>
      <div className="field__head">
        <label htmlFor={id} className="field__label">{label}</label>
        {/* outside the label, so its name stays `label`; `required` on the control informs assistive tech */}
        {required && <span className="field__required" aria-hidden="true">Required</span>}
      </div>
      {hint && <p id={`${id}-hint`} className="field__hint">{hint}</p>}
      {children({ id, 'aria-invalid': errorText ? true : undefined, 'aria-describedby': describedBy })}
      {errorText && <p id={`${id}-error`} className="field__error">{errorText}</p>}
    </div>
  );
}
