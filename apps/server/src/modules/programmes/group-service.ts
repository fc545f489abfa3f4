import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userGroups, type UserRow } from '../../db/schema/index.ts';
import { gqlForbidden } from '../../graphql/errors.ts';
import { mayActFor } from '../users/user-policy.ts';
import { presentLessonsOf } from '../lessons/lesson-list.ts';
import { ifVisible, mayOverseeGroup, visibleUserGroup } from './programme-policy.ts';
import { findGroups, findMembership, findUserGroups, memberLessonTitles } from './programme-repo.ts';
import { presentGroup, presentMeeting, presentUserGroup, type GroupOut, type UserGroupOut } from './present-group.ts';
import { readUserGroupPage } from './user-group-page-sql.ts';

// spec §7 GraphQL member, group, usergroup. Every refusal is the same FORBIDDEN, whether the thing
// does not exist or belongs to someone else (issue 3 §2: reveal nothing).

export interface UserGroupArgs { groupId: number; userGroupId: number; userId?: number | undefined }
export interface MemberOut { id: string; first_name: string; last_name: string; _userId: number }

export function groupService(db: Db) {
  return {
    async member(caller: UserRow, userId: number): Promise<MemberOut> {
      if (!(await mayActFor(db, caller, userId))) throw gqlForbidden();
      const [u] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.tenantId, caller.tenantId))).limit(1);
      if (!u) throw gqlForbidden();
      return { id: String(u.id), first_name: u.firstName, last_name: u.lastName, _userId: u.id };
    },

    /** The member's user groups, unpaid ones included (so they can be paid for). */
    async memberGroups(caller: UserRow, userId: number): Promise<UserGroupOut[]> {
      const rows = await findUserGroups(db, caller.tenantId, eq(userGroups.userId, userId));
      return rows.map(presentUserGroup);
    },

    async memberLessons(caller: UserRow, userId: number) {
      const rows = await memberLessonTitles(db, caller.tenantId, userId);
      return rows.map((r) => ({
        id: String(r.id), title: r.title, created_at: r.createdAt.toISOString(), group_id: String(r.groupId), user_group_id: String(r.userGroupId),
      }));
    },

    /**
     * A group seen through a user group: the named one, or the member's own in that group. The
     * group's coach and a tenant admin may also read a group nobody names a user group for.
     */
    async group(caller: UserRow, a: { id: number; userId?: number | undefined; userGroupId?: number | undefined }): Promise<GroupOut> {
      if (a.userGroupId !== undefined) {
        const rec = await visibleUserGroup(db, caller, { userGroupId: a.userGroupId, groupId: a.id, userId: a.userId });
        if (!rec) throw gqlForbidden();
        return presentGroup(rec.group, rec.totalLessons, rec.ug.id, rec.ug.status === 'unpaid');
      }
      const memberId = a.userId ?? caller.id;
      if (!(await mayActFor(db, caller, memberId))) throw gqlForbidden();
      const rec = await findMembership(db, caller.tenantId, memberId, a.id);
      if (rec) return presentGroup(rec.group, rec.totalLessons, rec.ug.id, rec.ug.status === 'unpaid');
      const found = (await findGroups(db, caller.tenantId, [a.id])).get(a.id);
      if (!found || memberId !== caller.id || !mayOverseeGroup(caller, found.group)) throw gqlForbidden();
      return presentGroup(found.group, found.totalLessons, null);
    },

    async userGroup(caller: UserRow, a: UserGroupArgs): Promise<UserGroupOut> {
      const rec = await visibleUserGroup(db, caller, { userGroupId: a.userGroupId, groupId: a.groupId, userId: a.userId });
      if (!rec) throw gqlForbidden();
      return presentUserGroup(rec);
    },

    /**
     * The same user group with its next meeting and lessons from `now` attached, read in one
     * statement (user-group-page-sql.ts); who may see it is decided on the record read, as above.
     */
    async userGroupPage(caller: UserRow, a: UserGroupArgs, now: Date): Promise<UserGroupOut> {
      const read = await readUserGroupPage(db, caller.tenantId, a.userGroupId, now);
      const rec = await ifVisible(db, caller, { userGroupId: a.userGroupId, groupId: a.groupId, userId: a.userId }, read);
      if (!rec) throw gqlForbidden();
      const out = presentUserGroup(rec);
      return {
        ...out,
        _nextMeeting: rec.nextMeeting && presentMeeting(rec.nextMeeting, out._unpaid),
        _userLessons: presentLessonsOf(rec.lessonRows, rec.ug.status, (lessonId) => rec.lessonMeetings.get(lessonId) ?? null),
      };
    },
  };
}
