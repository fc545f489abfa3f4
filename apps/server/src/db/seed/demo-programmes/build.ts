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
  if (r.type === 'pdf') return storeFile(files.storage, 'pdf', pdfHandout(r.title, r.lines));
  return storeFile(files.storage, 'csv', csvWorksheet(r.rows));
}

/** A group with its lessons (chained by next_lesson_id in order) and their resources. */
export async function buildGroup(db: Db, files: Files, tenantId: number, seed: GroupSeed, fields: GroupFields,
  lessonFields: (i: number) => Partial<typeof lessons.$inferInsert> = () => ({})) {
  const [group] = await db.insert(groups).values({
    tenantId, title: seed.title, name: seed.name, slug: seed.slug, description: seed.description,
    groupImg: await posterUrl(files, seed.colors, seed.motif), ...fields,
  }).returning();
  const rows: LessonRow[] = [];
  let next: number | null = null;
  // Inserted last to first, so each lesson knows the id of the one after it.
  for (let i = seed.lessons.length - 1; i >= 0; i--) {
    const l = seed.lessons[i]!;
    const [row]: LessonRow[] = await db.insert(lessons).values({
      tenantId, groupId: group!.id, coachId: fields.coachId ?? null, title: l.title,
      slug: l.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      shortDesc: l.short, fullDesc: l.full, lessonImg: await posterUrl(files, seed.colors, l.motif),
      quizUrl: l.quiz ?? null, published: true, lessonOrder: i + 1, nextLessonId: next, ...lessonFields(i),
    }).returning();
    rows.unshift(row!);
    next = row!.id;
  }
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
