import { z } from 'zod';
import { keepOrClear, zId, zOptionalText, zRequiredText } from './common.ts';

// spec §2 /notes, §3 Notes state, §7 clientportal/notes, store/note, edit/note, delete/note: meeting
// notes of one client. `user_id` names whose notes (default: the caller); every call answers the list.

export const NOTE_TITLE_MAX = 200;
export const NOTE_BODY_MAX = 20_000;
/** The newest notes a list holds; older ones stay stored. */
export const NOTE_LIST_LIMIT = 500;

/** The meeting's calendar day: YYYY-MM-DD, or empty / null for none. */
const zMeetingDate = z.union([z.iso.date('Use the format YYYY-MM-DD.'), z.literal('')]).nullish()
  .transform(keepOrClear);

/** POST /api/v1/clientportal/notes/: whose notes to list. */
export const NoteListBody = z.object({ user_id: zId.optional() });
export type NoteListBody = z.input<typeof NoteListBody>;

/** POST /api/v1/clientportal/store/note/: a new note. */
export const NoteStoreBody = z.object({
  user_id: zId.optional(),
  title: zRequiredText(NOTE_TITLE_MAX, 'Title'),
  body: zOptionalText(NOTE_BODY_MAX),
  meeting_date: zMeetingDate,
});
export type NoteStoreBody = z.input<typeof NoteStoreBody>;

/**
 * POST /api/v1/clientportal/edit/note/: the note `id` rewritten. `title` is required; `body` and
 * `meeting_date` left out keep their value, empty or null clear them (keepOrClear).
 */
export const NoteEditBody = NoteStoreBody.extend({ id: zId });
export type NoteEditBody = z.input<typeof NoteEditBody>;

/** POST /api/v1/clientportal/delete/note/: the note `id` removed. */
export const NoteDeleteBody = z.object({ user_id: zId.optional(), id: zId });
export type NoteDeleteBody = z.input<typeof NoteDeleteBody>;

export const Note = z.object({
  id: z.number().int(),
  /** The client the note belongs to. */
  user_id: z.number().int(),
  /** Who wrote it (the client or their coach); null once that account is gone. */
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  meeting_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof Note>;

/** Every notes call's reply: the owner's notes, newest meeting first (no date last). */
export const NoteList = z.array(Note);
export type NoteList = z.infer<typeof NoteList>;

/** The page's notices (not spec texts: the spec names none for notes). */
export const NOTE_MESSAGES = {
  created: 'Note saved',
  updated: 'Note updated',
  deleted: 'Note deleted',
} as const;
