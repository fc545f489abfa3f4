import { ANALYTICS_NOTES_MAX, LESSON_TEXT_MESSAGES, PROFIT_IMPACT_MAX } from '@portal/contract';
import type { FormEvent } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import type { GroupRef } from '../api/groups-api.ts';
import type { AnalyticsData } from '../api/schemas.ts';
import { useLessonTexts, type LessonTextsStatus } from './use-lesson-texts.ts';

const statusText = (status: LessonTextsStatus): string =>
  status.kind === 'idle' ? '' : status.kind === 'failed' ? LESSON_TEXT_MESSAGES.failed(status.reason) : LESSON_TEXT_MESSAGES[status.kind];

/**
 * Profit impact and notes (spec §3 Lesson analytics), saved as they are typed (use-lesson-texts.ts);
 * Save only sends at once. An emptied field clears the stored text (SDL).
 */
export function LessonNotesForm({ groupRef, lessonId, initial }: { groupRef: GroupRef; lessonId: string; initial: AnalyticsData | null }) {
  const { texts, errors, status, change, saveNow } = useLessonTexts(groupRef, lessonId, initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveNow();
  };
  const problem = status.kind === 'failed' || status.kind === 'invalid';
  return (
    <form className="notes-form" onSubmit={onSubmit} noValidate>
      <Field label="Profit impact" hint="What this lesson is worth to your business, in your own words." error={errors.profit_impact}>
        {(control) => <input {...control} name="profit_impact" dir="auto" maxLength={PROFIT_IMPACT_MAX} value={texts.profit_impact}
          onChange={(e) => change('profit_impact', e.currentTarget.value)} />}
      </Field>
      <Field label="Notes" hint="Saved as you type." error={errors.notes}>
        {(control) => <textarea {...control} name="notes" dir="auto" rows={6} maxLength={ANALYTICS_NOTES_MAX} value={texts.notes}
          onChange={(e) => change('notes', e.currentTarget.value)} />}
      </Field>
      <div className="form-actions">
        <Button type="submit" variant="primary">Save</Button>
        <span className={`notes-form__state${problem ? ' notes-form__state--error' : ''}`} role="status" aria-live="polite">
          {statusText(status)}
        </span>
      </div>
    </form>
  );
}
