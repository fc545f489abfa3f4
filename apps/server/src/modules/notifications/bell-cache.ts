import type { NotificationsReply } from '@portal/contract';
import type { Deps } from '../../lib/deps.ts';
import type { ChangeBus } from '../../platform/change-bus.ts';
import { forgetOwners, ownerReadCache, type OwnerReadCache } from '../../platform/owner-read-cache.ts';

// The bell's list is read on every signed-in page (issue 21: ≥ 4,000 req/s on PostgreSQL), so each
// server keeps each user's pages for a while. Whatever changes a user's bell (a notification added,
// some read) announces the user after its commit (notify.ts `announce`, the read route), and every
// server reads their bell afresh from then on.
const TOPIC = 'bell';
const TTL_MS = 30_000;
const MAX_KEYS = 20_000;

const perApp = new WeakMap<ChangeBus, OwnerReadCache<NotificationsReply>>();

export function bellCacheOf(deps: Pick<Deps, 'changes'>): OwnerReadCache<NotificationsReply> {
  let cache = perApp.get(deps.changes);
  if (!cache) perApp.set(deps.changes, (cache = ownerReadCache<NotificationsReply>(deps.changes, TOPIC, { ttlMs: TTL_MS, maxKeys: MAX_KEYS })));
  return cache;
}

/** These users' bells changed: publish before their live event, so the app's read after it is fresh. */
export const forgetBells = (deps: Pick<Deps, 'changes'>, userIds: readonly number[]) => forgetOwners(deps.changes, TOPIC, [...new Set(userIds)]);
