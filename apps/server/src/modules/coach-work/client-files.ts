import { and, eq } from 'drizzle-orm';
import type { CompanyFile } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { companies, companyFiles, users, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionService } from '../auth/sessions.ts';
import { forgetClientLists } from '../coach-clients/client-list-cache.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';
import type { UploadForm } from '../files/upload-form.ts';
import { deleteFile, findFile, listFiles } from '../resources/company-files-repo.ts';
import { resourcesService } from '../resources/resources-service.ts';

// Issue 12 "Schedule and work": the files shared with one client. The sending is the Resources one
// (resources-service.ts send: every file checked by its bytes before any is stored, a branded notice
// queued with the rows), addressed to this client; the client sees them on /resources at once.
export function clientFilesService(deps: Deps, sessions: Pick<SessionService, 'refreshUser'>) {
  const { db } = deps;
  const resources = resourcesService(deps);
  const clientOf = (caller: UserRow, clientId: number) => clientInScope(db, clientScopeOf(caller), clientId);
  const listOf = (caller: UserRow, client: UserRow) =>
    listFiles(db, and(eq(companyFiles.tenantId, client.tenantId), eq(companyFiles.clientId, client.id))!, caller.id);

  /**
   * Files are kept under the client's company (spec §7 companies/files), and a client invited
   * without one has none: the first files shared with them open one under their name, which they
   * can rename on /profile. The row is locked so that two shares at once open one company.
   */
  async function openCompanyOf(client: UserRow): Promise<number> {
    const companyId = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const mine = and(eq(users.id, client.id), eq(users.tenantId, client.tenantId));
      const [row] = await t.select({ companyId: users.companyId }).from(users).where(mine).for('update');
      if (!row) throw notFound();
      if (row.companyId !== null) return row.companyId;
      const [company] = await t.insert(companies).values({ tenantId: client.tenantId, name: `${client.firstName} ${client.lastName}` }).returning({ id: companies.id });
      await t.update(users).set({ companyId: company!.id }).where(mine);
      return company!.id;
    });
    // the client's signed-in copy and the coach's list name the new company at once
    sessions.refreshUser(client.id);
    forgetClientLists(deps, client.tenantId);
    return companyId;
  }

  return {
    async list(caller: UserRow, clientId: number): Promise<CompanyFile[]> {
      return listOf(caller, await clientOf(caller, clientId));
    },

    /** The client in the caller's scope (404 otherwise), asked before an upload is read. */
    client: clientOf,

    async send(caller: UserRow, client: UserRow, form: UploadForm): Promise<CompanyFile[]> {
      const companyId = client.companyId ?? await openCompanyOf(client);
      await resources.send(caller, { files: form.files, fields: { ...form.fields, company_id: String(companyId), user_id: String(client.id) } });
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
