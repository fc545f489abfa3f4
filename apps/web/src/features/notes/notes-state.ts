import type { Note } from '@portal/contract';
import { useReducer } from 'react';

/**
 * spec §3 Notes state: the selected note, whether the note modal shows, and whether the selected
 * note is up for deletion. The list is the query's data and the spinner flag the write under way.
 */
export interface NotesState { selected: Note | null; showModal: boolean; deleting: boolean }

export type NotesAction =
  | { type: 'create' }
  | { type: 'edit'; note: Note }
  | { type: 'delete'; note: Note }
  | { type: 'close' };

export const initialNotesState: NotesState = { selected: null, showModal: false, deleting: false };

export function notesReducer(_state: NotesState, action: NotesAction): NotesState {
  switch (action.type) {
    case 'create': return { selected: null, showModal: true, deleting: false };
    case 'edit': return { selected: action.note, showModal: true, deleting: false };
    case 'delete': return { selected: action.note, showModal: false, deleting: true };
    case 'close': return initialNotesState;
  }
}

export const useNotesState = () => useReducer(notesReducer, initialNotesState);
