import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import './payment.css';

interface Props {
  userGroupId: string;
  title: string;
  /** How often the group is paid for (the group's payment_frequency), shown with the amount. */
  frequency: string | null;
}

/**
 * 'Pay now' for an unpaid user group (issue 3 §4) and its card dialog. No Radix Overlay: it locks
 * scrolling with an injected <style>, which the CSP forbids; our own backdrop stands in.
 */
export function PayNow({ userGroupId, title, frequency }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // a payment under way is not abandoned by a stray Escape or click outside
  const onOpenChange = (next: boolean) => {
    if (!next && busy) return;
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="primary">Pay now<span className="visually-hidden"> for {title}</span></Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <div className="pay-dialog__backdrop" aria-hidden="true" />
        <Dialog.Content className="pay-dialog">
          <div className="modal__header">
            <Dialog.Title className="modal__title">Pay for {title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="modal__close" aria-label="Close" disabled={busy}>
                <span aria-hidden="true">×</span>
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="pay-dialog__description">
            Pay by card to open every lesson of this programme.
          </Dialog.Description>
          <PaymentPanel userGroupId={userGroupId} title={title} frequency={frequency} onBusyChange={setBusy} onPaid={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
