import type { Note, NoteDeleteBody, NoteEditBody, NoteListBody, NoteStoreBody } from '@portal/contract';
import type { z } from 'zod';
import { ROLE, type UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { subjectFor } from '../coach/coach-policy.ts';
import { deleteNote, listNotes, noteStore, updateNote, type NoteFields, type NoteOwner } from './notes-repo.ts';

type StoreBody = z.output<typeof NoteStoreBody>;

/** Body text and date as stored: left out keeps (undefined), cleared body is empty, cleared date is null. */
const fieldsOf = (b: StoreBody): NoteFields => ({
  title: b.title, body: b.body === null ? '' : b.body, meetingDate: b.meeting_date,
});

// spec §7 Files, notes, schedule: four calls, each answering the owner's note list.
export function notesService(deps: Deps) {
  const { db } = deps;
  const notes = noteStore(db);

  /**
   * Whose notes the call names (spec §6, mayActFor through subjectFor): the caller's own by default;
   * a coach, their clients'; an admin, anyone's in the tenant. Anyone else's is 403.
   */
  async function ownerFor(caller: UserRow, userId: number | undefined): Promise<NoteOwner> {
    return { tenantId: caller.tenantId, userId: await subjectFor(db, caller, userId) };
  }

  return {
    async list(caller: UserRow, body: z.output<typeof NoteListBody>): Promise<Note[]> {
      return listNotes(db, await ownerFor(caller, body.user_id));
    },
    /** The same rule as ownerFor, checked inside the one statement that stores the note. */
    async store(caller: UserRow, body: StoreBody): Promise<Note[]> {
      const writer = {
        tenantId: caller.tenantId, id: caller.id,
        mayWriteForAnyone: caller.roleId === ROLE.admin, mayWriteForClients: caller.roleId === ROLE.coach,
      };
      const stored = await notes.insertAndList({ writer, ownerId: body.user_id || caller.id, fields: fieldsOf(body), now: deps.now() });
      if (stored) return stored;
      throw caller.roleId === ROLE.admin ? notFound() : forbidden();
    },
    /** Another owner's note, or none, is 404 (DESIGN §4: ids of others' notes are not revealed). */
    async edit(caller: UserRow, body: z.output<typeof NoteEditBody>): Promise<Note[]> {
      const owner = await ownerFor(caller, body.user_id);
      if (!(await updateNote(db, owner, body.id, fieldsOf(body), deps.now()))) throw notFound();
      return listNotes(db, owner);
    },
    async remove(caller: UserRow, body: z.output<typeof NoteDeleteBody>): Promise<Note[]> {
      const owner = await ownerFor(caller, body.user_id);
      if (!(await deleteNote(db, owner, body.id))) throw notFound();
      return listNotes(db, owner);
    },
  };
}
