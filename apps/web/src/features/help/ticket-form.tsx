import { MESSAGES, TICKET_CATEGORIES, TICKET_PRIORITIES, TicketBody, type FieldErrors } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, formValues, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCreateTicket } from './help-api.ts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The support ticket form (spec §7 POST /api/v1/tickets). */
export function TicketForm() {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateTicket(
    () => {
      form.current?.reset();
      setErrors({});
      notifySuccess(MESSAGES.ticketSubmitted);
    },
    (error) => {
      setErrors(reportFormFailure(error, ['subject', 'category', 'priority', 'message']));
      focusFirstInvalid(form.current);
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(TicketBody, formValues(event.currentTarget));
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    create.mutate(checked.data);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="ticket-title" className="card">
      <h2 id="ticket-title">Contact support</h2>
      <Field label="Subject" required error={errors.subject}>
        {(a) => <input {...a} name="subject" maxLength={150} required />}
      </Field>
      <div className="help__pair">
        <Field label="Category" error={errors.category}>
          {(a) => (
            <select {...a} name="category" defaultValue="other">
              {TICKET_CATEGORIES.map((c) => <option key={c} value={c}>{capitalise(c)}</option>)}
            </select>
          )}
        </Field>
        <Field label="Priority" error={errors.priority}>
          {(a) => (
            <select {...a} name="priority" defaultValue="normal">
              {TICKET_PRIORITIES.map((p) => <option key={p} value={p}>{capitalise(p)}</option>)}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" required error={errors.message} hint="Tell us what happened and what you expected.">
        {(a) => <textarea {...a} name="message" rows={6} maxLength={5000} required />}
      </Field>
      <Button type="submit" variant="primary" busy={create.isPending}>Submit ticket</Button>
    </form>
  );
}
