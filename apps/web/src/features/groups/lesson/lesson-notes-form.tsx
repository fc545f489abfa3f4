import { ANALYTICS_NOTES_MAX, ManageAnalyticsInput, PROFIT_IMPACT_MAX, type FieldErrors } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { validateForm } from '../../../lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import type { AnalyticsData } from '../api/schemas.ts';
import type { SaveAnalytics } from './lesson-work.tsx';

interface Texts { profit_impact: string; notes: string }

/** Profit impact and notes (spec §3 Lesson analytics), saved with the button; empty clears (SDL). */
export function LessonNotesForm({ initial, save, busy }: { initial: AnalyticsData | null; save: SaveAnalytics; busy: boolean }) {
  const [texts, setTexts] = useState<Texts>(() => ({ profit_impact: initial?.profit_impact ?? '', notes: initial?.notes ?? '' }));
  const [saved, setSaved] = useState<Texts>(texts);
  const [errors, setErrors] = useState<FieldErrors>({});
  const dirty = texts.profit_impact !== saved.profit_impact || texts.notes !== saved.notes;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(ManageAnalyticsInput, texts);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const sent = { ...texts };
    save({ profit_impact: checked.data.profit_impact || null, notes: sent.notes.trim() ? sent.notes : null },
      undefined, () => setSaved(sent));
  };

  const set = (key: keyof Texts) => (value: string) => setTexts((prev) => ({ ...prev, [key]: value }));
  return (
    <form className="notes-form" onSubmit={onSubmit} noValidate>
      <Field label="Profit impact" hint="What this lesson is worth to your business, in your own words." error={errors.profit_impact}>
        {(control) => <input {...control} name="profit_impact" maxLength={PROFIT_IMPACT_MAX} value={texts.profit_impact}
          onChange={(e) => set('profit_impact')(e.currentTarget.value)} />}
      </Field>
      <Field label="Notes" error={errors.notes}>
        {(control) => <textarea {...control} name="notes" rows={6} maxLength={ANALYTICS_NOTES_MAX} value={texts.notes}
          onChange={(e) => set('notes')(e.currentTarget.value)} />}
      </Field>
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={busy}>Save</Button>
        <span className="notes-form__state">{dirty ? 'You have unsaved changes.' : 'All changes saved.'}</span>
      </div>
    </form>
  );
}
