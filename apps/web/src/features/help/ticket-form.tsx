import { MESSAGES, TICKET_CATEGORIES, TICKET_PRIORITIES, TicketBody } from '@portal/contract';
import { useDraft } from '../../lib/drafts/use-draft.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { DraftNotice } from '../../shared/ui/draft-notice.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useCreateTicket } from './help-api.ts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const FIELDS = Object.keys(TicketBody.shape);

/** The support ticket form (spec §7 POST /api/v1/tickets). */
export function TicketForm() {
  const form = useCheckedForm(TicketBody);
  const { attach, keep, restored, clear: clearDraft, discard } = useDraft('ticket-new');
  const create = useCreateTicket(
    () => {
      form.succeeded({ reset: true });
      clearDraft();
      notifySuccess(MESSAGES.ticketSubmitted);
    },
    (error) => form.failed(error, FIELDS),
  );
  const { errors } = form;

  return (
    <form onSubmit={form.submitWith((body) => create.mutate(body))} ref={attach} onChange={keep} noValidate aria-labelledby="ticket-title" className="card">
      <h2 id="ticket-title">Contact support</h2>
      <DraftNotice restored={restored} onDiscard={discard} />
      <Field label="Subject" required error={errors.subject}>
        {(a) => <input {...a} name="subject" maxLength={150} required />}
      </Field>
      <div className="help__pair">
        <ChoiceField label="Category" name="category" options={TICKET_CATEGORIES} defaultValue="other" error={errors.category} />
        <ChoiceField label="Priority" name="priority" options={TICKET_PRIORITIES} defaultValue="normal" error={errors.priority} />
      </div>
      <Field label="Message" required error={errors.message} hint="Tell us what happened and what you expected.">
        {(a) => <textarea {...a} name="message" rows={6} maxLength={5000} required />}
      </Field>
      <Button type="submit" variant="primary" busy={create.isPending} busyLabel="sending">Submit ticket</Button>
    </form>
  );
}

interface ChoiceProps {
  label: string;
  name: string;
  options: readonly string[];
  defaultValue: string;
  error: string[] | undefined;
}

function ChoiceField({ label, name, options, defaultValue, error }: ChoiceProps) {
  return (
    <Field label={label} error={error}>
      {(a) => (
        <select {...a} name={name} defaultValue={defaultValue}>
          {options.map((o) => <option key={o} value={o}>{capitalise(o)}</option>)}
        </select>
      )}
    </Field>
  );
}
