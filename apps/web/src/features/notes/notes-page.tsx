import { DRAFT_MESSAGES } from '@portal/contract';
import { useRef } from 'react';
import { hasDraft } from '../../lib/drafts/draft-store.ts';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { DeleteNoteDialog } from './delete-note-dialog.tsx';
import { NoteCard } from './note-card.tsx';
import { todayIn } from './note-dates.ts';
import { NoteForm } from './note-form.tsx';
import { useNotes } from './notes-api.ts';
import { useNotesState } from './notes-state.ts';
import './notes.css';

const EMPTY_DETAIL = (
  <p>
    Notes are your record of each coaching meeting: what you discussed, what you decided and what you
    committed to do before the next one. Write one after each session, and look back on them to see
    how far you have come. Your coach can read them too.
  </p>
);

/** /notes: the client's meeting notes (spec §2, §3 Notes state, §7 clientportal/notes). */
export default function NotesPage() {
  const user = useUser();
  const notes = useNotes();
  const [state, dispatch] = useNotesState();
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => dispatch({ type: 'close' });
  // the deleted note's button is gone: focus goes to the page's heading, not to the document
  const deleted = () => {
    close();
    heading.current?.focus();
  };

  return (
    <section className="page" aria-labelledby="notes-title">
      <div className="notes__head">
        <h1 id="notes-title" ref={heading} tabIndex={-1} className="page__title">My Notes</h1>
        <Button variant="primary" onClick={() => dispatch({ type: 'create' })}>New note</Button>
      </div>
      {/* a new note being written before a refresh is kept (lib/drafts): say so, and open it again */}
      {!state.showModal && hasDraft(user.id, 'note:new') && (
        <p className="draft-notice" role="status">
          {DRAFT_MESSAGES.noteKept}{' '}
          <Button variant="link" onClick={() => dispatch({ type: 'create' })}>{DRAFT_MESSAGES.continueNote}</Button>
        </p>
      )}
      <QueryState query={notes} loading="Loading your notes" failed="We could not load your notes."
        isEmpty={(list) => list.length === 0} empty="You have no meeting notes yet." emptyDetail={EMPTY_DETAIL}>
        {(list) => (
          <ul className="notes__list" aria-label="Meeting notes">
            {list.map((note) => (
              <li key={note.id}>
                <NoteCard note={note} userId={user.id} onEdit={(n) => dispatch({ type: 'edit', note: n })}
                  onDelete={(n) => dispatch({ type: 'delete', note: n })} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Modal open={state.showModal} title={state.selected ? 'Edit note' : 'New note'} onClose={close}>
        {state.showModal && (
          <NoteForm key={state.selected?.id ?? 'new'} note={state.selected} today={todayIn(userTimeZone(user))}
            onDone={close} onCancel={close} />
        )}
      </Modal>
      <DeleteNoteDialog note={state.deleting ? state.selected : null} onDone={deleted} onCancel={close} />
    </section>
  );
}
