import { and, eq, inArray, isNull } from 'drizzle-orm';
import { notifications, ROLE, users } from '../../db/schema/index.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import type { DueWork } from '../../platform/due-work.ts';
import { isEmptyDigest, readDigest } from './digest-content.ts';
import { digestMail } from './digest-mail.ts';
import { DAILY_DIGEST, planDigest, zoneOfUser } from './digest-schedule.ts';
import { unsubscribeLinks } from './notification-links.ts';
import { choicesOf } from './notification-settings.ts';

// A user's daily digest falls due (decision 032): read what it lists, then in one transaction,
// while this server's claim holds, queue its mail (only when it lists something), mark the
// notifications it carried as mailed, and plan tomorrow's. Sent once with any number of servers.

export function handleDailyDigests(deps: Deps, dueWork: DueWork) {
  dueWork.handle(DAILY_DIGEST, async (row, commit) => {
    const [user] = await deps.db.select().from(users).where(and(eq(users.id, row.subjectId), isNull(users.deactivatedAt))).limit(1);
    if (!user) return;
    const now = deps.now();
    const zone = zoneOfUser(user.timeZone);
    const choices = await choicesOf(deps.db, user.id);
    // Work due and reminders are the digest's own kinds: with both off, only what was chosen for it goes in.
    const content = await readDigest(deps.db, user.id, zone, now);
    if (choices.deliveries.work_due === 'off') { content.commitments = []; content.steps = []; }
    if (choices.deliveries.reminder_due === 'off') content.reminders = [];
    const brand = isEmptyDigest(content) ? null : await brandOfTenant(deps, user.tenantId);
    await commit(async (tx) => {
      await planDigest(tx, user, choices.digestHour, now);
      if (!brand) return;
      const ids = content.notifications.map((n) => n.id);
      if (ids.length) await tx.update(notifications).set({ mail: 'none' }).where(inArray(notifications.id, ids));
      const links = await unsubscribeLinks(tx, brand.url, user.tenantId, user.id, 'work_due');
      await deps.mailer.send(digestMail({ to: user.email, zone, content, brand, publicUrl: brand.url, links, isClient: user.roleId === ROLE.client }), tx);
    });
    deps.mailer.wake();
  }, { pausedWhileTenantDisabled: true });
}
