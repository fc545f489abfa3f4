import type { Db } from '../../db/client.ts';
import { ROLE, type UserRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { mayActFor } from '../users/user-policy.ts';

/**
 * Whose coaching data the caller may read (spec §6, users/user-policy.ts `mayActFor`): their own; a
 * coach, their clients'; an admin, anyone's in the same tenant. Returns the subject's id in the
 * caller's tenant. Anyone else's id is 403 whether or not it exists (no enumeration); an admin,
 * who may see everyone, gets 404 for an id that is not there.
 */
export async function subjectFor(db: Db, caller: UserRow, requestedId: number | undefined): Promise<number> {
  if (!requestedId || requestedId === caller.id) return caller.id;
  if (await mayActFor(db, caller, requestedId)) return requestedId;
  throw caller.roleId === ROLE.admin ? notFound() : forbidden();
}
