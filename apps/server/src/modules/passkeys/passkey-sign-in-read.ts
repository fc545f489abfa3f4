import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, passkeyChallenges, passkeys, users, type PasskeyRow, type UserRow } from '../../db/schema/index.ts';
import type { Challenge } from './passkey-challenges.ts';

export interface SignInRead { challenge: Omit<Challenge, 'userId' | 'userHandle'> & { expiresAt: Date }; found: { passkey: PasskeyRow; user: UserRow; company: string | null } | null }

/**
 * A sign-in's one read (bench/README.md "Passkey sign-in"): the browser's challenge taken (deleted,
 * so it answers once) and, in the same statement, the passkey named by the answer with its owner and their company's name (for the reply).
 * Null when this browser has no challenge of a sign-in. Prepared once: building a query costs the
 * server more than the database takes to answer it.
 */
export function signInRead(db: Db) {
  const c = passkeyChallenges;
  const taken = db.$with('taken', {
    challenge: c.challenge, tenantId: c.tenantId, rpId: c.rpId, origin: c.origin, expiresAt: c.expiresAt,
  }).as(sql`DELETE FROM ${c} WHERE ${c.bindingHash} = ${sql.placeholder('bindingHash')} AND ${c.purpose} = 'sign_in'
    RETURNING ${c.challenge}, ${c.tenantId}, ${c.rpId}, ${c.origin}, ${c.expiresAt}`);
  const statement = db.with(taken).select({
    challenge: taken.challenge, tenantId: taken.tenantId, rpId: taken.rpId, origin: taken.origin, expiresAt: taken.expiresAt,
    passkey: passkeys, user: users, company: companies.name,
  }).from(taken)
    .leftJoin(passkeys, and(eq(passkeys.tenantId, sql.placeholder('tenantId')), eq(passkeys.credentialId, sql.placeholder('credentialId'))))
    .leftJoin(users, eq(users.id, passkeys.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .prepare('passkey_sign_in_read');

  return async (bindingHash: string, tenantId: number, credentialId: string): Promise<SignInRead | null> => {
    const [row] = await statement.execute({ bindingHash, tenantId, credentialId });
    if (!row) return null;
    const { passkey, user, company, ...challenge } = row;
    return { challenge, found: passkey && user ? { passkey, user, company } : null };
  };
}
