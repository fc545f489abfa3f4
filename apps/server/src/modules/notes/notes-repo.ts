import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NOTE_LIST_LIMIT, type Note } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { meetingNotes, users } from '../../db/schema/index.ts';
import { batchedCalls, type BatchRow } from '../../lib/batched-calls.ts';

// The meeting_notes queries. Every one is scoped by tenant and owner (DESIGN §5), and every write is
// one statement: an edit or delete that names a note outside that scope changes nothing.

export type NoteRow = typeof meetingNotes.$inferSelect;
/** Whose notes: one client in one tenant. */
export interface NoteOwner { tenantId: number; userId: number }

const author = alias(users, 'note_author');
const ownedBy = (o: NoteOwner) => and(eq(meetingNotes.tenantId, o.tenantId), eq(meetingNotes.userId, o.userId));
const ownedNote = (o: NoteOwner, id: number) => and(ownedBy(o), eq(meetingNotes.id, id));

function present(n: NoteRow, first: string | null, last: string | null): Note {
  return {
    id: n.id, user_id: n.userId, author_id: n.authorId, author_name: first === null ? null : `${first} ${last ?? ''}`.trim(),
    title: n.title, body: n.body, meeting_date: n.meetingDate,
    created_at: n.createdAt.toISOString(), updated_at: n.updatedAt.toISOString(),
  };
}

/**
 * The owner's notes, newest meeting first; notes without a date after the dated ones. At most
 * `limit` (null: every one, for the owner's data export).
 */
export async function listNotes(db: Db, o: NoteOwner, limit: number | null = NOTE_LIST_LIMIT): Promise<Note[]> {
  const rows = await db.select({ n: meetingNotes, first: author.firstName, last: author.lastName }).from(meetingNotes)
    .leftJoin(author, and(eq(author.id, meetingNotes.authorId), eq(author.tenantId, meetingNotes.tenantId)))
    .where(ownedBy(o))
    .orderBy(sql`${meetingNotes.meetingDate} desc nulls last`, desc(meetingNotes.createdAt), desc(meetingNotes.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER);
  return rows.map((r) => present(r.n, r.first, r.last));
}

export interface NoteFields { title: string; body?: string; meetingDate?: string | null }

/** Who writes a note, and for whom: the caller may write for `ownerId` when it is themselves, one of their clients (a coach) or anyone in the tenant (an admin). */
export interface NoteWriter { tenantId: number; id: number; mayWriteForAnyone: boolean; mayWriteForClients: boolean }

/** A row of store_meeting_notes (migration 0017); instants as epoch milliseconds, the same on every driver. */
interface InsertedListRow extends BatchRow {
  id: number; user_id: number; author_id: number | null; title: string; body: string; meeting_date: string | null;
  created_ms: number; updated_ms: number; first_name: string | null; last_name: string | null;
}

export interface NewNote { writer: NoteWriter; ownerId: number; fields: NoteFields; now: Date }
/** Notes per statement: a body may be long. */
const NOTES_PER_BATCH = 50;

/**
 * Stores a note for `ownerId` and answers their list as listNotes would read it afterwards, or null
 * when the writer may not write for that owner (nothing stored). Each note is the database function
 * `store_meeting_note` (migration 0015): the permission (users/user-policy.ts mayActFor, as a
 * condition on the owner's row), the insert and the list, with its plan kept per connection. Notes
 * that arrive together share one statement and one commit (`store_meeting_notes`,
 * lib/batched-calls.ts): a note is a write a user makes by hand, and its round trips and planning
 * were its cost (bench/README.md, note-create).
 */
export function noteStore(db: Db) {
  const calls = batchedCalls<NewNote, InsertedListRow>(db, 'store_meeting_notes', ({ writer: w, ownerId, fields: f, now }) =>
    [w.tenantId, w.id, ownerId, w.mayWriteForAnyone, w.mayWriteForClients, f.title, f.body ?? '', f.meetingDate ?? null, now.toISOString(), NOTE_LIST_LIMIT],
  { maxSize: NOTES_PER_BATCH, lanes: 2 });
  return {
    async insertAndList(note: NewNote): Promise<Note[] | null> {
      const rows = await calls.call(note);
      if (rows.length === 0) return null;
      return rows.map((r) => present({
        id: r.id, tenantId: note.writer.tenantId, userId: r.user_id, authorId: r.author_id, title: r.title, body: r.body, meetingDate: r.meeting_date,
        createdAt: new Date(Number(r.created_ms)), updatedAt: new Date(Number(r.updated_ms)),
      }, r.first_name, r.last_name));
    },
  };
}

/** Rewrites the owner's note `id`; false when the owner has no such note (nothing changed). */
export async function updateNote(db: Db, o: NoteOwner, id: number, f: NoteFields, now: Date): Promise<boolean> {
  const set: Partial<typeof meetingNotes.$inferInsert> = { title: f.title, updatedAt: now };
  if (f.body !== undefined) set.body = f.body;
  if (f.meetingDate !== undefined) set.meetingDate = f.meetingDate;
  const done = await db.update(meetingNotes).set(set).where(ownedNote(o, id)).returning({ id: meetingNotes.id });
  return done.length > 0;
}

/** Removes the owner's note `id`; false when the owner has no such note. */
export async function deleteNote(db: Db, o: NoteOwner, id: number): Promise<boolean> {
  const done = await db.delete(meetingNotes).where(ownedNote(o, id)).returning({ id: meetingNotes.id });
  return done.length > 0;
}
