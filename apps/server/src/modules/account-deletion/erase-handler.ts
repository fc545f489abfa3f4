import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { replyCacheOf } from '../../lib/reply-cache.ts';
import type { DueWork } from '../../platform/due-work.ts';
import { ACCOUNT_ERASE } from './deletion-cancel.ts';
import { eraseAccount, filesOf } from './erase-account.ts';

// The grace is over (issue 22): the account is erased once, with any number of servers (decision
// 032). A deletion called off, or asked again for a later day, is not this row's any more. Files go
// first: if the database part then fails, the row runs again and removing a file already gone is
// no error, so nothing of theirs outlives a run that committed.

export function handleAccountErase(deps: Deps, dueWork: DueWork) {
  dueWork.handle(ACCOUNT_ERASE, async (row, commit) => {
    const [user] = await deps.db.select().from(users).where(eq(users.id, row.subjectId)).limit(1);
    const now = deps.now();
    if (!user || user.erasedAt || !user.deleteAfter || user.deleteAfter > now) return;
    for (const key of await filesOf(deps.db, user)) await deps.storage.remove(key);
    await commit((tx) => eraseAccount(tx, user, now));
    // Kept reads anywhere may show their name (a coach's lists): every server forgets them.
    replyCacheOf(deps).wroteAnything();
  });
}
