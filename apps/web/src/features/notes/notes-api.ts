import { NoteList, type NoteDeleteBody, type NoteEditBody, type NoteStoreBody } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { takeEarly } from '../../lib/early-request.ts';
import { post } from '../../lib/http.ts';
import { NOTES_REQUEST, requestNotes } from './notes-request.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

export const notesKey = ['notes'] as const;

/** The caller's meeting notes (spec §7), newest meeting first; cached like every read. */
export const useNotes = () =>
  useQuery({ queryKey: notesKey, queryFn: async () => NoteList.parse(await takeEarly(NOTES_REQUEST, requestNotes)) });

interface WriteHandlers { onDone: (list: NoteList) => void; onFailed: (error: unknown) => void }

/** A notes write: spec §7, it answers status 200 and the whole list, which replaces the cached one. */
function useNoteWrite<B>(path: string, { onDone, onFailed }: WriteHandlers) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: B) => post(path, body, { schema: NoteList, expectStatus: 200 }),
    onSuccess: (list) => {
      queryClient.setQueryData(notesKey, list);
      onDone(list);
    },
    onError: (error) => {
      onFailed(error);
      // what the server holds may differ from the cache (a note deleted elsewhere): read it again
      return queryClient.invalidateQueries({ queryKey: notesKey });
    },
  });
}

export const useStoreNote = (h: WriteHandlers) => useNoteWrite<NoteStoreBody>('/api/v1/clientportal/store/note/', h);
export const useEditNote = (h: WriteHandlers) => useNoteWrite<NoteEditBody>('/api/v1/clientportal/edit/note/', h);
export const useDeleteNote = (h: WriteHandlers) => useNoteWrite<NoteDeleteBody>('/api/v1/clientportal/delete/note/', h);
