import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MESSAGES, type DataExport, type ExportStarted } from '@portal/contract';
import { bearerToken } from '../../http/auth.ts';
import { HttpError, notFound, unauthenticated } from '../../http/errors.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { attachmentDisposition } from '../files/download-headers.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { SessionService } from '../auth/sessions.ts';
import { exportById, findExport, isLive, latestExport, startExport, type ExportParties, type ExportRow } from './export-repo.ts';
import { downloadTicket, liveSessionUser, ticketSession, TICKET_COOKIE, TICKET_TTL_S } from './export-ticket.ts';

// The export's calls for one asker and one client (issue 22; docs/api.md "Your data"): the client's
// own under /api/v1/me/export, a coach's or admin's for a client under /api/v1/coach/clients/{id}/export.

const expired = () => new HttpError(410, EXPORT_MESSAGES.expired);

export function exportService({ deps, dueWork }: Pick<ModuleContext, 'deps' | 'dueWork'>, pathOf: (p: ExportParties, id: number) => string) {
  const { db, config } = deps;
  const downloadPath = (p: ExportParties, id: number) => `${pathOf(p, id)}/download`;

  /** The reply of the GETs; a ready export also gets the browser's download cookie for its link. */
  function present(p: ExportParties, row: ExportRow, reply: FastifyReply, sessionId: number): DataExport {
    const live = isLive(row, deps.now());
    if (live) {
      reply.setCookie(TICKET_COOKIE, downloadTicket(row.downloadSecret, row.id, sessionId, deps.now()), {
        path: downloadPath(p, row.id), httpOnly: true, sameSite: 'strict', secure: config.production, maxAge: TICKET_TTL_S,
      });
    }
    return {
      id: row.id, status: row.status, progress: row.status === 'ready' ? 100 : row.progress,
      url: live ? downloadPath(p, row.id) : null, expires_at: row.expiresAt?.toISOString() ?? null,
    };
  }

  return {
    async start(p: ExportParties): Promise<ExportStarted> {
      const row = await startExport(db, p, deps.now());
      // Built by due work; this server looks for it now rather than at its next poll.
      dueWork.runDue().catch(() => undefined);
      return { id: row.id, status: row.status };
    },

    async get(p: ExportParties, id: number, reply: FastifyReply, sessionId: number): Promise<DataExport> {
      const row = await findExport(db, p, id);
      if (!row) throw notFound();
      if (row.status === 'ready' && !isLive(row, deps.now())) throw expired();
      return present(p, row, reply, sessionId);
    },

    /** The newest export still of use (building, failed, or ready and live), or null. */
    async latest(p: ExportParties, reply: FastifyReply, sessionId: number): Promise<DataExport | null> {
      const row = await latestExport(db, p);
      if (!row || (row.status === 'ready' && !isLive(row, deps.now()))) return null;
      return present(p, row, reply, sessionId);
    },

    /** The ZIP, streamed from storage to the one who made it; 404 for anyone else, 410 once expired. */
    async download(p: ExportParties, id: number, reply: FastifyReply) {
      const row = await findExport(db, p, id);
      if (!row) throw notFound();
      if (row.status !== 'ready') throw new HttpError(409, row.status === 'failed' ? EXPORT_MESSAGES.failed : EXPORT_MESSAGES.notReady);
      if (!isLive(row, deps.now())) throw expired();
      const file = await deps.storage.openRead(row.storageKey!);
      if (!file) throw expired();
      const day = row.readyAt!.toISOString().slice(0, 10);
      return reply.headers({
        'content-type': 'application/zip',
        'content-disposition': attachmentDisposition(`${p.client.firstName} ${p.client.lastName} data ${day}.zip`),
        ...(row.sizeBytes === null ? {} : { 'content-length': String(row.sizeBytes) }),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      }).send(file);
    },

    /**
     * Who downloads export `id`: the bearer's user, or else the user of the live session a download
     * cookie of this export was made for (the browser's link). 401 when neither.
     */
    async downloader(req: FastifyRequest, id: number, sessions: SessionService): Promise<UserRow> {
      const token = bearerToken(req);
      if (token) {
        const auth = await sessions.resolve(token);
        if (!auth) throw unauthenticated();
        return auth.user;
      }
      const cookie = req.cookies[TICKET_COOKIE];
      const sessionId = Number(cookie?.split('.')[0]);
      const user = Number.isSafeInteger(sessionId) ? await liveSessionUser(db, sessionId, deps.now()) : null;
      const row = user ? await exportById(db, id) : null;
      if (!user || !row || row.requestedBy !== user.id || ticketSession(cookie, row.downloadSecret, row.id, deps.now()) !== sessionId) {
        throw unauthenticated();
      }
      return user;
    },
  };
}
export type ExportService = ReturnType<typeof exportService>;
