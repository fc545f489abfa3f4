import { and, eq } from 'drizzle-orm';
import type { CompanyFile } from '@portal/contract';
import { companyFiles, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';
import type { UploadForm } from '../files/upload-form.ts';
import { deleteFile, findFile, listFiles } from '../resources/company-files-repo.ts';
import { resourcesService } from '../resources/resources-service.ts';

export const NO_COMPANY = 'This client has no company yet: shared files are kept under the client\'s company.';

// Issue 12 "Schedule and work": the files shared with one client. The sending is the Resources one
// (resources-service.ts send: every file checked by its bytes before any is stored, a branded notice
// queued with the rows), addressed to this client; the client sees them on /resources at once.
export function clientFilesService(deps: Deps) {
  const { db } = deps;
  const resources = resourcesService(deps);
  const clientOf = (caller: UserRow, clientId: number) => clientInScope(db, clientScopeOf(caller), clientId);
  const listOf = (caller: UserRow, client: UserRow) =>
    listFiles(db, and(eq(companyFiles.tenantId, client.tenantId), eq(companyFiles.clientId, client.id))!, caller.id);

  return {
    async list(caller: UserRow, clientId: number): Promise<CompanyFile[]> {
      return listOf(caller, await clientOf(caller, clientId));
    },

    /** The client in the caller's scope (404 otherwise), asked before an upload is read. */
    client: clientOf,

    async send(caller: UserRow, client: UserRow, form: UploadForm): Promise<CompanyFile[]> {
      if (client.companyId === null) throw invalid({ files: [NO_COMPANY] });
      await resources.send(caller, { files: form.files, fields: { ...form.fields, company_id: String(client.companyId), user_id: String(client.id) } });
      return listOf(caller, client);
    },

    /**
     * A file shared with this client (by their coach or an admin: not one the client sent), then its
     * stored bytes. The client's own files, another client's, or none: 404.
     */
    async remove(caller: UserRow, clientId: number, fileId: number): Promise<CompanyFile[]> {
      const client = await clientOf(caller, clientId);
      const row = await findFile(db, client.tenantId, fileId);
      if (!row || row.clientId !== client.id || row.uploaderId === client.id) throw notFound();
      await deleteFile(db, row.id);
      await deps.storage.remove(row.storageKey).catch(() => undefined);
      return listOf(caller, client);
    },
  };
}
