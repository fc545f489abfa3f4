import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CompanyFile } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { companyFiles, users } from '../../db/schema/index.ts';

export type CompanyFileRow = typeof companyFiles.$inferSelect;
export type NewCompanyFile = typeof companyFiles.$inferInsert;

/** The newest files a list holds; older ones stay stored and downloadable. */
export const FILE_LIST_LIMIT = 500;

/** spec §3 File, as the caller sees it. */
export function presentFile(row: CompanyFileRow, uploader: { firstName: string; lastName: string } | null, callerId: number): CompanyFile {
  return {
    id: row.id, file_name: row.fileName, description: row.description, company_id: row.companyId, client_id: row.clientId,
    content_type: row.contentType, size_bytes: row.sizeBytes,
    direction: row.uploaderId === row.clientId ? 'sent' : 'shared',
    uploader_name: uploader ? `${uploader.firstName} ${uploader.lastName}`.trim() : '',
    mine: row.uploaderId === callerId,
    created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString(),
  };
}

/** The files of one company that `where` admits, newest first, with their uploader's name. */
export async function listFiles(db: Db, where: SQL, callerId: number): Promise<CompanyFile[]> {
  const rows = await db.select({ f: companyFiles, firstName: users.firstName, lastName: users.lastName }).from(companyFiles)
    .innerJoin(users, eq(users.id, companyFiles.uploaderId))
    .where(where).orderBy(desc(companyFiles.createdAt), desc(companyFiles.id)).limit(FILE_LIST_LIMIT);
  return rows.map((r) => presentFile(r.f, r, callerId));
}

export async function findFile(db: Db, tenantId: number, id: number): Promise<CompanyFileRow | null> {
  const [row] = await db.select().from(companyFiles).where(and(eq(companyFiles.tenantId, tenantId), eq(companyFiles.id, id))).limit(1);
  return row ?? null;
}

export async function insertFiles(db: Db, rows: NewCompanyFile[]): Promise<CompanyFileRow[]> {
  return db.insert(companyFiles).values(rows).returning();
}

export async function updateFile(db: Db, id: number, set: Partial<NewCompanyFile>): Promise<void> {
  await db.update(companyFiles).set(set).where(eq(companyFiles.id, id));
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.delete(companyFiles).where(eq(companyFiles.id, id));
}

/** Ids of a coach's clients in a company (whose files the coach sees there). */
export async function clientsOfCoachIn(db: Db, tenantId: number, coachId: number, companyId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.coachId, coachId), eq(users.companyId, companyId)));
  return rows.map((r) => r.id);
}

export const byClients = (tenantId: number, companyId: number, clientIds: number[]) =>
  and(eq(companyFiles.tenantId, tenantId), eq(companyFiles.companyId, companyId), inArray(companyFiles.clientId, clientIds))!;
