import { and, asc, eq, like, max, or, sql } from 'drizzle-orm';
import {
  CONTENT_MESSAGES, type CoachIdea, type CoachIdeaBank, type CoachIdeaCategory, type IdeaCategoryUpdateBody, type IdeaUpdateBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ideaCategories as categories, ideas, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { cleanRichText } from '../../lib/rich-text.ts';
import { freeSlug, slugOf } from '../coach-programmes/present.ts';

// Issue 12: the idea bank's categories and ideas edited by the tenant's coaches and admins. Slugs
// are made by the server from the name or title, unique per tenant, and kept when the name changes
// (links stay valid). The client's read path (modules/idea-bank) has no cache: changes show at once.

type CategoryRow = typeof categories.$inferSelect;
type IdeaRow = typeof ideas.$inferSelect;
type CategoryChanges = z.output<typeof IdeaCategoryUpdateBody>;
type IdeaChanges = z.output<typeof IdeaUpdateBody>;

const ideaCount = sql<number>`(select count(*)::int from "ideas" i where i.category_id = "idea_categories"."id")`;

const presentCategory = (c: CategoryRow, count: number): CoachIdeaCategory => ({
  id: c.id, slug: c.slug, name: c.name, description: c.description, position: c.position, idea_count: count,
});
const presentIdea = (i: IdeaRow): CoachIdea => ({
  id: i.id, slug: i.slug, title: i.title, category_id: i.categoryId, summary: i.summary, body: i.body, ad_copy: i.adCopy,
  images: i.images, position: i.position, updated_at: i.updatedAt.toISOString(),
});

const defined = <T extends object>(entries: [keyof T, unknown][]) =>
  Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as Partial<T>;
const categoryValues = (b: CategoryChanges) => defined<typeof categories.$inferInsert>([
  ['name', b.name], ['description', b.description === null ? '' : b.description], ['position', b.position],
]);
const ideaValues = (b: IdeaChanges) => defined<typeof ideas.$inferInsert>([
  ['title', b.title], ['categoryId', b.category_id], ['summary', b.summary === null ? '' : b.summary],
  ['body', b.body === undefined ? undefined : b.body === null ? '' : cleanRichText(b.body)],
  ['adCopy', b.ad_copy === null ? '' : b.ad_copy], ['position', b.position],
]);

export function ideaAdminService(db: Db) {
  async function ownCategory(caller: UserRow, id: number): Promise<CategoryRow> {
    const [row] = await db.select().from(categories).where(and(eq(categories.tenantId, caller.tenantId), eq(categories.id, id))).limit(1);
    if (!row) throw notFound();
    return row;
  }
  async function ownIdea(caller: UserRow, id: number): Promise<IdeaRow> {
    const [row] = await db.select().from(ideas).where(and(eq(ideas.tenantId, caller.tenantId), eq(ideas.id, id))).limit(1);
    if (!row) throw notFound();
    return row;
  }
  /** A category named in a body: another tenant's (or none) is 404, as everything of another tenant is. */
  async function categoryField(caller: UserRow, id: number | undefined) {
    if (id === undefined) return;
    const [row] = await db.select({ id: categories.id }).from(categories)
      .where(and(eq(categories.tenantId, caller.tenantId), eq(categories.id, id))).limit(1);
    if (!row) throw new HttpError(404, CONTENT_MESSAGES.noCategory);
  }
  async function categoryWithCount(id: number): Promise<CoachIdeaCategory> {
    const [row] = await db.select({ c: categories, count: ideaCount }).from(categories).where(eq(categories.id, id)).limit(1);
    return presentCategory(row!.c, row!.count);
  }

  /** Inserts under the first free slug of the tenant; a slug taken meanwhile makes it try the next. */
  async function withFreeSlug<R>(tenantId: number, text: string, fallback: string, table: typeof categories | typeof ideas,
    insert: (slug: string) => Promise<R | undefined>): Promise<R> {
    const base = slugOf(text, fallback);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const taken = await db.select({ slug: table.slug }).from(table)
        .where(and(eq(table.tenantId, tenantId), or(eq(table.slug, base), like(table.slug, `${base}-%`))));
      const row = await insert(freeSlug(base, new Set(taken.map((t) => t.slug))));
      if (row) return row;
    }
    throw new Error(`No free slug for a new ${fallback}`);
  }

  return {
    /** Every category in order with its ideas in order (titles only: the editor opens one to edit). */
    async bank(caller: UserRow): Promise<CoachIdeaBank> {
      const cats = await db.select({ c: categories, count: ideaCount }).from(categories)
        .where(eq(categories.tenantId, caller.tenantId)).orderBy(asc(categories.position), asc(categories.id));
      const rows = await db.select({ id: ideas.id, slug: ideas.slug, title: ideas.title, position: ideas.position, categoryId: ideas.categoryId })
        .from(ideas).where(eq(ideas.tenantId, caller.tenantId)).orderBy(asc(ideas.position), asc(ideas.id));
      return {
        categories: cats.map(({ c, count }) => ({
          ...presentCategory(c, count),
          ideas: rows.filter((r) => r.categoryId === c.id).map(({ id, slug, title, position }) => ({ id, slug, title, position })),
        })),
      };
    },

    async createCategory(caller: UserRow, body: CategoryChanges & { name: string }): Promise<CoachIdeaCategory> {
      let position = body.position;
      if (position === undefined) {
        const [last] = await db.select({ n: max(categories.position) }).from(categories).where(eq(categories.tenantId, caller.tenantId));
        position = (last?.n ?? 0) + 1;
      }
      const row = await withFreeSlug(caller.tenantId, body.name, 'category', categories, async (slug) => (await db.insert(categories)
        .values({ ...categoryValues(body), name: body.name, position, slug, tenantId: caller.tenantId })
        .onConflictDoNothing({ target: [categories.tenantId, categories.slug] }).returning())[0]);
      return categoryWithCount(row.id);
    },

    async updateCategory(caller: UserRow, id: number, body: CategoryChanges): Promise<CoachIdeaCategory> {
      await ownCategory(caller, id);
      const values = categoryValues(body);
      if (Object.keys(values).length) await db.update(categories).set(values).where(eq(categories.id, id));
      return categoryWithCount(id);
    },

    /** Only an empty category may go (its ideas would go with it): otherwise 422. */
    async removeCategory(caller: UserRow, id: number) {
      const category = await ownCategory(caller, id);
      const [used] = await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.categoryId, category.id)).limit(1);
      if (used) throw invalid({ category: [CONTENT_MESSAGES.categoryNotEmpty] }, CONTENT_MESSAGES.categoryNotEmpty);
      await db.delete(categories).where(eq(categories.id, category.id));
      return { id: category.id };
    },

    async idea(caller: UserRow, id: number): Promise<CoachIdea> {
      return presentIdea(await ownIdea(caller, id));
    },

    async createIdea(caller: UserRow, body: IdeaChanges & { title: string; category_id: number }): Promise<CoachIdea> {
      await categoryField(caller, body.category_id);
      let position = body.position;
      if (position === undefined) {
        const [last] = await db.select({ n: max(ideas.position) }).from(ideas).where(eq(ideas.categoryId, body.category_id));
        position = (last?.n ?? 0) + 1;
      }
      const row = await withFreeSlug(caller.tenantId, body.title, 'idea', ideas, async (slug) => (await db.insert(ideas)
        .values({ ...ideaValues(body), title: body.title, categoryId: body.category_id, position, slug, tenantId: caller.tenantId })
        .onConflictDoNothing({ target: [ideas.tenantId, ideas.slug] }).returning())[0]);
      return presentIdea(row);
    },

    async updateIdea(caller: UserRow, id: number, body: IdeaChanges): Promise<CoachIdea> {
      const idea = await ownIdea(caller, id);
      await categoryField(caller, body.category_id);
      const values = ideaValues(body);
      if (!Object.keys(values).length) return presentIdea(idea);
      const [row] = await db.update(ideas).set({ ...values, updatedAt: new Date() }).where(eq(ideas.id, idea.id)).returning();
      return presentIdea(row!);
    },

    /** The idea's picture becomes `image` (the first its pages show); answers the idea and the picture it replaced. */
    async setImage(caller: UserRow, id: number, image: string) {
      const idea = await ownIdea(caller, id);
      const [previous, ...rest] = idea.images;
      const [row] = await db.update(ideas).set({ images: [image, ...rest], updatedAt: new Date() }).where(eq(ideas.id, idea.id)).returning();
      return { idea: presentIdea(row!), previous: previous ?? null };
    },

    /** Deletes the idea (and everyone's favourite of it); answers its pictures, for the caller to remove. */
    async removeIdea(caller: UserRow, id: number) {
      const idea = await ownIdea(caller, id);
      await db.delete(ideas).where(eq(ideas.id, idea.id));
      return { id: idea.id, images: idea.images };
    },
  };
}
