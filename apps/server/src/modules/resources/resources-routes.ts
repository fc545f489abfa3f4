import type { FastifyInstance } from 'fastify';
import { DOCUMENT_MAX_BYTES, FileIdBody, FileUpdateBody, UPLOAD_MAX_FILES } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { checkedPost } from '../../http/checked-post.ts';
import { ok } from '../../http/reply.ts';
import { parse, pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { downloadHeaders } from '../files/download-headers.ts';
import { readUploadForm } from '../files/upload-form.ts';
import { resourcesService } from './resources-service.ts';
import { keptReply } from '../../http/kept-replies.ts';

// spec §7 "Files, notes, schedule" (docs/api.md "Resources").
export async function resourcesRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const files = resourcesService(deps);

  // `{id}` is the company's id (spec §3 File.company_id). A client sees their own files with their
  // coach, a coach their clients': what the caller and staff write, so the reply may be kept.
  app.get<{ Params: { id: string } }>('/api/v1/companies/files/:id', { ...signedIn, config: keptReply() }, async (req, reply) => {
    const list = await files.listJson(authOf(req).user, pathId(req.params.id));
    return reply.code(200).type('application/json; charset=utf-8').send(`{"status":200,"data":${list}}`);
  });

  // spec §5: multipart company_id, files[], description (only when non-empty), _method=POST; 201.
  app.post('/api/v1/companies/newcoachfile/', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    const form = await readUploadForm(req, { fileField: 'files[]', maxFileBytes: DOCUMENT_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES });
    return ok(reply, await files.send(user, form), 201);
  });

  // JSON for a new description; multipart with one `file` to replace the contents as well.
  app.post('/api/v1/companies/updatefile/', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    if (!req.isMultipart()) return ok(reply, await files.update(user, parse(FileUpdateBody, req.body), null));
    const form = await readUploadForm(req, { fileField: 'file', maxFileBytes: DOCUMENT_MAX_BYTES, maxFiles: 1 });
    return ok(reply, await files.update(user, parse(FileUpdateBody, form.fields), form.files[0] ?? null));
  });

  checkedPost(app, signedIn)('/api/v1/companies/deletefile/', FileIdBody, (caller, body) => files.remove(caller, body.id));

  // The file itself, to those who may see it, always as an attachment under its cleaned name.
  app.post('/api/v1/companies/downloadfile/', signedIn, async (req, reply) => {
    const file = await files.download(authOf(req).user, parse(FileIdBody, req.body).id);
    return reply.headers(downloadHeaders(file.key, file.fileName)).send(file.data);
  });
}
