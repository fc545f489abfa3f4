import { MESSAGES, TESTIMONIAL_MAX, TestimonialBody } from '@portal/contract';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useSendTestimonial } from './coach-api.ts';

/** The fields with a message beside them (the checkbox has none: a message for it is toasted). */
const FIELDS = Object.keys(TestimonialBody.shape).filter((key) => key !== 'may_publish');

/** The testimonial modal's form (spec §7 testimonials/addtestimonial; §8 'Testimonial has been sent successfully'). */
export function TestimonialForm({ coachName, onDone, onCancel }: { coachName: string; onDone: () => void; onCancel: () => void }) {
  const form = useCheckedForm(TestimonialBody);
  const send = useSendTestimonial(() => {
    form.succeeded();
    notifySuccess(MESSAGES.testimonialSent);
    onDone();
  }, (error) => form.failed(error, FIELDS));
  const { errors } = form;
  return (
    <form noValidate className="coach-form" aria-label="Write a testimonial" onSubmit={form.submitWith((body) => send.mutate(body))}>
      <Field label="Your testimonial" required error={errors.testimonial} hint={`What has working with ${coachName} changed for you and your business?`}>
        {(a) => <textarea {...a} name="testimonial" rows={6} maxLength={TESTIMONIAL_MAX} required />}
      </Field>
      <Field label="Rating" error={errors.rating}>
        {(a) => (
          <select {...a} name="rating" defaultValue="">
            <option value="">No rating</option>
            {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{n} of 5 stars</option>)}
          </select>
        )}
      </Field>
      <div className="coach-form__check">
        <input id="may-publish" type="checkbox" name="may_publish" />
        <label htmlFor="may-publish">{coachName} may quote this publicly, with my name</label>
      </div>
      <div className="coach-form__actions">
        <Button onClick={onCancel} disabled={send.isPending}>Cancel</Button>
        <Button type="submit" variant="primary" busy={send.isPending} busyLabel="sending">Send testimonial</Button>
      </div>
    </form>
  );
}
