import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema/index.ts';
import type { Deps } from './deps.ts';
import { tenantBrand, type TenantBrand } from './tenant-brand.ts';

/**
 * The brand of a tenant by id (its name from the database, the rest from its theme). Inside a
 * transaction, pass it: the embedded database has one connection, which the transaction holds.
 */
export async function brandOfTenant(deps: Deps, tenantId: number, db: Db = deps.db): Promise<TenantBrand> {
  const [row] = await db.select({ name: tenants.name, sender: tenants.mailSenderName, from: tenants.mailFrom }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  const brand = await tenantBrand(deps.themes, deps.tenants.urlOf(tenantId), tenantId, row?.name ?? 'Your coaching portal', row?.sender);
  return row?.from ? { ...brand, fromAddress: row.from } : brand;
}
