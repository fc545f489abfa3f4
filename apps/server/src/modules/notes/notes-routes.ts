import type { FastifyInstance } from 'fastify';
import { NoteDeleteBody, NoteEditBody, NoteListBody, NoteStoreBody } from '@portal/contract';
import { checkedPost } from '../../http/checked-post.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { notesService } from './notes-service.ts';

// spec §7: "each returns status 200 and the note list".
export async function notesRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const notes = notesService(deps);
  const post = checkedPost(app, signedIn);
  post('/api/v1/clientportal/notes/', NoteListBody, notes.list);
  post('/api/v1/clientportal/store/note/', NoteStoreBody, notes.store);
  post('/api/v1/clientportal/edit/note/', NoteEditBody, notes.edit);
  post('/api/v1/clientportal/delete/note/', NoteDeleteBody, notes.remove);
}
