import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PasskeyInfo } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { passkeys, type PasskeyRow, type UserRow } from '../../db/schema/index.ts';

/** A passkey as its owner sees it (PasskeyInfo). */
export function presentPasskey(row: PasskeyRow): PasskeyInfo {
  return {
    id: row.id, name: row.name, created_at: row.createdAt.toISOString(), last_used_at: row.lastUsedAt?.toISOString() ?? null,
    device_type: row.deviceType === 'multiDevice' ? 'multi_device' : 'single_device', backed_up: row.backedUp,
  };
}

/** Every query names the tenant and the owner: a passkey of someone else is never found (a 404). */
export function passkeyRepo(db: Db) {
  // A sign-in's write, prepared once (bench/README.md "Passkey sign-in"): building a query costs the
  // server more than the database takes to answer it.
  const counter = sql.placeholder('counter');
  const recordPasskeyUse = db.update(passkeys)
    .set({ counter: sql`${counter}`, deviceType: sql`${sql.placeholder('deviceType')}`, backedUp: sql`${sql.placeholder('backedUp')}`, lastUsedAt: sql`${sql.placeholder('at')}::timestamptz` })
    .where(and(eq(passkeys.id, sql.placeholder('id')), or(sql`${passkeys.counter} < ${counter}::bigint`, sql`${passkeys.counter} = 0 AND ${counter}::bigint = 0`)))
    .returning({ id: passkeys.id })
    .prepare('record_passkey_use');
  const mine = (owner: UserRow, id: number) =>
    and(eq(passkeys.id, id), eq(passkeys.userId, owner.id), eq(passkeys.tenantId, owner.tenantId));
  return {
    listOf: (owner: UserRow) => db.select().from(passkeys)
      .where(and(eq(passkeys.userId, owner.id), eq(passkeys.tenantId, owner.tenantId))).orderBy(asc(passkeys.createdAt), asc(passkeys.id)),

    /** The new passkey, or null when this credential is already registered in the tenant. */
    async add(row: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
      const [added] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
      return added ?? null;
    },

    async rename(owner: UserRow, id: number, name: string): Promise<PasskeyRow | null> {
      const [row] = await db.update(passkeys).set({ name }).where(mine(owner, id)).returning();
      return row ?? null;
    },

    async exists(owner: UserRow, id: number): Promise<boolean> {
      const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(mine(owner, id)).limit(1);
      return Boolean(row);
    },

    async remove(owner: UserRow, id: number): Promise<boolean> {
      return (await db.delete(passkeys).where(mine(owner, id)).returning({ id: passkeys.id })).length === 1;
    },

    /**
     * Records a use: the new counter, the backup flags and the time. Only while the stored counter is
     * below the new one (or both are 0, an authenticator that counts nothing): of two answers that
     * raced with the same count, one is refused, and a counter never goes back.
     */
    async recordUse(id: number, use: { counter: number; deviceType: PasskeyRow['deviceType']; backedUp: boolean; at: Date }): Promise<boolean> {
      const moved = await recordPasskeyUse.execute({ id, ...use, at: use.at.toISOString() });
      return moved.length === 1;
    },
  };
}
export type PasskeyRepo = ReturnType<typeof passkeyRepo>;
