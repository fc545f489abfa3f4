import { post } from '../../lib/http.ts';

/** spec §7: POST /api/v1/clientportal/notes/ → the caller's note list; checked by the caller. */
export const requestNotes = () => post<unknown>('/api/v1/clientportal/notes/', {});

/** Under this key the app starts the request early when it opens on /notes (app/router). */
export const NOTES_REQUEST = 'notes';
