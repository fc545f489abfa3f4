import { eq } from 'drizzle-orm';
import {
  LIVE_EVENT, NOTIFICATION_KIND_LABELS,
  type NotificationKind, type NotificationPreferences, type NotificationPreferencesReply, type NotificationsReply, type UnsubscribeReply,
} from '@portal/contract';
import { users, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { publishLive } from '../../lib/live-publish.ts';
import type { Db } from '../../db/client.ts';
import { planDigestsOf } from './digest-schedule.ts';
import { choicesOf, kindsForRole, saveChoices, storedSecretOf, turnOff } from './notification-settings.ts';
import { bellCacheOf, forgetBells } from './bell-cache.ts';
import { markRead, ownedCount, pageOf, unreadCount } from './notifications-repo.ts';
import { claimHolds, readUnsubscribeToken } from './unsubscribe-token.ts';

// Issue 21's wire (docs/api.md "Notifications"): the caller's list and unread count, marking read,
// their choices, and the one-click unsubscribe that works without signing in.

export const UNSUBSCRIBE_INVALID = 'This link is not valid. Choose what is mailed to you on your profile.';

export function notificationsService(deps: Deps) {
  const { db } = deps;
  const bell = bellCacheOf(deps);

  /** The user a token names, when its signature holds; a 404 with the same sentence for every other case. */
  async function holderOf(token: string, admits: (tenantId: number) => boolean): Promise<{ user: UserRow; kind: NotificationKind }> {
    const claim = readUnsubscribeToken(token);
    const stored = claim && await storedSecretOf(db, claim.userId);
    if (!claim || !stored || !claimHolds(stored.secret, claim)) throw new HttpError(404, UNSUBSCRIBE_INVALID);
    const [user] = await db.select().from(users).where(eq(users.id, claim.userId)).limit(1);
    if (!user || user.tenantId !== stored.tenantId || !admits(user.tenantId)) throw new HttpError(404, UNSUBSCRIBE_INVALID);
    return { user, kind: claim.kind };
  }

  async function preferencesOf(user: UserRow): Promise<NotificationPreferencesReply> {
    const choices = await choicesOf(db, user.id);
    return {
      deliveries: Object.fromEntries(kindsForRole(user.roleId).map((k) => [k, choices.deliveries[k]])) as NotificationPreferencesReply['deliveries'],
      digest_hour: choices.digestHour,
      time_zone: user.timeZone || 'UTC',
    };
  }

  return {
    list(caller: UserRow, before: number | undefined): Promise<NotificationsReply> {
      return bell.get(caller.id, String(before ?? ''), async () => {
        const [items, unread] = await Promise.all([pageOf(db, caller.id, before), unreadCount(db, caller.id)]);
        return { unread, items };
      });
    },

    async read(caller: UserRow, ids: readonly number[] | 'all'): Promise<{ unread: number }> {
      // Another user's notification is not there for the caller: a 404, and nothing is marked.
      if (ids !== 'all' && await ownedCount(db, caller.id, ids) < new Set(ids).size) throw notFound();
      const changed = await markRead(db, caller.id, ids, deps.now());
      // The caller's other tabs and devices count again.
      if (changed) {
        forgetBells(deps, [caller.id]);
        publishLive(deps.changes, [caller.id], LIVE_EVENT.notifications);
      }
      return { unread: await unreadCount(db, caller.id) };
    },

    preferences: preferencesOf,

    async savePreferences(caller: UserRow, body: NotificationPreferences): Promise<NotificationPreferencesReply> {
      const mine = new Set(kindsForRole(caller.roleId));
      const foreign = Object.keys(body.deliveries).filter((k) => !mine.has(k as NotificationKind));
      if (foreign.length) throw invalid(Object.fromEntries(foreign.map((k) => [`deliveries.${k}`, ['This is not something you are told about.']])));
      const now = deps.now();
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await saveChoices(tx, caller.tenantId, caller.id, body, now);
        // The digest's hour may have moved: the next ones are planned from the new hour.
        await planDigestsOf(tx, caller, body.digest_hour, now);
      });
      return preferencesOf(caller);
    },

    /** What a link is for, changing nothing (mail scanners open links). */
    /** `admits`: may this request act for the token's tenant (http/request-tenant.ts)? */
    async unsubscribeTarget(token: string, admits: (tenantId: number) => boolean): Promise<UnsubscribeReply> {
      const { kind } = await holderOf(token, admits);
      return { kind, label: NOTIFICATION_KIND_LABELS[kind] };
    },

    async unsubscribe(token: string, admits: (tenantId: number) => boolean): Promise<UnsubscribeReply> {
      const { user, kind } = await holderOf(token, admits);
      await turnOff(db, user.tenantId, user.id, kind, deps.now());
      return { kind, label: NOTIFICATION_KIND_LABELS[kind] };
    },
  };
}
