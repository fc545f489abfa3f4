import { NOTE_BODY_MAX, NOTE_MESSAGES, NOTE_TITLE_MAX, NoteStoreBody, type Note } from '@portal/contract';
import { useDraft } from '../../lib/drafts/use-draft.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { DraftNotice } from '../../shared/ui/draft-notice.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useEditNote, useStoreNote } from './notes-api.ts';

/** The fields with a message beside them (user_id is not one: a message for it is toasted). */
const FIELDS = Object.keys(NoteStoreBody.shape).filter((key) => key !== 'user_id');

interface NoteFormProps {
  /** The note being edited; null for a new one. */
  note: Note | null;
  /** A new note's meeting date: today where the user is. */
  today: string;
  onDone: () => void;
  onCancel: () => void;
}

/** The note modal's form (spec §2 /notes): checked with the contract schema the server uses. */
export function NoteForm({ note, today, onDone, onCancel }: NoteFormProps) {
  const form = useCheckedForm(NoteStoreBody);
  const { attach, keep, restored, clear: clearDraft, discard } = useDraft(`note:${note?.id ?? 'new'}`);
  const handlers = {
    onDone: () => {
      form.succeeded();
      clearDraft();
      notifySuccess(note ? NOTE_MESSAGES.updated : NOTE_MESSAGES.created);
      onDone();
    },
    onFailed: (error: unknown) => form.failed(error, FIELDS),
  };
  const store = useStoreNote(handlers);
  const edit = useEditNote(handlers);
  const busy = store.isPending || edit.isPending;
  const { errors } = form;

  return (
    <form noValidate className="note-form" aria-label={note ? 'Edit note' : 'New note'} ref={attach} onChange={keep}
      onSubmit={form.submitWith((body) => (note ? edit.mutate({ ...body, id: note.id }) : store.mutate(body)))}>
      <DraftNotice restored={restored} onDiscard={discard} />
      <Field label="Title" required error={errors.title}>
        {(a) => <input {...a} name="title" maxLength={NOTE_TITLE_MAX} required defaultValue={note?.title ?? ''} />}
      </Field>
      <Field label="Meeting date" error={errors.meeting_date}>
        {(a) => <input {...a} name="meeting_date" type="date" defaultValue={note ? note.meeting_date ?? '' : today} />}
      </Field>
      <Field label="Notes" error={errors.body} hint="What was discussed, what you decided, and what you will do next.">
        {(a) => <textarea {...a} name="body" rows={10} maxLength={NOTE_BODY_MAX} defaultValue={note?.body ?? ''} />}
      </Field>
      <div className="note-form__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={busy} busyLabel="saving">{note ? 'Save changes' : 'Save note'}</Button>
      </div>
    </form>
  );
}
