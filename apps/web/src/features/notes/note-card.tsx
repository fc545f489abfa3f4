import type { Note } from '@portal/contract';
import { Button } from '../../shared/ui/button.tsx';
import { formatMeetingDay } from './note-dates.ts';

/** How much of a note the list shows before "Read the whole note". */
export const PREVIEW_CHARS = 240;

export function previewOf(body: string): string {
  const text = body.trim();
  if (text.length <= PREVIEW_CHARS) return text;
  const cut = text.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface NoteCardProps {
  note: Note;
  /** The signed-in user: a note they did not write names its author. */
  userId: number;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** One note in the list: title, meeting day, a preview, and its actions. */
export function NoteCard({ note, userId, onEdit, onDelete }: NoteCardProps) {
  const preview = previewOf(note.body);
  const titleId = `note-${note.id}-title`;
  return (
    <article className="card note" aria-labelledby={titleId}>
      <h2 id={titleId} className="note__title">{note.title}</h2>
      <p className="note__meta">
        {note.meeting_date
          ? <>Meeting on <time dateTime={note.meeting_date}>{formatMeetingDay(note.meeting_date)}</time></>
          : 'No meeting date'}
        {note.author_id !== userId && note.author_name && <> · Written by {note.author_name}</>}
      </p>
      {preview && <p className="note__preview">{preview}</p>}
      {preview !== note.body.trim() && (
        <details className="note__full">
          <summary>Read the whole note</summary>
          <p className="note__body">{note.body}</p>
        </details>
      )}
      <div className="note__actions">
        <Button onClick={() => onEdit(note)} aria-label={`Edit note: ${note.title}`}>Edit</Button>
        <Button onClick={() => onDelete(note)} aria-label={`Delete note: ${note.title}`}>Delete</Button>
      </div>
    </article>
  );
}
