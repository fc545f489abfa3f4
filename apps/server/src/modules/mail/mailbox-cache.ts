import type { Email } from '@portal/contract';
import type { Deps } from '../../lib/deps.ts';
import type { ChangeBus } from '../../platform/change-bus.ts';
import { readCache } from '../../platform/read-cache.ts';
import { replyCacheOf } from '../../lib/reply-cache.ts';

// The mailbox read (GraphQL `emails`, and `unreademails` counted from it) is what every open app
// asks every 15 s (decision 012), so each server keeps users' mailboxes in memory. Every write that
// changes a mailbox announces it on the change bus (deps.changes), and every server drops that
// user's copy at once, and forgets their kept /gapi replies (lib/reply-cache.ts: `emails` and
// `unreademails` are kept per caller like the programme reads; bench/README.md). Names of people in a mailbox may stay
// old for at most TTL_MS after a profile change.
const TOPIC = 'mailbox';
const TTL_MS = 60_000;
const MAX_USERS = 20_000;

export interface MailboxCache {
  /** The user's mailbox: from memory while fresh, else from `load` (and kept). */
  get(userId: number, load: () => Promise<Email[]>): Promise<Email[]>;
  /** These users' mailboxes changed: every server forgets them. */
  changed(userIds: readonly number[]): void;
}

function mailboxCache(bus: ChangeBus): MailboxCache {
  const held = readCache<Email[]>(bus, TOPIC, { ttlMs: TTL_MS, maxKeys: MAX_USERS });
  const replies = replyCacheOf({ changes: bus });
  return {
    get: (userId, load) => held.get(String(userId), load),
    changed(userIds) {
      bus.publish(TOPIC, userIds);
      replies.readersChanged(userIds);
    },
  };
}

const perApp = new WeakMap<ChangeBus, MailboxCache>();

/** The one mailbox cache of this app (its change bus names it). */
export function mailboxCacheOf(deps: Pick<Deps, 'changes'>): MailboxCache {
  let cache = perApp.get(deps.changes);
  if (!cache) perApp.set(deps.changes, (cache = mailboxCache(deps.changes)));
  return cache;
}
