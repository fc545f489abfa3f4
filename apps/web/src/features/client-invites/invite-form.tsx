import { InviteClientBody, type FieldErrors, type InviteClientReply } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, formValues, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { NameFields } from '../../shared/ui/name-fields.tsx';
import { useInviteClient } from './invite-api.ts';

const PROGRAMMES = [
  { name: 'group_coaching', label: 'Group coaching', hint: 'Groups, their lessons and meetings' },
  { name: 'flash_coaching', label: 'Flash coaching', hint: 'Assessments, focus areas and action steps' },
  { name: 'business_academy', label: 'Business Academy', hint: 'The academy\'s courses' },
] as const;
/** The fields with a message beside them; a message for the switches or coach_id is toasted. */
const FIELDS = ['email', 'first_name', 'last_name', 'company'];

/** The form's values as the contract's body: the switches as booleans, not "on". */
function bodyOf(form: HTMLFormElement) {
  const values: Record<string, unknown> = formValues(form);
  for (const { name } of PROGRAMMES) values[name] = (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false;
  return values;
}

/** The invitation form (issue 12): who the client is and which programmes they may use. */
export function InviteForm({ onSent }: { onSent: (reply: InviteClientReply) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const invite = useInviteClient(onSent, (error) => {
    setErrors(reportFormFailure(error, FIELDS));
    focusFirstInvalid(form.current);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const checked = validateForm(InviteClientBody, bodyOf(target));
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(target);
    }
    setErrors({});
    invite.mutate(checked.data);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={invite.isPending} aria-labelledby="invite-form-title" className="card invite-form">
      <h2 id="invite-form-title" className="invite-form__title">New client</h2>
      <NameFields errors={errors} />
      <Field label="Email" required error={errors.email} hint="The invitation goes here; it is also how they sign in.">
        {(a) => <input {...a} name="email" type="email" autoComplete="off" maxLength={254} required />}
      </Field>
      <Field label="Company" error={errors.company}>
        {(a) => <input {...a} name="company" autoComplete="off" maxLength={150} />}
      </Field>
      <fieldset className="invite-form__programmes">
        <legend>Programmes</legend>
        {PROGRAMMES.map((p) => (
          <div key={p.name} className="invite-form__switch">
            <input id={`invite-${p.name}`} type="checkbox" role="switch" name={p.name} aria-describedby={`invite-${p.name}-hint`} />
            <label htmlFor={`invite-${p.name}`}>{p.label}</label>
            <span id={`invite-${p.name}-hint`} className="invite-form__hint">{p.hint}</span>
          </div>
        ))}
      </fieldset>
      <Button type="submit" variant="primary" busy={invite.isPending} busyLabel="sending">Send invitation</Button>
    </form>
  );
}
