import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';

interface ResetFeedProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A reset cannot be undone: the old address stops working for every app subscribed to it. */
export function ResetFeedDialog({ open, busy, onConfirm, onCancel }: ResetFeedProps) {
  return (
    <Modal open={open} title="Reset your calendar link?" onClose={onCancel}>
      <p>
        Your current link stops working at once: calendars subscribed to it stop updating. You get a new
        link to subscribe with instead. Reset it if the link was shared with someone who should not see it.
      </p>
      <div className="calendar-feed__actions">
        <Button onClick={onCancel}>Keep the current link</Button>
        <Button variant="primary" busy={busy} onClick={onConfirm}>Reset link</Button>
      </div>
    </Modal>
  );
}
