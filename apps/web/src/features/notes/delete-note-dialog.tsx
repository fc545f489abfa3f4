import { NOTE_MESSAGES, type Note } from '@portal/contract';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useDeleteNote } from './notes-api.ts';

interface DeleteNoteProps {
  /** The note up for deletion; null when the dialog is closed. */
  note: Note | null;
  onDone: () => void;
  onCancel: () => void;
}

/** spec §3 Notes state "delete flag": a note is deleted only after the user confirms. */
export function DeleteNoteDialog({ note, onDone, onCancel }: DeleteNoteProps) {
  const remove = useDeleteNote({
    onDone: () => {
      notifySuccess(NOTE_MESSAGES.deleted);
      onDone();
    },
    onFailed: notifyFailure,
  });
  return (
    <Modal open={note !== null} title="Delete this note?" onClose={onCancel}>
      {note && (
        <>
          <p>
            “<strong>{note.title}</strong>” will be removed for you and your coach. This cannot be undone.
          </p>
          <div className="note-form__actions">
            <Button onClick={onCancel}>Keep the note</Button>
            <Button variant="primary" busy={remove.isPending} onClick={() => remove.mutate({ id: note.id })}>
              Delete note
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
