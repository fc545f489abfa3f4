import { MAIL_MESSAGES, type Email } from '@portal/contract';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useDeleteMail } from './mail-api.ts';

interface DeleteMailProps {
  /** The message up for deletion; null when the dialog is closed. */
  mail: Email | null;
  otherName: string;
  onDone: () => void;
  onCancel: () => void;
}

/** spec §7 /delete/mail: a message is deleted only after the user confirms, and only for them. */
export function DeleteMailDialog({ mail, otherName, onDone, onCancel }: DeleteMailProps) {
  const user = useUser();
  const remove = useDeleteMail(user.id, () => {
    notifySuccess(MAIL_MESSAGES.deleted);
    onDone();
  }, notifyFailure);
  return (
    <Modal open={mail !== null} title="Delete this message?" onClose={onCancel}>
      {mail && (
        <>
          <p>
            “<strong>{mail.subject}</strong>” will be removed from your mailbox. {otherName} keeps their copy. This cannot be undone.
          </p>
          <div className="mail-compose__actions">
            <Button onClick={onCancel}>Keep the message</Button>
            <Button variant="primary" busy={remove.isPending} onClick={() => remove.mutate(mail.id)}>Delete message</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
