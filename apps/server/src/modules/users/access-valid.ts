import { and, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users, type UserRow } from '../../db/schema/index.ts';

// Deactivated means out (docs/domain.md "Deactivation", user-status.ts): a session, sign-in link or
// calendar feed address opens the account only while it is active and only if it was made at or after
// the account's last deactivation or reactivation. One rule, in SQL for look-ups that join `users`
// and in code for a row already read.

/** SQL: the user (joined as `users`) is active and `madeAt` is not older than their last status change. */
export function opensAccount(madeAt: PgColumn): SQL {
  return and(isNull(users.deactivatedAt), or(isNull(users.accessValidAfter), gte(madeAt, users.accessValidAfter)))!;
}

/** The same rule for a user row already read and the moment a secret was made. */
export function secretOpens(user: Pick<UserRow, 'deactivatedAt' | 'accessValidAfter'>, madeAt: Date): boolean {
  return !user.deactivatedAt && (!user.accessValidAfter || madeAt >= user.accessValidAfter);
}
