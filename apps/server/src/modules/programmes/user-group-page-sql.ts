import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowFromJson, rowJson } from '../../db/json-row.ts';
import { lessonMeetings, lessons, memberGroupLessons as mgl, userGroups } from '../../db/schema/index.ts';
import type { LessonRead } from '../lessons/lesson-list.ts';
import { userGroupsQuery, type UserGroupRecord } from './programme-repo.ts';

// The group page's first read (spec §7 usergroup with next_meeting and userlessons) in one prepared
// statement, one round trip: the user group record as findUserGroupById reads it, and as JSON built
// by PostgreSQL the group's next meeting, the user group's published lessons in the member's order
// with their completion, and each lesson's next meeting. The same reads as meeting-reads.ts and
// lesson-list.ts, which the batched loaders still use; four statements a call cost more in the
// database and its driver than in the query itself (bench/README.md, "Prepared statements").

type MeetingRow = typeof lessonMeetings.$inferSelect;
const ph = (name: string) => sql.placeholder(name);

// Outer columns are written out in full ("user_groups"."…"), as in programme-repo.ts.
const nextMeetingJson = sql<string | null>`(select ${rowJson(lessonMeetings, 'nm')}::text from ${lessonMeetings} "nm"
  where "nm"."tenant_id" = "user_groups"."tenant_id" and "nm"."group_id" = "user_groups"."group_id" and "nm"."meeting_time" >= ${ph('now')}
  order by "nm"."meeting_time" limit 1)`;

const lessonNextMeeting = sql`(select "lm"."meeting_time"::text from ${lessonMeetings} "lm"
  where "lm"."tenant_id" = "user_groups"."tenant_id" and "lm"."group_id" = "user_groups"."group_id" and "lm"."lesson_id" = "l"."id"
    and "lm"."meeting_time" >= ${ph('now')}
  order by "lm"."meeting_time" limit 1)`;

const lessonsJson = sql<string>`(select coalesce(json_agg(json_build_object('m', ${rowJson(mgl, 'mgl')}, 'l', ${rowJson(lessons, 'l')},
    'done', "la"."post_meeting", 'next', ${lessonNextMeeting}) order by "mgl"."lesson_order", "l"."lesson_order"), '[]'::json)::text
  from ${mgl} "mgl"
  join ${lessons} "l" on "l"."id" = "mgl"."lesson_id" and "l"."group_id" = "mgl"."group_id" and "l"."published"
  left join "lesson_analytics" "la" on "la"."user_group_id" = "mgl"."user_group_id" and "la"."lesson_id" = "mgl"."lesson_id"
    and "la"."user_id" = "mgl"."user_id"
  where "mgl"."tenant_id" = "user_groups"."tenant_id" and "mgl"."user_group_id" = "user_groups"."id")`;

/** Prepared once per database: PostgreSQL then skips parsing and planning it on every call. */
const prepared = new WeakMap<Db, ReturnType<typeof preparePage>>();
const preparePage = (db: Db) =>
  userGroupsQuery(db, ph('tenantId'), eq(userGroups.id, ph('id')), { nextMeeting: nextMeetingJson.as('next_meeting'), lessons: lessonsJson.as('lessons') })
    .prepare('user_group_page');

export interface UserGroupPageRead extends UserGroupRecord {
  nextMeeting: MeetingRow | null;
  lessonRows: LessonRead[];
  /** Each lesson's next meeting from `now`, by lesson id. */
  lessonMeetings: Map<number, Date>;
}

interface LessonJson { m: Record<string, unknown>; l: Record<string, unknown>; done: boolean | null; next: string | null }

/** A user group of the tenant by id with its next meeting and lessons from `now`, if there is one. */
export async function readUserGroupPage(db: Db, tenantId: number, id: number, now: Date): Promise<UserGroupPageRead | null> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = preparePage(db)));
  const [row] = await statement.execute({ tenantId, id, now: now.toISOString() });
  if (!row) return null;
  const { nextMeeting, lessons: lessonList, ...rec } = row;
  const lessonMeetingsOf = new Map<number, Date>();
  const lessonRows = (JSON.parse(lessonList) as LessonJson[]).map(({ m, l, done, next }) => {
    const read = { m: rowFromJson(mgl, m), l: rowFromJson(lessons, l), done };
    if (next !== null) lessonMeetingsOf.set(read.l.id, lessonMeetings.meetingTime.mapFromDriverValue(next) as Date);
    return read;
  });
  return {
    ...rec, lessonRows, lessonMeetings: lessonMeetingsOf,
    nextMeeting: nextMeeting === null ? null : rowFromJson(lessonMeetings, JSON.parse(nextMeeting) as Record<string, unknown>),
  };
}
