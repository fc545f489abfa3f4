import type { Db } from '../../src/db/client.ts';
import { and, asc, eq } from 'drizzle-orm';
import {
  assessments, boardCards, commitments, companyFiles, implementationLessons, implementationPaths, scheduleEntries, users, type UserRow,
} from '../../src/db/schema/index.ts';
import type { RestRow } from './matrix-rows.ts';

// Issue 12 "Schedule and work": the routes on a client's schedule, cards, commitments and timeline
// in the authorisation matrix. The target's coach and an admin of the tenant are granted; clients and
// other coaches not (coachesClient). An edit names the target's kept entry, card or commitment (the
// plan-work ones); a delete uses up a spare one per caller.

export interface CoachWorkIds {
  entryId: number; spareEntryIds: number[]; spareCardIds: number[]; spareCommitmentIds: number[]; spareFileIds: number[];
  /** flash coaching: the user's first assessment, a kept focus area and lesson, spares for the deletes */
  flash: { assessmentId: number; areaId: number; lessonId: number; spareAreaIds: number[]; spareLessonIds: number[] };
}

export async function coachWorkOf(db: Db, user: UserRow, spares: number): Promise<CoachWorkIds> {
  const made = await db.insert(scheduleEntries).values(Array.from({ length: spares + 1 }, (_, i) => ({
    tenantId: user.tenantId, userId: user.id, coachId: user.coachId, title: `Matrix session ${i + 1}`,
    startsAt: new Date(Date.UTC(2099, 0, 1 + i)), timeZone: 'UTC',
  }))).returning({ id: scheduleEntries.id });
  const [a] = await db.select({ id: assessments.id }).from(assessments)
    .where(and(eq(assessments.tenantId, user.tenantId), eq(assessments.userId, user.id))).orderBy(asc(assessments.id)).limit(1);
  const owner = { tenantId: user.tenantId, userId: user.id };
  const cards = await db.insert(boardCards).values(Array.from({ length: spares }, (_, i) => ({
    ...owner, assessmentId: a!.id, path: 'matrix', board: 'action_steps' as const, title: `Matrix step ${i + 1}`, position: i,
  }))).returning({ id: boardCards.id });
  const tasks = await db.insert(commitments).values(Array.from({ length: spares }, (_, i) => ({ ...owner, title: `Matrix commitment ${i + 1}` })))
    .returning({ id: commitments.id });
  // files the coach shared with the user (their company comes from files-targets.ts, made before)
  const [me] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, user.id));
  const shared = await db.insert(companyFiles).values(Array.from({ length: spares }, (_, i) => ({
    tenantId: user.tenantId, companyId: me!.companyId!, clientId: user.id, coachId: user.coachId, uploaderId: user.coachId!,
    storageKey: `company-files/matrix-shared-${user.id}-${i}.csv`, fileName: `shared-${i}.csv`, contentType: 'text/csv', sizeBytes: 1,
  }))).returning({ id: companyFiles.id });
  const areas = await db.insert(implementationPaths).values(Array.from({ length: spares + 1 }, (_, i) => ({
    assessmentId: a!.id, path: `matrix-flash-${i}`, name: `Matrix area ${i}`,
  }))).returning({ id: implementationPaths.id });
  const lessons = await db.insert(implementationLessons).values(Array.from({ length: spares + 1 }, (_, i) => ({
    pathId: areas[0]!.id, title: `Matrix lesson ${i}`,
  }))).returning({ id: implementationLessons.id });
  return {
    flash: {
      assessmentId: a!.id, areaId: areas[0]!.id, lessonId: lessons[0]!.id,
      spareAreaIds: areas.slice(1).map((r) => r.id), spareLessonIds: lessons.slice(1).map((r) => r.id),
    },
    spareFileIds: shared.map((f) => f.id),
    entryId: made[0]!.id, spareEntryIds: made.slice(1).map((e) => e.id),
    spareCardIds: cards.map((c) => c.id), spareCommitmentIds: tasks.map((c) => c.id),
  };
}

function sharedForm() {
  const b = 'matrixsharedfile';
  const payload = Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="files[]"; filename="matrix.csv"\r\nContent-Type: text/csv\r\n\r\na,b\r\n--${b}--\r\n`);
  return { payload, contentType: `multipart/form-data; boundary=${b}` };
}

const C = (id: number) => `/api/v1/coach/clients/${id}`;
const entry = { title: 'Matrix session', starts_at: '2099-02-01T10:00', time_zone: 'UTC' };

export const coachWorkRows = (): RestRow[] => [
  { route: 'GET /api/v1/coach/clients/:id/schedule', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/schedule` }) },
  { route: 'POST /api/v1/coach/clients/:id/schedule', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/schedule`, payload: entry }) },
  {
    route: 'POST /api/v1/coach/clients/:id/schedule/:entryId', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/schedule/${d.work.entryId}`, payload: entry }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/schedule/:entryId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/schedule/${d.work.spareEntryIds.pop()}/delete` }),
  },
  { route: 'GET /api/v1/coach/clients/:id/plan', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/plan` }) },
  {
    route: 'POST /api/v1/coach/clients/:id/cards', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/cards`, payload: { assessment_id: d.plan.assessmentId, path: d.plan.path, board: 'reminders', title: 'Matrix', time_zone: 'UTC' } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/cards/:cardId', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/cards/${d.plan.cardId}`, payload: { title: 'Matrix card', time_zone: 'UTC' } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/cards/:cardId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/cards/${d.work.spareCardIds.pop()}/delete` }),
  },
  { route: 'POST /api/v1/coach/clients/:id/commitments', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/commitments`, payload: { title: 'Matrix', time_zone: 'UTC' } }) },
  {
    route: 'POST /api/v1/coach/clients/:id/commitments/:commitmentId', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/commitments/${d.plan.commitmentId}`, payload: { title: 'Matrix commitment', time_zone: 'UTC' } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/commitments/:commitmentId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/commitments/${d.work.spareCommitmentIds.pop()}/delete` }),
  },
  { route: 'GET /api/v1/coach/clients/:id/files', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/files` }) },
  { route: 'POST /api/v1/coach/clients/:id/files', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/files`, ...sharedForm() }) },
  {
    route: 'POST /api/v1/coach/clients/:id/files/:fileId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${C(d.user.id)}/files/${d.work.spareFileIds.pop()}/delete` }),
  },
  ...flashRows(),
  { route: 'GET /api/v1/coach/clients/:id/timeline', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/timeline` }) },
  { route: 'GET /api/v1/coach/clients/:id/timeline.csv', policy: 'coachesClient', request: (d) => ({ url: `${C(d.user.id)}/timeline.csv` }) },
];

const F = (id: number) => `${C(id)}/flash`;
const lesson = { title: 'Matrix lesson', content: '<p>Read</p>', items: ['One'] };
const flashRows = (): RestRow[] => [
  { route: 'GET /api/v1/coach/clients/:id/flash', policy: 'coachesClient', request: (d) => ({ url: F(d.user.id) }) },
  { route: 'POST /api/v1/coach/clients/:id/flash/assessments', policy: 'coachesClient', request: (d) => ({ url: `${F(d.user.id)}/assessments`, payload: { title: 'Matrix' } }) },
  {
    route: 'POST /api/v1/coach/clients/:id/flash/assessments/:assessmentId/areas', policy: 'coachesClient',
    request: (d) => ({ url: `${F(d.user.id)}/assessments/${d.work.flash.assessmentId}/areas`, payload: { name: 'Matrix area' } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/flash/areas/:areaId', policy: 'coachesClient',
    request: (d) => ({ url: `${F(d.user.id)}/areas/${d.work.flash.areaId}`, payload: { name: 'Matrix area' } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/flash/areas/:areaId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${F(d.user.id)}/areas/${d.work.flash.spareAreaIds.pop()}/delete` }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/flash/areas/:areaId/access', policy: 'coachesClient',
    request: (d) => ({ url: `${F(d.user.id)}/areas/${d.work.flash.areaId}/access`, payload: { open: false } }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/flash/areas/:areaId/lessons', policy: 'coachesClient',
    request: (d) => ({ url: `${F(d.user.id)}/areas/${d.work.flash.areaId}/lessons`, payload: lesson }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/flash/lessons/:lessonId', policy: 'coachesClient',
    request: (d) => ({ url: `${F(d.user.id)}/lessons/${d.work.flash.lessonId}`, payload: lesson }),
  },
  {
    route: 'POST /api/v1/coach/clients/:id/flash/lessons/:lessonId/delete', policy: 'coachesClient',
    request: (d) => ({ url: `${F(d.user.id)}/lessons/${d.work.flash.spareLessonIds.pop()}/delete` }),
  },
];
