import type { FastifyInstance } from 'fastify';
import { ReceivedFilesQuery, type ReceivedFilesReply } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { clientScopeOf } from '../coach-clients/client-scope.ts';
import { receivedFiles } from './received-files-sql.ts';

// Issue 12 "Mail, files, tickets": the files a coach's clients sent, across all of them (docs/api.md
// "Coach: files received"). Coaches and admins only (ctx.staff: a client gets 403); whose clients,
// client-scope.ts. Each file downloads through POST /api/v1/companies/downloadfile/ (resources).
export async function coachFilesRoutes(app: FastifyInstance, { deps, staff }: ModuleContext) {
  app.get('/api/v1/coach/files', staff, async (req, reply) => {
    const caller = authOf(req).user;
    const filter = parse(ReceivedFilesQuery, req.query);
    const found = await receivedFiles(deps.db, clientScopeOf(caller), filter);
    if (!found) throw notFound();
    return ok(reply, { ...found, page: filter.page, per_page: filter.per_page } satisfies ReceivedFilesReply);
  });
}
