import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users, type UserRow } from '../../db/schema/index.ts';

export interface UserWithCompany { user: UserRow; company: string | null }

export async function findUserById(db: Db, tenantId: number, id: number): Promise<UserWithCompany | null> {
  const [row] = await db.select({ user: users, company: companies.name }).from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id))).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, tenantId: number, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase()))).limit(1);
  return row ?? null;
}
