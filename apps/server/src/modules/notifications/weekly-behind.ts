import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ROLE, users } from '../../db/schema/index.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import type { DueWork } from '../../platform/due-work.ts';
import { scopeClients } from '../coach-clients/client-list-sql.ts';
import { clientScopeOf } from '../coach-clients/client-scope.ts';
import { planWeeklyBehind, WEEKLY_BEHIND } from './digest-schedule.ts';
import { choicesOf } from './notification-settings.ts';
import { notifier } from './notify.ts';
import { BEHIND_PATH, behindBody, behindTitle, weeklyBehindMail } from './weekly-behind-mail.ts';

// A coach's weekly "who is behind" falls due (issue 21), Monday at their digest hour: the clients
// their clients page counts as behind (the same statement, docs/domain.md "Coach: clients"), most
// behind first, as a notification mailed as they chose for clients_behind. Nobody behind: nothing
// is said. Next Monday's is planned in the same transaction, so it goes once with any number of
// servers.

export function handleWeeklyBehind(deps: Deps, dueWork: DueWork) {
  const notices = notifier(deps);
  dueWork.handle(WEEKLY_BEHIND, async (row, commit) => {
    const [user] = await deps.db.select().from(users)
      .where(and(eq(users.id, row.subjectId), isNull(users.deactivatedAt), inArray(users.roleId, [ROLE.coach, ROLE.admin]))).limit(1);
    if (!user) return;
    const now = deps.now();
    const { digestHour } = await choicesOf(deps.db, user.id);
    const behind = (await scopeClients(deps.db, clientScopeOf(user), now))
      .filter((c) => c.status === 'active' && c.behind > 0)
      .sort((a, b) => b.behind - a.behind || a.id - b.id);
    const brand = behind.length ? await brandOfTenant(deps, user.tenantId) : null;
    await commit(async (tx) => {
      await planWeeklyBehind(tx, user, digestHour, now);
      if (!brand) return;
      await notices.add(tx, {
        tenantId: user.tenantId, userId: user.id, to: user.email, kind: 'clients_behind', brand,
        title: behindTitle(behind.length), body: behindBody(behind), url: BEHIND_PATH, alwaysMail: true,
        mail: (links) => weeklyBehindMail({ to: user.email, clients: behind, brand, publicUrl: brand.url, links }),
      });
    });
    if (brand) notices.announce([user.id]);
  }, { pausedWhileTenantDisabled: true });
}
