import type { FastifyInstance } from 'fastify';
import { NoteDeleteBody, NoteEditBody, NoteListBody, NoteStoreBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { notesService } from './notes-service.ts';

// spec §7: "each returns status 200 and the note list".
export async function notesRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const notes = notesService(deps);

  app.post('/api/v1/clientportal/notes/', signedIn, async (req, reply) =>
    ok(reply, await notes.list(authOf(req).user, parse(NoteListBody, req.body))));

  app.post('/api/v1/clientportal/store/note/', signedIn, async (req, reply) =>
    ok(reply, await notes.store(authOf(req).user, parse(NoteStoreBody, req.body))));

  app.post('/api/v1/clientportal/edit/note/', signedIn, async (req, reply) =>
    ok(reply, await notes.edit(authOf(req).user, parse(NoteEditBody, req.body))));

  app.post('/api/v1/clientportal/delete/note/', signedIn, async (req, reply) =>
    ok(reply, await notes.remove(authOf(req).user, parse(NoteDeleteBody, req.body))));
}
