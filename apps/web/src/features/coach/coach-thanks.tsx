import { useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { ReferralForm } from './referral-form.tsx';
import { TestimonialForm } from './testimonial-form.tsx';

/** spec §1: clients send testimonials and referrals; both start here, on their coach's profile. */
export function CoachThanks({ coachName }: { coachName: string }) {
  const [open, setOpen] = useState<'testimonial' | 'referral' | null>(null);
  const close = () => setOpen(null);
  return (
    <section aria-labelledby="coach-thanks">
      <h3 id="coach-thanks">Say thanks or introduce someone</h3>
      <p>A few words about what changed for you help {coachName} and the next business owner who is wondering whether coaching works.</p>
      <div className="coach-form__actions">
        <Button variant="primary" onClick={() => setOpen('testimonial')}>Write a testimonial</Button>
        <Button onClick={() => setOpen('referral')}>Refer someone</Button>
      </div>
      <Modal open={open === 'testimonial'} title="Write a testimonial" onClose={close}>
        {open === 'testimonial' && <TestimonialForm coachName={coachName} onDone={close} onCancel={close} />}
      </Modal>
      <Modal open={open === 'referral'} title={`Introduce someone to ${coachName}`} onClose={close}>
        {open === 'referral' && <ReferralForm coachName={coachName} onDone={close} onCancel={close} />}
      </Modal>
    </section>
  );
}
