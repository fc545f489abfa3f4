import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { passkeys, type UserRow } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo.ts';
import type { RestRow } from './matrix-rows.ts';

// Issue 22: a passkey of each target, named by the rename and remove routes; only its owner may.

/** A stored passkey of `user` (its key material is never checked by these routes). */
export async function passkeyOf(db: Db, user: UserRow): Promise<number> {
  const [row] = await db.insert(passkeys).values({
    tenantId: user.tenantId, userId: user.id, credentialId: randomBytes(16).toString('base64url'), publicKey: 'AA',
    userHandle: randomBytes(32).toString('base64url'), rpId: 'localhost', transports: [], deviceType: 'multiDevice', backedUp: true, name: 'Matrix key',
  }).returning({ id: passkeys.id });
  return row!.id;
}

export const passkeyRows = (): RestRow[] => [
  { route: 'POST /api/v1/me/passkeys/:id/rename', policy: 'self', request: (d) => ({ url: `/api/v1/me/passkeys/${d.passkeyId}/rename`, payload: { name: 'Renamed' } }) },
  // The owner proves it is them with the demo password; the passkey is then gone for the callers after.
  { route: 'POST /api/v1/me/passkeys/:id/remove', policy: 'self', request: (d) => ({ url: `/api/v1/me/passkeys/${d.passkeyId}/remove`, payload: { password: DEMO_PASSWORD } }) },
];
