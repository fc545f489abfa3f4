import { useRef, useState } from 'react';
import { SafeHtml } from './safe-html.tsx';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import './rich-text-field.css';
import { formatted, FORMATS, type Format } from './rich-text.ts';

interface RichTextFieldProps {
  label: string;
  name: string;
  defaultValue: string;
  maxLength: number;
  error?: string[] | undefined;
  hint?: string;
}

/** A textarea of HTML with formatting buttons that wrap the selection, and a preview as members see it. */
export function RichTextField({ label, name, defaultValue, maxLength, error, hint }: RichTextFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const apply = (format: Format) => {
    const el = ref.current;
    if (!el) return;
    const [start, end] = [el.selectionStart, el.selectionEnd];
    const { text, select } = formatted(format, el.value.slice(start, end));
    el.focus();
    el.setRangeText(text, start, end, 'end');
    el.setSelectionRange(start + select[0], start + select[1]);
  };
  return (
    <div className="cp-rich-text">
      <Field label={label} error={error} hint={hint ?? 'HTML: paragraphs, headings, bold, italic, lists and links are kept; anything else is removed when saved.'}>
        {(a) => (
          <>
            <div className="cp-rich-text__toolbar" role="group" aria-label={`Format ${label.toLowerCase()}`}>
              {FORMATS.map((f) => <Button key={f.format} variant="default" className="cp-rich-text__button" onClick={() => apply(f.format)}>{f.label}</Button>)}
              <Button variant="link" aria-expanded={preview !== null} onClick={() => setPreview(preview === null ? ref.current?.value ?? '' : null)}>
                {preview === null ? 'Show preview' : 'Hide preview'}
              </Button>
            </div>
            <textarea {...a} ref={ref} name={name} rows={10} maxLength={maxLength} defaultValue={defaultValue} className="cp-rich-text__input" />
          </>
        )}
      </Field>
      {preview !== null && (
        <section className="cp-rich-text__preview" aria-label={`${label} preview`}>
          {preview.trim() ? <SafeHtml html={preview} className="rich-text" /> : <p>Nothing written yet.</p>}
        </section>
      )}
    </div>
  );
}
