import {
  LOCATION_KINDS, SESSION_LOCATION_MAX, SESSION_MINUTES_MAX, SESSION_MINUTES_MIN, SESSION_TYPE_NAME_MAX,
  type CoachSessionType, type FieldErrors, type LocationKind,
} from '@portal/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid, reportFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useSaveSessionType } from './api.ts';
import { AudiencePicker } from './audience-picker.tsx';
import { LOCATION_FIELD, LOCATION_LABELS } from './session-labels.ts';
import { checkTypeDraft, FIELDS, typeDraftOf, type TypeDraft } from './session-type-draft.ts';

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
  children?: ReactNode;
}

function RadioGroup<T extends string>({ legend, name, options, value, onChange, error, children }: RadioGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className={`cs-radios${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="checkbox">
          <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)}
            aria-invalid={error ? true : undefined} />
          {o.label}
        </label>
      ))}
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
      {children}
    </fieldset>
  );
}

interface SessionTypeFormProps {
  /** The type edited; null for a new one. */
  type: CoachSessionType | null;
  onClose: (saved: CoachSessionType | null) => void;
}

/** A session type's details (issue 20), checked with the contract's schema before they are sent. */
export function SessionTypeForm({ type, onClose }: SessionTypeFormProps) {
  const [draft, setDraft] = useState<TypeDraft>(() => typeDraftOf(type));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const update = (part: Partial<TypeDraft>) => setDraft((d) => ({ ...d, ...part }));
  const save = useSaveSessionType({
    onDone: (saved) => {
      notifySuccess(type ? `“${saved.name}” is saved.` : `“${saved.name}” is ready to book.`);
      onClose(saved);
    },
    onFailed: (error) => {
      setErrors(reportFormFailure(error, FIELDS));
      focusFirstInvalid(form.current);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkTypeDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    save.mutate({ id: type?.id ?? null, body: checked.body });
  };
  const kind = draft.location_kind;
  const title = type ? `Edit “${type.name}”` : 'New session type';
  return (
    <section className="card cs-type-form" aria-labelledby="cs-type-form-title">
      <h2 id="cs-type-form-title" ref={heading} tabIndex={-1}>{title}</h2>
      <form ref={form} className="cs-form" noValidate onSubmit={submit} aria-labelledby="cs-type-form-title">
        <div className="cs-grid">
          <Field label="Name" required error={errors.name} hint="What clients see, e.g. “Strategy call”.">
            {(a) => <input {...a} required maxLength={SESSION_TYPE_NAME_MAX} value={draft.name} onChange={(e) => update({ name: e.currentTarget.value })} />}
          </Field>
          <Field label="Length in minutes" required error={errors.minutes} hint={`From ${SESSION_MINUTES_MIN} to ${SESSION_MINUTES_MAX} minutes.`}>
            {(a) => (
              <input {...a} type="number" inputMode="numeric" required min={SESSION_MINUTES_MIN} max={SESSION_MINUTES_MAX} step={1}
                value={draft.minutes} onChange={(e) => update({ minutes: e.currentTarget.value })} />
            )}
          </Field>
        </div>
        <RadioGroup legend="Where" name="location_kind" value={kind} error={errors.location_kind?.[0]}
          options={LOCATION_KINDS.map((k) => ({ value: k, label: LOCATION_LABELS[k] }))}
          onChange={(location_kind: LocationKind) => update({ location_kind })} />
        {kind === 'video_room' ? (
          <p className="cs-muted">A video room is made for each booking; you and your client get its link with the invitation.</p>
        ) : (
          <Field label={LOCATION_FIELD[kind].label} required error={errors.location} hint={LOCATION_FIELD[kind].hint}>
            {(a) => kind === 'address' ? (
              <textarea {...a} required rows={2} maxLength={SESSION_LOCATION_MAX} value={draft.locations.address}
                onChange={(e) => update({ locations: { ...draft.locations, address: e.currentTarget.value } })} />
            ) : (
              <input {...a} required type={kind === 'phone' ? 'tel' : 'url'} inputMode={kind === 'phone' ? 'tel' : 'url'} maxLength={SESSION_LOCATION_MAX}
                value={draft.locations[kind]} onChange={(e) => update({ locations: { ...draft.locations, [kind]: e.currentTarget.value } })} />
            )}
          </Field>
        )}
        <RadioGroup legend="Who may book it" name="audience" value={draft.audience} error={errors.audience?.[0]}
          options={[{ value: 'all', label: 'All my clients' }, { value: 'chosen', label: 'Chosen clients and groups' }]}
          onChange={(audience) => update({ audience })}>
          {draft.audience === 'chosen' && (
            <AudiencePicker clientIds={draft.client_ids} groupIds={draft.group_ids} errors={errors} onChange={update} />
          )}
        </RadioGroup>
        <Field label="Sessions per client per month" error={errors.per_month} hint="Leave empty for no limit.">
          {(a) => (
            <input {...a} type="number" inputMode="numeric" min={1} max={100} step={1} value={draft.per_month}
              onChange={(e) => update({ per_month: e.currentTarget.value })} />
          )}
        </Field>
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={save.isPending} busyLabel="saving">{type ? 'Save changes' : 'Create session type'}</Button>
          <Button onClick={() => onClose(null)}>Cancel</Button>
        </div>
      </form>
    </section>
  );
}
