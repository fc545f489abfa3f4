import type { Db } from '../client.ts';
import { companies, tenants, users, ROLE } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';

// Builders shared by the demo seed and the tests (STYLE §8): one way to make each row.

export async function buildTenant(db: Db, id: number, name: string, supportEmail: string) {
  const [row] = await db.insert(tenants).values({ id, name, supportEmail }).returning();
  return row!;
}

export async function buildCompany(db: Db, tenantId: number, name: string) {
  const [row] = await db.insert(companies).values({ tenantId, name }).returning();
  return row!;
}

export type UserInput = Partial<typeof users.$inferInsert> & { tenantId: number; email: string; password: string };

let cachedHash: { password: string; hash: string } | undefined;
/** Hashing is deliberately slow; builders reuse the hash of a repeated password. */
async function hashOnce(password: string) {
  if (cachedHash?.password !== password) cachedHash = { password, hash: await hashPassword(password) };
  return cachedHash.hash;
}

export async function buildUser(db: Db, input: UserInput) {
  const { password, ...rest } = input;
  const [row] = await db.insert(users).values({
    firstName: 'Test', lastName: 'User', roleId: ROLE.client, ...rest,
    email: input.email.toLowerCase(), passwordHash: await hashOnce(password),
  }).returning();
  return row!;
}
