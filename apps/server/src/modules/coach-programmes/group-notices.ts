import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type GroupRow, type LessonRow, type UserRow } from '../../db/schema/index.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { notifier } from '../notifications/notify.ts';

// What a coach's group work tells its members (issue 21): "You were added to {group}" on joining,
// and "A lesson was opened for you" when a lesson they could not open before opens. Each is stored
// and mailed in the transaction of the change (notifications/notify.ts).

export interface GroupNotices {
  /** Read before the change's transaction (the embedded database has one connection). */
  brand(tenantId: number): Promise<TenantBrand>;
  joined(tx: Db, group: GroupRow, client: UserRow, brand: TenantBrand): Promise<void>;
  opened(tx: Db, group: GroupRow, lesson: LessonRow, members: readonly { userId: number; userGroupId: number }[], brand: TenantBrand): Promise<void>;
  /** After the commit. */
  announce(userIds: readonly number[]): void;
}

export function groupNotices(deps: Deps): GroupNotices {
  const notices = notifier(deps);
  return {
    brand: (tenantId) => brandOfTenant(deps, tenantId),
    async joined(tx, group, client, brand) {
      await notices.add(tx, {
        tenantId: group.tenantId, userId: client.id, to: client.email, kind: 'group_joined',
        title: `You were added to ${group.title}`, body: group.description ?? '', url: '/groups', brand,
      });
    },
    async opened(tx, group, lesson, members, brand) {
      if (!members.length) return;
      const people = await tx.select({ id: users.id, email: users.email }).from(users)
        .where(and(eq(users.tenantId, group.tenantId), inArray(users.id, members.map((m) => m.userId))));
      const emailOf = new Map(people.map((p) => [p.id, p.email]));
      for (const m of members) {
        const to = emailOf.get(m.userId);
        if (!to) continue;
        await notices.add(tx, {
          tenantId: group.tenantId, userId: m.userId, to, kind: 'lesson_opened',
          title: `A lesson was opened for you: ${lesson.title}`, body: group.title,
          url: `/groups/${group.id}/${m.userGroupId}/lesson/${lesson.id}`, brand,
        });
      }
    },
    announce: (userIds) => notices.announce(userIds),
  };
}
