import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { dueWork, notificationMailMarks, notifications, users } from '../../db/schema/index.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import type { DueWork } from '../../platform/due-work.ts';
import { unsubscribeLinks } from './notification-links.ts';
import { notificationMail } from './notification-mails.ts';
import { choicesOf } from './notification-settings.ts';

// What came within the minute after a kind mailed a user (issue 21: one mail per kind per minute at
// most) waits with mail = 'now'; one due row per user and kind (its key) sends it all in one mail
// when the minute is over, exactly once with any number of servers (decision 032).

export const NOTIFICATION_MAIL = 'notification_mail';
const keyOf = (userId: number, kind: NotificationKind) => `${userId}:${kind}`;

/** Plans the follow-up mail a gap after the kind's last mail, unless one already waits. */
export async function planMailFollowUp(tx: Db, tenantId: number, userId: number, kind: NotificationKind, gapMs: number): Promise<void> {
  await tx.execute(sql`insert into ${dueWork} (tenant_id, kind, subject_id, key, due_at, payload)
    select ${tenantId}, ${NOTIFICATION_MAIL}, ${userId}, ${keyOf(userId, kind)}, m.last_mailed_at + ${`${gapMs} milliseconds`}::interval, ${JSON.stringify({ kind })}::jsonb
    from ${notificationMailMarks} m where m.user_id = ${userId} and m.kind = ${kind}
    on conflict (kind, key) where done_at is null and key is not null do nothing`);
}

const waitingNow = (userId: number, kind: NotificationKind) =>
  and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.mail, 'now'));

export function handleMailFollowUps(deps: Deps, dueWork: DueWork, gapMs: number) {
  dueWork.handle(NOTIFICATION_MAIL, async (row, commit) => {
    const kind = (row.payload as { kind: NotificationKind }).kind;
    const userId = row.subjectId;
    const items = await deps.db.select({ id: notifications.id, title: notifications.title, body: notifications.body, url: notifications.url })
      .from(notifications).where(waitingNow(userId, kind)).orderBy(asc(notifications.id)).limit(50);
    if (!items.length) return;
    const [user] = await deps.db.select({ email: users.email, tenantId: users.tenantId }).from(users)
      .where(and(eq(users.id, userId), isNull(users.deactivatedAt))).limit(1);
    // Turned to the digest or off since: those wait for the digest, or for nothing.
    const choice = (await choicesOf(deps.db, userId)).deliveries[kind];
    const brand = user && choice === 'now' ? await brandOfTenant(deps, user.tenantId) : null;
    const now = deps.now();
    await commit(async (tx) => {
      const ids = items.map((n) => n.id);
      await tx.update(notifications).set({ mail: choice === 'digest' ? 'digest' : 'none' }).where(inArray(notifications.id, ids));
      if (!user || !brand) return;
      await tx.update(notificationMailMarks).set({ lastMailedAt: now })
        .where(and(eq(notificationMailMarks.userId, userId), eq(notificationMailMarks.kind, kind)));
      const links = await unsubscribeLinks(tx, brand.url, user.tenantId, userId, kind);
      await deps.mailer.send(notificationMail({ to: user.email, kind, items, brand, publicUrl: brand.url, links }), tx);
      // Came after the read above: the next minute's mail takes it (this row is done by now).
      const [later] = await tx.select({ id: notifications.id }).from(notifications).where(waitingNow(userId, kind)).limit(1);
      if (later) await planMailFollowUp(tx, user.tenantId, userId, kind, gapMs);
    });
    deps.mailer.wake();
  }, { pausedWhileTenantDisabled: true });
}
