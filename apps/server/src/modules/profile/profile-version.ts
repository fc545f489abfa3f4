import { PROFILE_STALE_MESSAGE } from '@portal/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';

// Issue 8 finding 10: a profile save names the `updated_at` it was based on; a save based on an
// older version is refused (409) rather than overwriting what another device saved since.

/** The caller's own row, and — when the form said which version it was based on — only that version. */
export function mineAt(caller: UserRow, basedOn: string | undefined): SQL {
  const mine = and(eq(users.tenantId, caller.tenantId), eq(users.id, caller.id))!;
  if (basedOn === undefined) return mine;
  // JavaScript dates carry milliseconds; a row written by the database's clock may carry microseconds.
  return and(mine, sql`date_trunc('milliseconds', ${users.updatedAt}) = ${new Date(basedOn).toISOString()}::timestamptz`)!;
}

/**
 * The new version stamp: the clock, but always later than the old stamp, so that two saves in the
 * same millisecond (or on servers whose clocks differ) still make two versions.
 */
export const nextVersion = (now: Date) =>
  sql`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', ${users.updatedAt}) + interval '1 millisecond')`;

/** No row matched: a stale version when one was named (the caller exists: they are signed in), else gone. */
export function staleOrGone(basedOn: string | undefined): HttpError {
  return basedOn === undefined ? notFound() : new HttpError(409, PROFILE_STALE_MESSAGE);
}
