import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  LESSON_ACCESS_ALLOWED, focusAreaInUseMessage, type FlashAreaBody, type FlashAssessmentBody, type CoachFlashArea, type CoachFlashAssessment,
  type CoachFlashLesson, type CoachFlashReply, type FlashLessonBody,
} from '@portal/contract';
import type { z } from 'zod';
import {
  accessEntries, assessments, boardCards, currencies, implementationLessons, implementationPaths, type LessonItemDef, type UserRow,
} from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { cleanRichText } from '../../lib/rich-text.ts';
import { clientInScope, clientScopeOf } from '../coach-clients/client-scope.ts';

// Issue 12 flash coaching for one client: the coach keeps the client's assessments, their focus
// areas (implementation paths) with lessons, and opens or closes each focus area. These are the rows
// the client's /lessons page and actionsteps/access read, so a change shows there at once.

type AreaRow = typeof implementationPaths.$inferSelect;
type LessonRow = typeof implementationLessons.$inferSelect;

const presentLesson = (l: LessonRow): CoachFlashLesson => ({ id: l.id, title: l.title, content_html: l.contentHtml, items: l.items });
const presentArea = (a: AreaRow, open: boolean, lessons: LessonRow[]): CoachFlashArea => ({
  id: a.id, assessment_id: a.assessmentId, path: a.path, name: a.name, description: a.description, open, lessons: lessons.map(presentLesson),
});

/** A path key from the name, unique within the assessment ("sales", "sales-2", …). */
export function pathKey(name: string, taken: ReadonlySet<string>): string {
  const base = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'area';
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  return key;
}

/** Checklist items keep the key of an item with the same label (so ticks stay), others get a new key. */
export function itemDefs(labels: string[], before: LessonItemDef[]): LessonItemDef[] {
  const byLabel = new Map(before.map((i) => [i.label, i.key]));
  const used = new Set<string>();
  let n = before.reduce((max, i) => Math.max(max, Number(/^item-(\d+)$/.exec(i.key)?.[1] ?? 0)), 0);
  return labels.map((label) => {
    const kept = byLabel.get(label);
    const key = kept && !used.has(kept) ? kept : `item-${(n += 1)}`;
    used.add(key);
    return { key, label };
  });
}

export function clientFlashService(deps: Deps) {
  const { db } = deps;
  const clientOf = (caller: UserRow, clientId: number) => clientInScope(db, clientScopeOf(caller), clientId);
  const ofClient = (c: UserRow) => and(eq(assessments.tenantId, c.tenantId), eq(assessments.userId, c.id));

  async function assessmentOf(c: UserRow, id: number) {
    const [row] = await db.select().from(assessments).where(and(ofClient(c), eq(assessments.id, id)));
    if (!row) throw notFound();
    return row;
  }
  async function areaOf(c: UserRow, id: number): Promise<AreaRow> {
    const [row] = await db.select({ p: implementationPaths }).from(implementationPaths)
      .innerJoin(assessments, eq(assessments.id, implementationPaths.assessmentId)).where(and(ofClient(c), eq(implementationPaths.id, id)));
    if (!row) throw notFound();
    return row.p;
  }
  async function lessonOf(c: UserRow, id: number): Promise<LessonRow> {
    const [row] = await db.select({ l: implementationLessons }).from(implementationLessons)
      .innerJoin(implementationPaths, eq(implementationPaths.id, implementationLessons.pathId))
      .innerJoin(assessments, eq(assessments.id, implementationPaths.assessmentId)).where(and(ofClient(c), eq(implementationLessons.id, id)));
    if (!row) throw notFound();
    return row.l;
  }
  async function isOpen(a: AreaRow) {
    const [row] = await db.select().from(accessEntries).where(and(eq(accessEntries.assessmentId, a.assessmentId), eq(accessEntries.path, a.path)));
    return row?.access === LESSON_ACCESS_ALLOWED;
  }
  const lessonsOf = (pathId: number) => db.select().from(implementationLessons).where(eq(implementationLessons.pathId, pathId))
    .orderBy(asc(implementationLessons.order), asc(implementationLessons.id));
  const areaReply = async (a: AreaRow) => presentArea(a, await isOpen(a), await lessonsOf(a.id));
  const lessonValues = (b: z.output<typeof FlashLessonBody>, before: LessonItemDef[]) => ({
    title: b.title, contentHtml: cleanRichText(b.content ?? ''), items: itemDefs(b.items, before),
  });

  return {
    async list(caller: UserRow, clientId: number): Promise<CoachFlashReply> {
      const c = await clientOf(caller, clientId);
      const rows = await db.select().from(assessments).where(ofClient(c)).orderBy(asc(assessments.id));
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return { assessments: [] };
      const [areas, access, lessons] = await Promise.all([
        db.select().from(implementationPaths).where(inArray(implementationPaths.assessmentId, ids))
          .orderBy(asc(implementationPaths.order), asc(implementationPaths.id)),
        db.select().from(accessEntries).where(and(eq(accessEntries.tenantId, c.tenantId), inArray(accessEntries.assessmentId, ids))),
        db.select({ l: implementationLessons }).from(implementationLessons)
          .innerJoin(implementationPaths, eq(implementationPaths.id, implementationLessons.pathId))
          .where(inArray(implementationPaths.assessmentId, ids)).orderBy(asc(implementationLessons.order), asc(implementationLessons.id)),
      ]);
      const open = new Set(access.filter((e) => e.access === LESSON_ACCESS_ALLOWED).map((e) => `${e.assessmentId}/${e.path}`));
      return {
        assessments: rows.map((r): CoachFlashAssessment => ({
          id: r.id, title: r.title, created_at: r.createdAt.toISOString(),
          areas: areas.filter((a) => a.assessmentId === r.id)
            .map((a) => presentArea(a, open.has(`${r.id}/${a.path}`), lessons.filter((l) => l.l.pathId === a.id).map((l) => l.l))),
        })),
      };
    },

    async addAssessment(caller: UserRow, clientId: number, b: z.output<typeof FlashAssessmentBody>): Promise<CoachFlashAssessment> {
      const c = await clientOf(caller, clientId);
      const [currency] = b.currency_id === null
        ? await db.select().from(currencies).orderBy(asc(currencies.id)).limit(1)
        : await db.select().from(currencies).where(eq(currencies.id, b.currency_id));
      if (!currency) throw invalid({ currency_id: ['Choose a currency.'] });
      const [row] = await db.insert(assessments).values({
        tenantId: c.tenantId, userId: c.id, companyId: c.companyId, title: b.title, currencyId: currency.id, createdAt: deps.now(),
      }).returning();
      return { id: row!.id, title: row!.title, created_at: row!.createdAt.toISOString(), areas: [] };
    },

    async addArea(caller: UserRow, clientId: number, assessmentId: number, b: z.output<typeof FlashAreaBody>): Promise<CoachFlashArea> {
      const c = await clientOf(caller, clientId);
      const a = await assessmentOf(c, assessmentId);
      const existing = await db.select({ path: implementationPaths.path, order: implementationPaths.order })
        .from(implementationPaths).where(eq(implementationPaths.assessmentId, a.id));
      const [row] = await db.insert(implementationPaths).values({
        assessmentId: a.id, path: pathKey(b.name, new Set(existing.map((e) => e.path))), name: b.name, description: b.description ?? '',
        order: existing.reduce((max, e) => Math.max(max, e.order + 1), 0),
      }).returning();
      return presentArea(row!, false, []);
    },

    /** The name and description; the path key stays (cards and progress of the client name it). */
    async updateArea(caller: UserRow, clientId: number, areaId: number, b: z.output<typeof FlashAreaBody>): Promise<CoachFlashArea> {
      const c = await clientOf(caller, clientId);
      const a = await areaOf(c, areaId);
      const [row] = await db.update(implementationPaths).set({ name: b.name, description: b.description ?? '' })
        .where(eq(implementationPaths.id, a.id)).returning();
      return areaReply(row!);
    },

    /**
     * A focus area goes with its lessons and access; not while the client has cards on its boards
     * (their action steps and notes would be left where no page shows them): closing it keeps them.
     */
    async removeArea(caller: UserRow, clientId: number, areaId: number): Promise<{ id: number }> {
      const c = await clientOf(caller, clientId);
      const a = await areaOf(c, areaId);
      const [held] = await db.select({ n: count() }).from(boardCards)
        .where(and(eq(boardCards.tenantId, c.tenantId), eq(boardCards.userId, c.id), eq(boardCards.assessmentId, a.assessmentId), eq(boardCards.path, a.path)));
      if (held && held.n > 0) throw new HttpError(409, focusAreaInUseMessage(c.firstName, held.n));
      await db.transaction(async (tx) => {
        await tx.delete(accessEntries).where(and(eq(accessEntries.assessmentId, a.assessmentId), eq(accessEntries.path, a.path)));
        await tx.delete(implementationPaths).where(eq(implementationPaths.id, a.id));
      });
      return { id: a.id };
    },

    async setAccess(caller: UserRow, clientId: number, areaId: number, open: boolean): Promise<CoachFlashArea> {
      const c = await clientOf(caller, clientId);
      const a = await areaOf(c, areaId);
      const access = open ? LESSON_ACCESS_ALLOWED : 0;
      await db.insert(accessEntries).values({ tenantId: c.tenantId, assessmentId: a.assessmentId, path: a.path, access })
        .onConflictDoUpdate({ target: [accessEntries.assessmentId, accessEntries.path], set: { access } });
      return areaReply(a);
    },

    async addLesson(caller: UserRow, clientId: number, areaId: number, b: z.output<typeof FlashLessonBody>): Promise<CoachFlashLesson> {
      const c = await clientOf(caller, clientId);
      const a = await areaOf(c, areaId);
      const order = (await lessonsOf(a.id)).reduce((max, l) => Math.max(max, l.order + 1), 0);
      const [row] = await db.insert(implementationLessons).values({ pathId: a.id, order, ...lessonValues(b, []) }).returning();
      return presentLesson(row!);
    },

    async updateLesson(caller: UserRow, clientId: number, lessonId: number, b: z.output<typeof FlashLessonBody>): Promise<CoachFlashLesson> {
      const c = await clientOf(caller, clientId);
      const l = await lessonOf(c, lessonId);
      const [row] = await db.update(implementationLessons).set(lessonValues(b, l.items)).where(eq(implementationLessons.id, l.id)).returning();
      return presentLesson(row!);
    },

    async removeLesson(caller: UserRow, clientId: number, lessonId: number): Promise<{ id: number }> {
      const c = await clientOf(caller, clientId);
      const l = await lessonOf(c, lessonId);
      await db.delete(implementationLessons).where(eq(implementationLessons.id, l.id));
      return { id: l.id };
    },
  };
}

export type ClientFlashService = ReturnType<typeof clientFlashService>;
