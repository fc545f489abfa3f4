import {
  CoachGroupBody, CoachGroupUpdateBody, GROUP_DESCRIPTION_MAX, GROUP_STATUSES, GROUP_TITLE_MAX, MEETS_ON_MAX, PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCY_LABELS, type CoachGroup, type FieldErrors,
} from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { bodyOf } from './form-values.ts';
import { RichTextField } from '../../shared/ui/rich-text-field.tsx';

const FIELDS = ['title', 'name', 'description', 'meets_on', 'start_date', 'end_date', 'status', 'price', 'payment_frequency', 'intro_video'];
const CHECKBOXES = ['is_recurring', 'template', 'active'] as const;
const STATUS_LABELS: Record<(typeof GROUP_STATUSES)[number], string> = { upcoming: 'Upcoming', running: 'Running', finished: 'Finished' };

interface GroupFormProps {
  /** The group edited; none for a new one. */
  group?: CoachGroup;
  busy: boolean;
  submitLabel: string;
  /** The checked body (the title is always there: the form sends it, and an empty one is refused). */
  onSubmit: (body: CoachGroupBody, failed: (error: unknown) => void) => void;
}

/** A group's details (spec §3 Group), checked with the schema the server uses before they are sent. */
export function GroupForm({ group, busy, submitLabel, onSubmit }: GroupFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = bodyOf(form, CHECKBOXES);
    const checked = validateForm(group ? CoachGroupUpdateBody : CoachGroupBody, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    onSubmit(checked.data as CoachGroupBody, (error) => { setErrors(reportFormFailure(error, FIELDS)); focusFirstInvalid(form); });
  };
  const text = (v: string | null | undefined) => v ?? '';
  return (
    <form className="cp-form" noValidate onSubmit={submit} aria-label={group ? 'Group details' : 'New group'}>
      <div className="cp-form__grid">
        <Field label="Title" required error={errors.title} hint="What members see.">
          {(a) => <input {...a} name="title" maxLength={GROUP_TITLE_MAX} required defaultValue={text(group?.title)} />}
        </Field>
        <Field label="Internal name" error={errors.name} hint="For you; the title when left empty.">
          {(a) => <input {...a} name="name" maxLength={GROUP_TITLE_MAX} defaultValue={group && group.name !== group.title ? group.name : ''} />}
        </Field>
        <Field label="Meets on" error={errors.meets_on} hint="For example: Thursdays 5:00 PM">
          {(a) => <input {...a} name="meets_on" maxLength={MEETS_ON_MAX} defaultValue={text(group?.meets_on)} />}
        </Field>
        <Field label="Status" error={errors.status}>
          {(a) => (
            <select {...a} name="status" defaultValue={group?.status ?? 'upcoming'}>
              {GROUP_STATUSES.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
            </select>
          )}
        </Field>
        <Field label="Start date" error={errors.start_date}>
          {(a) => <input {...a} name="start_date" type="date" defaultValue={text(group?.start_date)} />}
        </Field>
        <Field label="End date" error={errors.end_date}>
          {(a) => <input {...a} name="end_date" type="date" defaultValue={text(group?.end_date)} />}
        </Field>
        <Field label="Price" error={errors.price} hint="Leave empty for a free group.">
          {(a) => <input {...a} name="price" inputMode="decimal" defaultValue={text(group?.price)} />}
        </Field>
        <Field label="Payment frequency" error={errors.payment_frequency}>
          {(a) => (
            <select {...a} name="payment_frequency" defaultValue={text(group?.payment_frequency)}>
              <option value="">Not set</option>
              {PAYMENT_FREQUENCIES.map((f) => <option key={f} value={f}>{PAYMENT_FREQUENCY_LABELS[f]}</option>)}
            </select>
          )}
        </Field>
        <Field label="Intro video address" error={errors.intro_video} hint="A full web address (https://…).">
          {(a) => <input {...a} name="intro_video" type="url" inputMode="url" defaultValue={text(group?.intro_video)} />}
        </Field>
      </div>
      <fieldset className="cp-form__flags">
        <legend>Options</legend>
        <label className="checkbox"><input type="checkbox" name="is_recurring" defaultChecked={group?.is_recurring ?? false} /> Recurring programme</label>
        <label className="checkbox"><input type="checkbox" name="template" defaultChecked={group?.template ?? false} /> Template for new groups</label>
        <label className="checkbox"><input type="checkbox" name="active" defaultChecked={group?.active ?? true} /> Active</label>
      </fieldset>
      <RichTextField label="Description" name="description" defaultValue={text(group?.description)} maxLength={GROUP_DESCRIPTION_MAX} error={errors.description} />
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={busy} busyLabel="saving">{submitLabel}</Button>
      </div>
    </form>
  );
}
