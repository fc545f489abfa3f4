import type { Db } from '../../db/client.ts';
import { ROLE, type GroupRow, type UserRow } from '../../db/schema/index.ts';
import { mayActFor } from '../users/user-policy.ts';
import { findMembership, findUserGroupById, type UserGroupRecord } from './programme-repo.ts';

// Who may see a user group (spec §6, issue 3 §2): the member; their coach (or the coach the user
// group names); an admin of the same tenant. "Not there" and "not yours" get the same answer (null)
// so that callers can refuse without revealing which it was.

export interface UserGroupIds { userGroupId: number; groupId?: number | undefined; userId?: number | undefined }

export async function visibleUserGroup(db: Db, caller: UserRow, ids: UserGroupIds): Promise<UserGroupRecord | null> {
  return ifVisible(db, caller, ids, await findUserGroupById(db, caller.tenantId, ids.userGroupId));
}

/**
 * The same rule on a user group already read by `ids.userGroupId` in the caller's tenant (or null
 * when there is none): the record itself, with whatever was read alongside it, or null.
 */
export async function ifVisible<R extends UserGroupRecord>(db: Db, caller: UserRow, ids: UserGroupIds, rec: R | null): Promise<R | null> {
  if (!rec) return null;
  if (ids.groupId !== undefined && rec.ug.groupId !== ids.groupId) return null;
  if (ids.userId !== undefined && rec.ug.userId !== ids.userId) return null;
  if (caller.roleId === ROLE.coach && rec.ug.coachId === caller.id) return rec;
  return (await mayActFor(db, caller, rec.ug.userId)) ? rec : null;
}

/** The user group named (when the caller may see it, in the group if one is named), else the caller's own in the group. */
export async function namedOrOwnUserGroup(db: Db, caller: UserRow, ids: { userGroupId?: number | undefined; groupId?: number | undefined }): Promise<UserGroupRecord | null> {
  if (ids.userGroupId !== undefined) return visibleUserGroup(db, caller, { userGroupId: ids.userGroupId, groupId: ids.groupId });
  return ids.groupId === undefined ? null : findMembership(db, caller.tenantId, caller.id, ids.groupId);
}

/** Lesson analytics are the member's own record: only the member writes them; coaches and admins read. */
export const mayWriteFor = (caller: UserRow, rec: UserGroupRecord) => rec.ug.userId === caller.id;

/** Seeing a group without a user group in it: the group's coach, or an admin of the tenant. */
export const mayOverseeGroup = (caller: UserRow, group: GroupRow) =>
  group.tenantId === caller.tenantId && (caller.roleId === ROLE.admin || (caller.roleId === ROLE.coach && group.coachId === caller.id));
