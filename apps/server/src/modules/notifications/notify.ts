import { sql } from 'drizzle-orm';
import { LIVE_EVENT, type NotificationKind } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { notificationMailMarks, notifications } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { publishLive } from '../../lib/live-publish.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';
import { forgetBells } from './bell-cache.ts';
import { planMailFollowUp } from './notification-follow-up.ts';
import { unsubscribeLinks } from './notification-links.ts';
import { notificationMail, withUnsubscribe, type UnsubscribeLinks } from './notification-mails.ts';
import { choicesOf } from './notification-settings.ts';

// The door other modules tell of what happened (issue 21). In the transaction of the change itself
// it stores the notification and, as the user chose for its kind, queues its mail: at once (at most
// one mail per kind per minute; what comes within the minute goes in one mail when it is over), in
// the daily digest, or not at all. After the commit, `announce` tells the user's open apps.

/** A burst of one kind for one user becomes at most one mail per this long (issue 21). */
export const MAIL_GAP_MS = 60_000;

export interface NotificationEvent {
  tenantId: number;
  userId: number;
  /** The user's address, for the mail. */
  to: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path inside the portal: where the thing is. */
  url: string;
  /** Whom it is about, when that is someone else: their words in it go when their account is erased (issue 22). */
  aboutUserId?: number;
  brand: TenantBrand;
  /**
   * The mail when this one goes out on its own (a message notice with its preview), or how to make
   * it from the user's unsubscribe links (a mail with its own footer); else the notification's own.
   */
  mail?: OutgoingMail | ((links: UnsubscribeLinks) => OutgoingMail);
  /** Mailed whenever its kind mails at once, never held for the minute: a session's invitation is its calendar's copy. */
  alwaysMail?: boolean;
  /** Mailed when it happens unless its kind is off, even when the kind goes in the digest: a dated reminder is the mail asked for. */
  atItsTime?: boolean;
}

export type Notifier = ReturnType<typeof notifier>;

export function notifier(deps: Pick<Deps, 'mailer' | 'config' | 'changes' | 'now'>) {
  const { mailer } = deps;

  /** True, and the mark moved to now, when the kind has not mailed the user within MAIL_GAP_MS. */
  async function mayMailNow(tx: Db, userId: number, kind: NotificationKind, now: Date): Promise<boolean> {
    const rows = await tx.insert(notificationMailMarks).values({ userId, kind, lastMailedAt: now })
      .onConflictDoUpdate({
        target: [notificationMailMarks.userId, notificationMailMarks.kind],
        set: { lastMailedAt: now },
        setWhere: sql`${notificationMailMarks.lastMailedAt} <= ${new Date(now.getTime() - MAIL_GAP_MS).toISOString()}::timestamptz`,
      })
      .returning({ userId: notificationMailMarks.userId });
    return rows.length > 0;
  }

  return {
    async add(tx: Db, e: NotificationEvent): Promise<void> {
      const now = deps.now();
      const choice = (await choicesOf(tx, e.userId)).deliveries[e.kind];
      const mailsNow = choice === 'now' || (e.atItsTime === true && choice === 'digest');
      let waits: 'none' | 'now' | 'digest' = choice === 'digest' && !mailsNow ? 'digest' : 'none';
      if (mailsNow) {
        if (e.alwaysMail || e.atItsTime || await mayMailNow(tx, e.userId, e.kind, now)) {
          const links = await unsubscribeLinks(tx, e.brand.url, e.tenantId, e.userId, e.kind);
          const mail = e.mail
            ? withUnsubscribe(typeof e.mail === 'function' ? e.mail(links) : e.mail, links)
            : notificationMail({ to: e.to, kind: e.kind, items: [{ title: e.title, body: e.body ?? '', url: e.url }], brand: e.brand, publicUrl: e.brand.url, links });
          await mailer.send(mail, tx);
        } else {
          waits = 'now';
          await planMailFollowUp(tx, e.tenantId, e.userId, e.kind, MAIL_GAP_MS);
        }
      }
      await tx.insert(notifications).values({
        tenantId: e.tenantId, userId: e.userId, kind: e.kind, title: e.title, body: e.body ?? '', url: e.url, mail: waits, createdAt: now,
        aboutUserId: e.aboutUserId ?? null,
      });
    },

    /** After the commit: the users' bells count again, and the mails queued go out now. */
    announce(userIds: readonly number[]): void {
      forgetBells(deps, userIds);
      publishLive(deps.changes, userIds, LIVE_EVENT.notifications);
      mailer.wake();
    },
  };
}
