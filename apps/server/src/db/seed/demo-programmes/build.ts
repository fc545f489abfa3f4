import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  groups, lessonAnalytics, lessonMeetings, lessonResources, lessons, memberGroupLessons, userGroups,
  type GroupRow, type LessonRow,
} from '../../schema/index.ts';
import type { Storage } from '../../../platform/storage.ts';
import { csvWorksheet, pdfHandout, storeFile, storePoster } from './assets.ts';
import { RESOURCE_TYPE_IDS, type GroupSeed, type ResourceSeed } from './types.ts';

// Builders for group coaching rows, shared by the demo seed and the tests (STYLE §8).

type GroupFields = Omit<typeof groups.$inferInsert, 'tenantId' | 'title' | 'name' | 'slug'>;
export interface Files { storage: Storage; recordingUrl: string | null; posters: Map<string, Promise<string>> }

function posterUrl(files: Files, colors: [string, string], motif: Parameters<typeof storePoster>[3]) {
  const key = `${colors.join('')}${motif}`;
  if (!files.posters.has(key)) files.posters.set(key, storePoster(files.storage, colors[0], colors[1], motif));
  return files.posters.get(key)!;
}

async function resourceUrl(files: Files, r: ResourceSeed): Promise<string | null> {
  if (r.type === 'link') return r.url;
  if (r.type === 'audio') return files.recordingUrl;
  if (r.type === 'pdf') return storeFile(files.storage, 'pdf', await pdfHandout(r.title, r.lines));
  return storeFile(files.storage, 'csv', csvWorksheet(r.rows));
}

/** A group with its lessons (in order, each pointing at the next) and their resources. */
export async function buildGroup(db: Db, files: Files, tenantId: number, seed: GroupSeed, fields: GroupFields,
  lessonFields: (i: number) => Partial<typeof lessons.$inferInsert> = () => ({})) {
  const [group] = await db.insert(groups).values({
    tenantId, title: seed.title, name: seed.name, slug: seed.slug, description: seed.description,
    groupImg: await posterUrl(files, seed.colors, seed.motif), ...fields,
  }).returning();
  const values = [];
  for (const [i, l] of seed.lessons.entries()) {
    values.push({
      tenantId, groupId: group!.id, coachId: fields.coachId ?? null, title: l.title,
      slug: l.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      shortDesc: l.short, fullDesc: l.full, lessonImg: await posterUrl(files, seed.colors, l.motif),
      quizUrl: l.quiz ?? null, published: true, lessonOrder: i + 1, ...lessonFields(i),
    });
  }
  await db.insert(lessons).values(values);
  // Each lesson's next_lesson is the one after it in the group's order.
  await db.execute(sql`update "lessons" l set "next_lesson_id" = n.id from "lessons" n
    where l.group_id = ${group!.id} and n.group_id = l.group_id and n.lesson_order = l.lesson_order + 1`);
  const rows = await db.select().from(lessons).where(eq(lessons.groupId, group!.id)).orderBy(asc(lessons.lessonOrder));
  const resources = [];
  for (const [i, l] of seed.lessons.entries()) {
    for (const [order, r] of l.resources.entries()) {
      const url = await resourceUrl(files, r);
      if (url) resources.push({ tenantId, lessonId: rows[i]!.id, typeId: RESOURCE_TYPE_IDS[r.type], title: r.title, url, owner: 'coach', order: order + 1 });
    }
  }
  if (resources.length) await db.insert(lessonResources).values(resources);
  return { group: group!, lessons: rows };
}

/** A member's user group and their copy of the lesson list (lesson_access 1 = open). */
export async function enrol(db: Db, group: GroupRow, groupLessons: LessonRow[], userId: number,
  fields: Partial<typeof userGroups.$inferInsert>, access: (i: number) => 0 | 1, minutes: (i: number) => number | null = () => null) {
  const [ug] = await db.insert(userGroups).values({
    tenantId: group.tenantId, userId, groupId: group.id, coachId: group.coachId, price: group.price, ...fields,
  }).returning();
  await db.insert(memberGroupLessons).values(groupLessons.map((l, i) => ({
    tenantId: group.tenantId, userGroupId: ug!.id, userId, groupId: group.id, lessonId: l.id,
    lessonOrder: i + 1, lessonLength: minutes(i), lessonAccess: access(i),
  })));
  return ug!;
}

/** One meeting per lesson at the given times. */
export async function addMeetings(db: Db, group: GroupRow, groupLessons: LessonRow[], times: Date[], timeZone: string, url: string) {
  await db.insert(lessonMeetings).values(groupLessons.map((l, i) => ({
    tenantId: group.tenantId, groupId: group.id, lessonId: l.id, coachId: group.coachId,
    meetingTime: times[i]!, timeZone, meetingUrl: url,
  })));
}

export type AnalyticsSeed = Partial<typeof lessonAnalytics.$inferInsert>;
export async function addAnalytics(db: Db, ug: typeof userGroups.$inferSelect, groupLessons: LessonRow[], entries: AnalyticsSeed[]) {
  const values = entries.map((e, i) => ({
    tenantId: ug.tenantId, groupId: ug.groupId, userGroupId: ug.id, userId: ug.userId, lessonId: groupLessons[i]!.id, ...e,
  }));
  if (values.length) await db.insert(lessonAnalytics).values(values);
}

export const DONE: AnalyticsSeed = { preMeeting: true, attendMeeting: true, meetingWorksheet: true, takenQuiz: true, postMeeting: true };
