import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryState } from '../../shared/ui/query-state.tsx';

export interface PickerItem { id: number; label: string; detail?: string }

interface CheckboxPickerProps {
  /** "Clients", "Groups". */
  legend: string;
  /** "Find a client". */
  searchLabel: string;
  /** What is listed while loading and when it fails: "your clients". */
  what: string;
  query: UseQueryResult<PickerItem[]>;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** A message about the choice: marks the search field invalid, so the form's focus lands here. */
  error?: string | undefined;
}

const matches = (item: PickerItem, words: string[]) => {
  const text = `${item.label} ${item.detail ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/** A list of checkboxes with a search above it: the search hides what does not match, never a choice made. */
export function CheckboxPicker({ legend, searchLabel, what, query, chosen, onChange, error }: CheckboxPickerProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const toggle = (itemId: number, on: boolean) => onChange(on ? [...chosen, itemId] : chosen.filter((c) => c !== itemId));
  return (
    <fieldset className={`cs-picker${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">{legend} <span className="cs-muted">({chosen.length} chosen)</span></legend>
      <div className="field">
        <label htmlFor={`${id}-q`} className="field__label cs-picker__search-label">{searchLabel}</label>
        <input id={`${id}-q`} type="search" value={q} autoComplete="off" onChange={(e) => setQ(e.currentTarget.value)}
          aria-controls={`${id}-list`} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div id={`${id}-list`}>
        <QueryState query={query} rows={2} loading={`Loading ${what}`} failed={`We could not load ${what}.`}
          isEmpty={(list) => list.length === 0} empty={`You have no ${what.replace(/^your /, '')} yet.`}>
          {(list) => {
            const shown = list.filter((item) => matches(item, words));
            if (shown.length === 0) return <p className="cs-muted" role="status">Nothing matches “{q.trim()}”.</p>;
            return (
              <ul className="cs-picker__list">
                {shown.map((item) => (
                  <li key={item.id}>
                    <label className="checkbox">
                      <input type="checkbox" checked={chosen.includes(item.id)} onChange={(e) => toggle(item.id, e.currentTarget.checked)} />
                      <span>{item.label}{item.detail && <span className="cs-muted"> {item.detail}</span>}</span>
                    </label>
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
      </div>
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </fieldset>
  );
}
