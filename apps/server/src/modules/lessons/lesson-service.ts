import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LessonResource, UserLesson } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { lessonResources, lessons, resourceTypes, type UserRow } from '../../db/schema/index.ts';
import { gqlForbidden } from '../../graphql/errors.ts';
import type { UserGroupIds } from '../programmes/programme-policy.ts';
import { visibleLesson } from './lesson-list.ts';
import type { UserLessonOut } from './present-lesson.ts';

// spec §7 GraphQL userlesson, and the batch reads behind its fields (resources, next_lesson).

export function lessonService(db: Db, now: () => Date) {
  return {
    /** One lesson of a user group the caller may see; a lesson outside it is FORBIDDEN like the rest. */
    async userLesson(caller: UserRow, ids: UserGroupIds & { lessonId: number }): Promise<UserLessonOut> {
      const found = await visibleLesson(db, caller, ids, now());
      if (!found) throw gqlForbidden();
      return found.lesson;
    },

    /** Resources of open lessons, grouped by lesson id, in one query. */
    async resources(tenantId: number, lessonIds: number[]): Promise<Map<number, LessonResource[]>> {
      const out = new Map<number, LessonResource[]>(lessonIds.map((id) => [id, []]));
      if (!lessonIds.length) return out;
      const rows = await db.select({ r: lessonResources, type: resourceTypes }).from(lessonResources)
        .innerJoin(resourceTypes, eq(resourceTypes.id, lessonResources.typeId))
        .where(and(eq(lessonResources.tenantId, tenantId), inArray(lessonResources.lessonId, lessonIds)))
        .orderBy(asc(lessonResources.lessonId), asc(lessonResources.order), asc(lessonResources.id));
      for (const { r, type } of rows) {
        out.get(r.lessonId)?.push({ id: String(r.id), title: r.title, url: r.url, type: { id: String(type.id), name: type.name }, owner: r.owner, order: r.order });
      }
      return out;
    },

    /** The lessons that follow others (spec §3 Lesson next_lesson), by id, in one query. */
    async nextLessons(tenantId: number, ids: number[]): Promise<Map<number, NonNullable<UserLesson['next_lesson']>>> {
      if (!ids.length) return new Map();
      const rows = await db.select().from(lessons).where(and(eq(lessons.tenantId, tenantId), inArray(lessons.id, ids)));
      return new Map(rows.map((l) => [l.id, {
        id: String(l.id), title: l.title, slug: l.slug, lesson_order: l.lessonOrder, lesson_img: l.lessonImg, published: l.published,
      }]));
    },
  };
}
