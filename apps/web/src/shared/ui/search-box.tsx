import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import './ui.css';

/** How long typing pauses before the search runs: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search the address holds. */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
  maxLength?: number;
}

/** A search field kept in the address: searches once typing pauses, or at once on Enter. */
export function SearchBox({ value, onSearch, label, placeholder, className, maxLength = 200 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => { latest.current = onSearch; });

  // The address changed without typing (Back, a link): show its search. Typing that only
  // differs by outer spaces is left alone, so the field never fights the keyboard.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <form role="search" className={['field', className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={id} className="field__label">{label}</label>
      <input id={id} type="search" value={text} maxLength={maxLength} autoComplete="off" placeholder={placeholder}
        onChange={(e) => setText(e.target.value)} />
    </form>
  );
}
