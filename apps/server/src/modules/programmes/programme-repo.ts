import { aliasedTable, and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, lessons, memberGroupLessons as mgl, userGroups, users, type GroupRow } from '../../db/schema/index.ts';

// Reads of groups and user groups, always scoped by tenant (DESIGN §5). Counts come as correlated
// subqueries so a list of user groups is one query (no N+1).
const ugCoach = aliasedTable(users, 'ug_coach');
// Outer columns are written out in full: drizzle leaves them unqualified in single-table selects,
// where a bare "id" would bind to the subquery's own table.
const totalLessons = sql<number>`(select count(*)::int from "lessons" l where l.group_id = "groups"."id" and l.published)`;
const completedLessons = sql<number>`(select count(*)::int from "lesson_analytics" la
  join "lessons" l on l.id = la.lesson_id and l.published
  where la.user_group_id = "user_groups"."id" and la.user_id = "user_groups"."user_id" and la.post_meeting)`;

/** What a user group record is made of (UserGroupRecord). */
const recordFields = { ug: userGroups, group: groups, coachEmail: ugCoach.email, totalLessons, completedLessons };

/** User groups of the tenant as records, with `more` fields alongside (the group page's bundle). */
export function userGroupsQuery<More extends Record<string, SQL.Aliased>>(db: Db, tenantId: number | Placeholder, where: SQL | undefined, more = {} as More) {
  return db.select({ ...recordFields, ...more })
    .from(userGroups)
    .innerJoin(groups, and(eq(groups.id, userGroups.groupId), eq(groups.tenantId, userGroups.tenantId)))
    .leftJoin(ugCoach, eq(ugCoach.id, userGroups.coachId))
    .where(and(eq(userGroups.tenantId, tenantId), where))
    .orderBy(userGroups.id);
}

export async function findUserGroups(db: Db, tenantId: number, where: SQL | undefined) {
  return userGroupsQuery(db, tenantId, where);
}
export type UserGroupRecord = Awaited<ReturnType<typeof findUserGroups>>[number];

// One user group by id is what every group and lesson page asks first: prepared once per database,
// so neither the query builder nor PostgreSQL's planner runs again for it (bench/README.md).
const byIdStatements = new WeakMap<Db, ReturnType<typeof prepareById>>();
const prepareById = (db: Db) =>
  userGroupsQuery(db, sql.placeholder('tenantId'), eq(userGroups.id, sql.placeholder('id'))).prepare('user_group_by_id');

/** A user group of the tenant by id, if there is one. */
export async function findUserGroupById(db: Db, tenantId: number, id: number): Promise<UserGroupRecord | null> {
  let statement = byIdStatements.get(db);
  if (!statement) byIdStatements.set(db, (statement = prepareById(db)));
  const [row] = await statement.execute({ tenantId, id });
  return row ?? null;
}

/** Groups by id with their published-lesson count. */
export async function findGroups(db: Db, tenantId: number, ids: number[]): Promise<Map<number, { group: GroupRow; totalLessons: number }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ group: groups, totalLessons }).from(groups)
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.id, ids)));
  return new Map(rows.map((r) => [r.group.id, r]));
}

/** A member's user group in a group, if they have one. */
export async function findMembership(db: Db, tenantId: number, userId: number, groupId: number) {
  const [row] = await findUserGroups(db, tenantId, and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)));
  return row ?? null;
}

/** The member's lessons across all their groups: id, title, created_at (spec §3 Member). */
export async function memberLessonTitles(db: Db, tenantId: number, userId: number) {
  // Through user_groups (indexed by user) to member_group_lessons (indexed by user group).
  return db.select({ id: lessons.id, title: lessons.title, createdAt: lessons.createdAt, groupId: mgl.groupId, userGroupId: mgl.userGroupId })
    .from(userGroups)
    .innerJoin(mgl, eq(mgl.userGroupId, userGroups.id))
    .innerJoin(lessons, and(eq(lessons.id, mgl.lessonId), eq(lessons.groupId, mgl.groupId), eq(lessons.published, true)))
    .where(and(eq(userGroups.tenantId, tenantId), eq(userGroups.userId, userId)))
    .orderBy(mgl.userGroupId, mgl.lessonOrder);
}
