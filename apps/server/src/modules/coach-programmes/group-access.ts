import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, lessons, ROLE, type GroupRow, type LessonRow, type UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

// Issue 12: a coach acts only on the groups they lead (groups.coach_id); an admin on any group of
// their tenant. Anything else — another coach's group, another tenant's, one that does not exist,
// a lesson of another group — is the same 404, so nothing about it shows.

const GROUP_NOT_FOUND = 'This group was not found.';
const LESSON_NOT_FOUND = 'This lesson was not found.';

/** 404 with what was not found, e.g. 'This member was not found.'. */
export const notFound = (what: string) => new HttpError(404, what);

export const leadsGroup = (caller: UserRow, group: Pick<GroupRow, 'tenantId' | 'coachId'>) =>
  group.tenantId === caller.tenantId && (caller.roleId === ROLE.admin || group.coachId === caller.id);

/** The group `id` if the caller leads it (or is an admin of its tenant); 404 otherwise. */
export async function ownGroup(db: Db, caller: UserRow, id: number): Promise<GroupRow> {
  const [group] = await db.select().from(groups).where(and(eq(groups.id, id), eq(groups.tenantId, caller.tenantId))).limit(1);
  if (!group || !leadsGroup(caller, group)) throw notFound(GROUP_NOT_FOUND);
  return group;
}

/** A lesson of a group the caller leads; 404 when either is not theirs or the lesson is not in it. */
export async function ownLesson(db: Db, caller: UserRow, groupId: number, lessonId: number): Promise<{ group: GroupRow; lesson: LessonRow }> {
  const group = await ownGroup(db, caller, groupId);
  const [lesson] = await db.select().from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.groupId, group.id), eq(lessons.tenantId, group.tenantId))).limit(1);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  return { group, lesson };
}
