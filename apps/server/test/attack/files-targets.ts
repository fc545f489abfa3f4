import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { users, type UserRow } from '../../src/db/schema/index.ts';
import { buildCompany } from '../../src/db/seed/builders.ts';
import { buildCompanyFile } from '../../src/db/seed/demo-files.ts';
import type { Storage } from '../../src/platform/storage.ts';

/** A user's company and files for the authorisation matrix (issue 10); a company is made when they have none. */
export interface FileIds { companyId: number; fileId: number; spareFileIds: number[] }

export async function filesOf(db: Db, storage: Storage, user: UserRow, spares: number): Promise<FileIds> {
  let companyId = user.companyId;
  if (!companyId) {
    companyId = (await buildCompany(db, user.tenantId, `${user.firstName}'s company`)).id;
    await db.update(users).set({ companyId }).where(eq(users.id, user.id));
  }
  const file = (n: number) => buildCompanyFile(db, storage, {
    tenantId: user.tenantId, companyId, clientId: user.id, coachId: user.coachId!, uploaderId: user.id,
    fileName: `matrix-${n}.txt`, data: Buffer.from(`matrix ${n}\n`),
  });
  const kept = await file(0);
  const spare = [];
  for (let i = 1; i <= spares; i += 1) spare.push((await file(i)).id);
  return { companyId, fileId: kept.id, spareFileIds: spare };
}
