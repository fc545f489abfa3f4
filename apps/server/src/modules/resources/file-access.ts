import { and, eq, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { companies, companyFiles, ROLE, users, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { mayActFor } from '../users/user-policy.ts';
import { byClients, clientsOfCoachIn, findFile, type CompanyFileRow } from './company-files-repo.ts';

// Who sees which company files (spec §6 "Files and resources go to the coach"; DESIGN §4: what is
// not the caller's is 404, never 403). A client: the files between them and their coach, in their own
// company. A coach: those of their clients in that company. An admin: the company's, in the tenant.

/** The filter of GET companies/files/{companyId} for this caller; 404 when the company is not theirs to see. */
export async function listScope(db: Db, caller: UserRow, companyId: number): Promise<SQL> {
  if (caller.roleId === ROLE.admin) {
    const [c] = await db.select({ id: companies.id }).from(companies)
      .where(and(eq(companies.tenantId, caller.tenantId), eq(companies.id, companyId))).limit(1);
    if (!c) throw notFound();
    return and(eq(companyFiles.tenantId, caller.tenantId), eq(companyFiles.companyId, companyId))!;
  }
  if (caller.roleId === ROLE.coach) {
    const clients = await clientsOfCoachIn(db, caller.tenantId, caller.id, companyId);
    if (clients.length === 0) throw notFound();
    return byClients(caller.tenantId, companyId, clients);
  }
  if (caller.companyId !== companyId) throw notFound();
  return byClients(caller.tenantId, companyId, [caller.id]);
}

/** A file the caller may see and download: theirs as its client, or one they may act for. */
export async function visibleFile(db: Db, caller: UserRow, id: number): Promise<CompanyFileRow> {
  const row = await findFile(db, caller.tenantId, id);
  if (!row) throw notFound();
  if (row.clientId !== caller.id && !(await mayActFor(db, caller, row.clientId))) throw notFound();
  return row;
}

/** A file the caller may change or delete: one they uploaded (and may still see). */
export async function ownFile(db: Db, caller: UserRow, id: number): Promise<CompanyFileRow> {
  const row = await visibleFile(db, caller, id);
  if (row.uploaderId !== caller.id) throw notFound();
  return row;
}

export interface Recipient { client: UserRow; coach: UserRow }

/**
 * Between whom a new file goes (spec §3 "Resource sent to the coach"): a client sends to their own
 * coach within their own company; a coach or admin shares with the client `user_id` of that company.
 */
export async function recipientOf(db: Db, caller: UserRow, companyId: number, userId: number | undefined): Promise<Recipient> {
  const byId = async (id: number) => {
    const [u] = await db.select().from(users).where(and(eq(users.tenantId, caller.tenantId), eq(users.id, id))).limit(1);
    return u ?? null;
  };
  let client: UserRow | null = caller;
  if (caller.roleId === ROLE.coach || caller.roleId === ROLE.admin) {
    if (!userId) throw invalid({ user_id: ['Name the client the file is for.'] });
    client = (await mayActFor(db, caller, userId)) ? await byId(userId) : null;
  } else if (userId && userId !== caller.id) {
    throw notFound();
  }
  if (!client || client.companyId !== companyId) throw notFound();
  const coach = client.coachId ? await byId(client.coachId) : null;
  if (!coach) throw new HttpError(404, MESSAGES.noCoach);
  return { client, coach };
}
