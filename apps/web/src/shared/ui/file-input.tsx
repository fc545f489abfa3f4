import { useId, type ChangeEvent, type Ref } from 'react';
import './file-input.css';

interface FileInputProps {
  label: string;
  accept?: string;
  /** The chosen file's name, shown beside the button. */
  fileName: string | null;
  hint?: string;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /** Several files at once (the chosen names are written beside the button, comma-separated). */
  multiple?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A file picker styled like the app's buttons (issue 8 finding 12): the native input stays in the
 * page, visually hidden but focusable, so the keyboard and screen readers use it as usual; its label
 * is the visible button, and the chosen file's name is written beside it.
 */
export function FileInput({ label, accept, fileName, hint, error, inputRef, name, multiple, onChange }: FileInputProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, `${id}-name`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`file-input${error ? ' file-input--invalid' : ''}`}>
      {hint && <p id={`${id}-hint`} className="field__hint">{hint}</p>}
      <div className="file-input__row">
        <input ref={inputRef} id={id} type="file" name={name} accept={accept} multiple={multiple} className="file-input__native"
          aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={onChange} />
        <label htmlFor={id} className="btn btn--default file-input__button">{label}</label>
        <span id={`${id}-name`} className="file-input__name">{fileName ?? 'No file chosen'}</span>
      </div>
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </div>
  );
}
