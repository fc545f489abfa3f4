import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { LessonMeeting } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { lessonMeetings, type UserRow } from '../../db/schema/index.ts';
import { gqlForbidden } from '../../graphql/errors.ts';
import { mayOverseeGroup, namedOrOwnUserGroup } from '../programmes/programme-policy.ts';
import { findGroups } from '../programmes/programme-repo.ts';
import { presentMeeting } from '../programmes/present-group.ts';

// spec §7 GraphQL lessonMeetingSearch(group_id, lesson_id, coach_id, user_group_id): the meetings of
// a group the caller may see, optionally of one lesson or one coach, oldest first.
export interface MeetingSearch { groupId: number; lessonId?: number | undefined; coachId?: number | undefined; userGroupId?: number | undefined }

export function meetingService(db: Db) {
  /** Through a user group (named, or the caller's own in the group), or as the group's coach or an admin. */
  async function access(caller: UserRow, s: MeetingSearch): Promise<{ unpaid: boolean }> {
    const rec = await namedOrOwnUserGroup(db, caller, s);
    if (rec) return { unpaid: rec.ug.status === 'unpaid' };
    const group = s.userGroupId === undefined ? (await findGroups(db, caller.tenantId, [s.groupId])).get(s.groupId)?.group : undefined;
    if (group && mayOverseeGroup(caller, group)) return { unpaid: false };
    throw gqlForbidden();
  }

  return {
    async search(caller: UserRow, s: MeetingSearch): Promise<LessonMeeting[]> {
      const { unpaid } = await access(caller, s);
      const filters: SQL[] = [eq(lessonMeetings.tenantId, caller.tenantId), eq(lessonMeetings.groupId, s.groupId)];
      if (s.lessonId !== undefined) filters.push(eq(lessonMeetings.lessonId, s.lessonId));
      if (s.coachId !== undefined) filters.push(eq(lessonMeetings.coachId, s.coachId));
      const rows = await db.select().from(lessonMeetings).where(and(...filters))
        .orderBy(asc(lessonMeetings.meetingTime), asc(lessonMeetings.id)).limit(500);
      return rows.map((m) => presentMeeting(m, unpaid));
    },
  };
}
