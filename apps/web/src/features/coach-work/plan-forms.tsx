import { TimeZoneField } from '../../shared/ui/time-zone-field.tsx';
import {
  CoachCardBody, CoachCardUpdateBody, CoachCommitmentBody, COMMITMENT_STATUS_LABELS, type BoardCard, type Commitment, type CoachPlanReply,
  type FieldErrors,
} from '@portal/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { focusFirstInvalid, formValues, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { wallTimeIn } from '../../lib/wall-time.ts';

type Errors = FieldErrors;

/** A form checked with a contract schema before it is sent; the server's field messages go beside their fields. */
function CheckedForm({ schema, label, submitLabel, busy, onSave, onCancel, children }: {
  schema: z.ZodType; label: string; submitLabel: string; busy: boolean;
  onSave: (values: Record<string, string>) => Promise<unknown>; onCancel?: () => void; children: (errors: Errors) => ReactNode;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const checked = validateForm(schema, values);
    if (!checked.ok) { setErrors(checked.errors); focusFirstInvalid(form); return; }
    setErrors({});
    onSave(values).catch((error: unknown) => { setErrors(reportFormFailure(error, Object.keys(values))); focusFirstInvalid(form); });
  };
  return (
    <form className="cw-form" noValidate onSubmit={submit} aria-label={label}>
      <div className="cw-form__grid">{children(errors)}</div>
      <div className="form-actions">
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="primary" busy={busy} busyLabel="saving">{submitLabel}</Button>
      </div>
    </form>
  );
}

/** Title, details, and a due time as the clocks show it in a zone. */
function WorkFields({ errors, title, description, due, dueName, dueLabel, zone }: {
  errors: Errors; title: string; description: string; due: string | null; dueName: string; dueLabel: string; zone: string;
}) {
  return (
    <>
      <Field label="Title" required error={errors.title}>{(a) => <input {...a} name="title" required maxLength={200} defaultValue={title} />}</Field>
      <Field label={dueLabel} error={errors[dueName]} hint="As the clocks show it in the time zone.">
        {(a) => <input {...a} name={dueName} type="datetime-local" defaultValue={wallTimeIn(due, zone)} />}
      </Field>
      <TimeZoneField zone={zone} error={errors.time_zone} />
      <Field label="Details" error={errors.description}>{(a) => <textarea {...a} name="description" rows={2} maxLength={5000} defaultValue={description} />}</Field>
    </>
  );
}

interface CardFormProps {
  plan: CoachPlanReply; card: BoardCard | null; zone: string; busy: boolean;
  onSave: (body: CoachCardBody | CoachCardUpdateBody) => Promise<unknown>; onCancel?: () => void;
}

/** An action step or reminder: a new one names its focus area and board; a change keeps them. */
export function CardForm({ plan, card, zone, busy, onSave, onCancel }: CardFormProps) {
  const areaValue = (a: { assessment_id: number; path: string }) => `${a.assessment_id}:${a.path}`;
  const save = (values: Record<string, string>) => {
    if (card) return onSave(values as CoachCardUpdateBody);
    const [assessment, ...path] = (values.focus_area ?? '').split(':');
    const { focus_area: _area, ...rest } = values;
    return onSave({ ...rest, assessment_id: Number(assessment), path: path.join(':') } as CoachCardBody);
  };
  const schema = card ? CoachCardUpdateBody : CoachCardBody.omit({ assessment_id: true, path: true });
  return (
    <CheckedForm schema={schema} label={card ? `Change ${card.title}` : 'New action step or reminder'} submitLabel={card ? 'Save' : 'Add'}
      busy={busy} onSave={save} onCancel={onCancel}>
      {(errors) => (
        <>
          {!card && (
            <>
              <Field label="Focus area" required error={errors.path ?? errors.assessment_id}>
                {(a) => (
                  <select {...a} name="focus_area" required>
                    {plan.focus_areas.map((f) => <option key={areaValue(f)} value={areaValue(f)}>{f.name} ({f.assessment_title})</option>)}
                  </select>
                )}
              </Field>
              <Field label="Board" required error={errors.board}>
                {(a) => (
                  <select {...a} name="board" required defaultValue="action_steps">
                    <option value="action_steps">Action steps</option>
                    <option value="reminders">Reminders</option>
                  </select>
                )}
              </Field>
            </>
          )}
          <WorkFields errors={errors} title={card?.title ?? ''} description={card?.description ?? ''} due={card?.due_at ?? null}
            dueName="due_at" dueLabel="Due" zone={zone} />
        </>
      )}
    </CheckedForm>
  );
}

interface CommitmentFormProps {
  plan: CoachPlanReply; commitment: Commitment | null; zone: string; busy: boolean;
  onSave: (body: CoachCommitmentBody) => Promise<unknown>; onCancel?: () => void;
}

/** A commitment: who on the client's team is responsible, by when, and how far it is. */
export function CommitmentForm({ plan, commitment, zone, busy, onSave, onCancel }: CommitmentFormProps) {
  return (
    <CheckedForm schema={CoachCommitmentBody} label={commitment ? `Change ${commitment.title}` : 'New commitment'}
      submitLabel={commitment ? 'Save commitment' : 'Add commitment'} busy={busy} onSave={(v) => onSave(v as CoachCommitmentBody)} onCancel={onCancel}>
      {(errors) => (
        <>
          <WorkFields errors={errors} title={commitment?.title ?? ''} description={commitment?.description ?? ''} due={commitment?.deadline ?? null}
            dueName="deadline" dueLabel="Deadline" zone={zone} />
          <Field label="Status" error={errors.status}>
            {(a) => (
              <select {...a} name="status" defaultValue={String(commitment?.status ?? 0)}>
                {COMMITMENT_STATUS_LABELS.map((label, i) => <option key={label} value={i}>{label}</option>)}
              </select>
            )}
          </Field>
          <Field label="Responsible" error={errors.responsible_id}>
            {(a) => (
              <select {...a} name="responsible_id" defaultValue={String(commitment?.responsibility?.id ?? '')}>
                <option value="">Nobody yet</option>
                {plan.team.map((m) => <option key={m.id} value={m.id}>{m.first_name} {m.last_name}</option>)}
              </select>
            )}
          </Field>
        </>
      )}
    </CheckedForm>
  );
}
