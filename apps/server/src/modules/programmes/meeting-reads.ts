import { and, eq, gte, inArray, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lessonMeetings } from '../../db/schema/index.ts';

// The upcoming meetings the group and lesson pages show: each group's next meeting (spec §3 Group
// next_meeting) and each lesson's next one (it decides when the following lesson unlocks, spec §4).
// A page asks for one group; that case is a prepared statement, so neither the query builder nor
// PostgreSQL's planner runs again for it (bench/README.md). Several groups (the /groups list) take
// one query with their ids.

type MeetingRow = typeof lessonMeetings.$inferSelect;
const ph = (name: string) => sql.placeholder(name);

function nextOfGroups(db: Db, tenantId: number | Placeholder, groups: SQL, now: Date | Placeholder) {
  return db.selectDistinctOn([lessonMeetings.groupId]).from(lessonMeetings)
    .where(and(eq(lessonMeetings.tenantId, tenantId), groups, gte(lessonMeetings.meetingTime, now as Date)))
    .orderBy(lessonMeetings.groupId, lessonMeetings.meetingTime);
}

function nextOfLessons(db: Db, tenantId: number | Placeholder, groups: SQL, now: Date | Placeholder) {
  return db.selectDistinctOn([lessonMeetings.lessonId], { lessonId: lessonMeetings.lessonId, at: lessonMeetings.meetingTime })
    .from(lessonMeetings)
    .where(and(eq(lessonMeetings.tenantId, tenantId), groups, isNotNull(lessonMeetings.lessonId), gte(lessonMeetings.meetingTime, now as Date)))
    .orderBy(lessonMeetings.lessonId, lessonMeetings.meetingTime);
}

const prepared = new WeakMap<Db, { groupNext: ReturnType<typeof prepareGroupNext>; lessonsNext: ReturnType<typeof prepareLessonsNext> }>();
const prepareGroupNext = (db: Db) => nextOfGroups(db, ph('tenantId'), eq(lessonMeetings.groupId, ph('groupId')), ph('now')).prepare('group_next_meeting');
const prepareLessonsNext = (db: Db) => nextOfLessons(db, ph('tenantId'), eq(lessonMeetings.groupId, ph('groupId')), ph('now')).prepare('group_lessons_next_meetings');
function statementsOf(db: Db) {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = { groupNext: prepareGroupNext(db), lessonsNext: prepareLessonsNext(db) }));
  return s;
}

/** Each group's next meeting from `now`. */
export async function nextGroupMeetings(db: Db, tenantId: number, groupIds: number[], now: Date): Promise<Map<number, MeetingRow>> {
  if (!groupIds.length) return new Map();
  const rows = groupIds.length === 1
    ? await statementsOf(db).groupNext.execute({ tenantId, groupId: groupIds[0], now: now.toISOString() })
    : await nextOfGroups(db, tenantId, inArray(lessonMeetings.groupId, groupIds), now);
  return new Map(rows.map((r) => [r.groupId, r]));
}

/** Each lesson's next meeting from `now`, for the lessons of some groups. */
export async function nextLessonMeetings(db: Db, tenantId: number, groupIds: number[], now: Date): Promise<Map<number, Date>> {
  if (!groupIds.length) return new Map();
  const rows = groupIds.length === 1
    ? await statementsOf(db).lessonsNext.execute({ tenantId, groupId: groupIds[0], now: now.toISOString() })
    : await nextOfLessons(db, tenantId, inArray(lessonMeetings.groupId, groupIds), now);
  return new Map(rows.map((r) => [r.lessonId!, r.at]));
}
