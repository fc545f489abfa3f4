import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  COACH_PROGRAMME_MESSAGES, LESSON_MEETINGS_MAX, type CoachLessonDetail, type LessonMeetingBody, type LessonResourcesBody, type ResourceTypeItem,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { zoned } from '../../db/seed/time.ts';
import { lessonMeetings, lessonResources, resourceTypes, type UserRow } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { notFound, ownLesson } from './group-access.ts';
import type { lessonService } from './lesson-service.ts';

// Issue 12 Programmes: a lesson's resources (typed, in order) and its meetings (an instant and the
// IANA zone the coach set it in). The editor reads the lesson with both (CoachLessonDetail).

type Resources = z.output<typeof LessonResourcesBody>['resources'];
type Meeting = z.output<typeof LessonMeetingBody>;
const MEETING_NOT_FOUND = 'This meeting was not found.';

/** The instant of a meeting: an ISO time with Z or an offset as given; a wall-clock time read in its zone. */
export function meetingInstant(time: string, timeZone: string): Date {
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(time)) return new Date(time);
  const [y, m, d, h, min, s] = time.split(/[-T:.]/).map(Number) as [number, number, number, number, number, number | undefined];
  return new Date(zoned(y, m, d, h, min, timeZone).getTime() + (s ?? 0) * 1000);
}

export function lessonPartsService(db: Db, lessonsSvc: ReturnType<typeof lessonService>) {
  async function detail(lessonRow: Parameters<typeof lessonsSvc.present>[0]): Promise<CoachLessonDetail> {
    const [lesson, resources, meetings] = await Promise.all([
      lessonsSvc.present(lessonRow),
      db.select({ r: lessonResources, typeName: resourceTypes.name }).from(lessonResources)
        .innerJoin(resourceTypes, eq(resourceTypes.id, lessonResources.typeId))
        .where(eq(lessonResources.lessonId, lessonRow.id)).orderBy(asc(lessonResources.order), asc(lessonResources.id)),
      db.select().from(lessonMeetings).where(eq(lessonMeetings.lessonId, lessonRow.id)).orderBy(asc(lessonMeetings.meetingTime), asc(lessonMeetings.id)),
    ]);
    return {
      ...lesson,
      resources: resources.map(({ r, typeName }) => ({ id: r.id, title: r.title, url: r.url, type_id: r.typeId, type_name: typeName, order: r.order })),
      meetings: meetings.map((m) => ({ id: m.id, meeting_time: m.meetingTime.toISOString(), time_zone: m.timeZone, meeting_url: m.meetingUrl })),
    };
  }

  async function ownMeeting(caller: UserRow, groupId: number, lessonId: number, meetingId: number) {
    const found = await ownLesson(db, caller, groupId, lessonId);
    const [meeting] = await db.select().from(lessonMeetings)
      .where(and(eq(lessonMeetings.id, meetingId), eq(lessonMeetings.lessonId, found.lesson.id), eq(lessonMeetings.groupId, found.group.id))).limit(1);
    if (!meeting) throw notFound(MEETING_NOT_FOUND);
    return { ...found, meeting };
  }

  const meetingValues = (b: Meeting) => ({ meetingTime: meetingInstant(b.meeting_time, b.time_zone), timeZone: b.time_zone, meetingUrl: b.meeting_url ?? null });

  return {
    async resourceTypes(): Promise<ResourceTypeItem[]> {
      return db.select({ id: resourceTypes.id, name: resourceTypes.name }).from(resourceTypes).orderBy(asc(resourceTypes.id));
    },

    async get(caller: UserRow, groupId: number, lessonId: number): Promise<CoachLessonDetail> {
      return detail((await ownLesson(db, caller, groupId, lessonId)).lesson);
    },

    /** Replaces the lesson's resources with `list`, in its order. */
    async setResources(caller: UserRow, groupId: number, lessonId: number, list: Resources): Promise<CoachLessonDetail> {
      const { lesson } = await ownLesson(db, caller, groupId, lessonId);
      const typeIds = [...new Set(list.map((r) => r.type_id))];
      const known = new Set(typeIds.length ? (await db.select({ id: resourceTypes.id }).from(resourceTypes).where(inArray(resourceTypes.id, typeIds))).map((t) => t.id) : []);
      const unknown = Object.fromEntries(list.flatMap((r, i) => (known.has(r.type_id) ? [] : [[`resources.${i}.type_id`, [COACH_PROGRAMME_MESSAGES.unknownResourceType]]])));
      if (Object.keys(unknown).length) throw invalid(unknown);
      await db.transaction(async (tx) => {
        await tx.delete(lessonResources).where(eq(lessonResources.lessonId, lesson.id));
        if (list.length) {
          await tx.insert(lessonResources).values(list.map((r, i) => ({
            tenantId: lesson.tenantId, lessonId: lesson.id, typeId: r.type_id, title: r.title ?? null, url: r.url, owner: 'coach', order: i + 1,
          })));
        }
      });
      return detail(lesson);
    },

    async addMeeting(caller: UserRow, groupId: number, lessonId: number, body: Meeting): Promise<CoachLessonDetail> {
      const { group, lesson } = await ownLesson(db, caller, groupId, lessonId);
      const [held] = await db.select({ n: count() }).from(lessonMeetings).where(eq(lessonMeetings.lessonId, lesson.id));
      if ((held?.n ?? 0) >= LESSON_MEETINGS_MAX) throw invalid({ meeting_time: [`A lesson holds at most ${LESSON_MEETINGS_MAX} meetings.`] });
      await db.insert(lessonMeetings).values({ tenantId: group.tenantId, groupId: group.id, lessonId: lesson.id, coachId: group.coachId, ...meetingValues(body) });
      return detail(lesson);
    },

    async updateMeeting(caller: UserRow, groupId: number, lessonId: number, meetingId: number, body: Meeting): Promise<CoachLessonDetail> {
      const { lesson, meeting } = await ownMeeting(caller, groupId, lessonId, meetingId);
      await db.update(lessonMeetings).set(meetingValues(body)).where(eq(lessonMeetings.id, meeting.id));
      return detail(lesson);
    },

    async removeMeeting(caller: UserRow, groupId: number, lessonId: number, meetingId: number): Promise<CoachLessonDetail> {
      const { lesson, meeting } = await ownMeeting(caller, groupId, lessonId, meetingId);
      await db.delete(lessonMeetings).where(eq(lessonMeetings.id, meeting.id));
      return detail(lesson);
    },
  };
}
