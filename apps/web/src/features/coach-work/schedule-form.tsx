import { TimeZoneField } from '../../shared/ui/time-zone-field.tsx';
import { CoachScheduleBody, type FieldErrors, type ScheduleEntry } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid, formValues, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { wallTimeIn } from '../../lib/wall-time.ts';

const FIELDS = ['title', 'description', 'starts_at', 'ends_at', 'time_zone', 'meeting_url'] as const;

interface ScheduleFormProps {
  entry: ScheduleEntry | null;
  defaultZone: string;
  busy: boolean;
  /** Saves the checked body; rejects with the server's failure. */
  onSave: (body: CoachScheduleBody) => Promise<unknown>;
  onCancel?: () => void;
}

/** One schedule entry: title, what it is about, start and end as the clocks show them in a zone, the call's link. */
export function ScheduleForm({ entry, defaultZone, busy, onSave, onCancel }: ScheduleFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const zone = entry?.time_zone ?? defaultZone;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const checked = validateForm(CoachScheduleBody, values);
    if (!checked.ok) { setErrors(checked.errors); focusFirstInvalid(form); return; }
    setErrors({});
    onSave(values as CoachScheduleBody).catch((error: unknown) => { setErrors(reportFormFailure(error, FIELDS)); focusFirstInvalid(form); });
  };
  return (
    <form className="cw-form" noValidate onSubmit={submit} aria-label={entry ? `Change ${entry.title}` : 'New schedule entry'}>
      <div className="cw-form__grid">
        <Field label="Title" required error={errors.title}>
          {(a) => <input {...a} name="title" required maxLength={150} defaultValue={entry?.title ?? ''} />}
        </Field>
        <TimeZoneField zone={zone} error={errors.time_zone} />
        <Field label="Starts" required error={errors.starts_at} hint="As the clocks show it in the time zone.">
          {(a) => <input {...a} name="starts_at" type="datetime-local" required defaultValue={wallTimeIn(entry?.starts_at ?? null, zone)} />}
        </Field>
        <Field label="Ends" error={errors.ends_at}>
          {(a) => <input {...a} name="ends_at" type="datetime-local" defaultValue={wallTimeIn(entry?.ends_at ?? null, zone)} />}
        </Field>
        <Field label="Meeting address" error={errors.meeting_url} hint="The call's link (https://…).">
          {(a) => <input {...a} name="meeting_url" type="url" inputMode="url" defaultValue={entry?.meeting_url ?? ''} />}
        </Field>
        <Field label="Description" error={errors.description}>
          {(a) => <textarea {...a} name="description" rows={3} maxLength={5000} defaultValue={entry?.description ?? ''} />}
        </Field>
      </div>
      <div className="form-actions">
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="primary" busy={busy} busyLabel="saving">{entry ? 'Save entry' : 'Add to schedule'}</Button>
      </div>
    </form>
  );
}
