import { REFERRAL_NOTE_MAX, REFERRALS_PER_DAY, ReferralBody } from '@portal/contract';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { NameFields } from '../../shared/ui/name-fields.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useSendReferral } from './coach-api.ts';

const FIELDS = Object.keys(ReferralBody.shape);

/** The referral modal's form (spec §7 testimonials/addreferral): a person the client introduces to their coach. */
export function ReferralForm({ coachName, onDone, onCancel }: { coachName: string; onDone: () => void; onCancel: () => void }) {
  const form = useCheckedForm(ReferralBody);
  const send = useSendReferral((message) => {
    form.succeeded();
    notifySuccess(message);
    onDone();
  }, (error) => form.failed(error, FIELDS));
  const { errors } = form;
  return (
    <form noValidate className="coach-form" aria-label="Introduce someone to your coach" onSubmit={form.submitWith((body) => send.mutate(body))}>
      <p className="coach-form__intro">
        {coachName} is told about them, and they get one short email from us introducing {coachName}. Nobody is added to a list.
        You can introduce up to {REFERRALS_PER_DAY} people a day.
      </p>
      <NameFields errors={errors} />
      <Field label="Email" required error={errors.email}>
        {(a) => <input {...a} name="email" type="email" autoComplete="off" maxLength={254} required />}
      </Field>
      <Field label="Phone" error={errors.phone}>
        {(a) => <input {...a} name="phone" type="tel" autoComplete="off" maxLength={40} />}
      </Field>
      <Field label="Note for your coach" error={errors.note} hint="Only your coach reads this.">
        {(a) => <textarea {...a} name="note" rows={3} maxLength={REFERRAL_NOTE_MAX} />}
      </Field>
      <div className="coach-form__actions">
        <Button onClick={onCancel} disabled={send.isPending}>Cancel</Button>
        <Button type="submit" variant="primary" busy={send.isPending} busyLabel="sending">Send introduction</Button>
      </div>
    </form>
  );
}
