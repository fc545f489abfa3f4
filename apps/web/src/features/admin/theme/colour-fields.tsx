import { THEME_COLOR_KEYS, THEME_COLOR_LABELS, type FieldErrors, type ThemeColorKey } from '@portal/contract';
import { useId, type Dispatch } from 'react';
import type { BrandAction, BrandEditorState } from './brand-editor-state.ts';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Every colour of the theme (spec §3): a colour picker and its hex code, kept in step. */
export function ColourFields({ state, errors, dispatch }: { state: BrandEditorState; errors: FieldErrors; dispatch: Dispatch<BrandAction> }) {
  return (
    <fieldset className="card brand-editor__section">
      <legend>Colours</legend>
      <div className="colour-grid">
        {THEME_COLOR_KEYS.map((key) => (
          <ColourField key={key} colourKey={key} text={state.hexText[key]} value={state.draft.colors[key]}
            errors={errors[`colors.${key}`]} onChange={(value) => dispatch({ type: 'colour', key, value })} />
        ))}
      </div>
    </fieldset>
  );
}

interface ColourFieldProps {
  colourKey: ThemeColorKey;
  /** What the hex field holds (maybe half typed). */
  text: string;
  /** The last whole colour, which the picker shows. */
  value: string;
  errors: string[] | undefined;
  onChange: (value: string) => void;
}

function ColourField({ colourKey, text, value, errors, onChange }: ColourFieldProps) {
  const id = useId();
  const label = THEME_COLOR_LABELS[colourKey];
  const message = HEX.test(text.trim()) ? errors?.join(' ') : 'Enter # and six hex digits, e.g. #14143f.';
  return (
    <div className={`colour-field${message ? ' colour-field--invalid' : ''}`}>
      <label htmlFor={`${id}-hex`} className="field__label">
        {label}
      </label>
      <div className="colour-field__row">
        <input type="color" className="colour-field__picker" value={value} aria-label={`${label}: colour picker`}
          onChange={(e) => onChange(e.target.value)} />
        <input id={`${id}-hex`} type="text" className="colour-field__hex" value={text} maxLength={7} spellCheck={false}
          autoComplete="off" aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)} />
      </div>
      {message && <p id={`${id}-error`} className="field__error">{message}</p>}
    </div>
  );
}
