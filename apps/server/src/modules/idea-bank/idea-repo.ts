import { and, asc, eq, sql } from 'drizzle-orm';
import type { Idea, IdeaCard, IdeaCategory } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { ideaCategories as categories, ideaFavourites as favourites, ideas } from '../../db/schema/index.ts';

// The idea bank's queries. Every one is scoped by the caller's tenant (DESIGN §5): another
// tenant's idea or category is simply not found. Favourites are the caller's own.

export interface Reader { tenantId: number; userId: number }
/** Which ideas a list holds (idea-list-json.ts): all of `terms` match, in the category, favourites only. */
export interface IdeaFilter { terms: string[]; categoryId?: number | undefined; favouritesOnly: boolean }

type IdeaRow = typeof ideas.$inferSelect;
// The outer column is written out in full (drizzle leaves it unqualified in a single-table select).
const ideaCount = sql<number>`(select count(*)::int from "ideas" i where i.category_id = "idea_categories"."id")`;

/** The tenant's categories in order, each with how many ideas it holds. */
export async function listCategories(db: Db, tenantId: number): Promise<IdeaCategory[]> {
  const rows = await db.select({ c: categories, count: ideaCount }).from(categories)
    .where(eq(categories.tenantId, tenantId)).orderBy(asc(categories.position), asc(categories.id));
  return rows.map(({ c, count }) => ({ id: c.id, slug: c.slug, name: c.name, description: c.description, idea_count: count }));
}

/** The id of the tenant's category `slug`, or null. */
export async function categoryIdOf(db: Db, tenantId: number, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: categories.id }).from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.slug, slug))).limit(1);
  return row?.id ?? null;
}

const card = (i: IdeaRow, slug: string, name: string, favourite: boolean): IdeaCard => ({
  id: i.id, slug: i.slug, title: i.title, summary: i.summary, image: i.images[0] ?? null, category: { slug, name }, favourite,
});

function selectIdeas(db: Db, r: Reader) {
  return db.select({ i: ideas, slug: categories.slug, name: categories.name, fav: favourites.userId }).from(ideas)
    .innerJoin(categories, and(eq(categories.id, ideas.categoryId), eq(categories.tenantId, ideas.tenantId)))
    .leftJoin(favourites, and(eq(favourites.ideaId, ideas.id), eq(favourites.userId, r.userId)));
}

/** The tenant's idea `slug` in full, or null. */
export async function findIdea(db: Db, r: Reader, slug: string): Promise<Idea | null> {
  const [row] = await selectIdeas(db, r).where(and(eq(ideas.tenantId, r.tenantId), eq(ideas.slug, slug))).limit(1);
  if (!row) return null;
  const { i } = row;
  return { ...card(i, row.slug, row.name, row.fav !== null), body: i.body, ad_copy: i.adCopy, images: i.images, updated_at: i.updatedAt.toISOString() };
}

/**
 * Makes idea `ideaId` a favourite of the reader or not; false when the tenant has no such idea.
 * Setting what is already so changes nothing (a retried request is harmless).
 */
export async function setFavourite(db: Db, r: Reader, ideaId: number, favourite: boolean): Promise<boolean> {
  const [idea] = await db.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.tenantId, r.tenantId), eq(ideas.id, ideaId))).limit(1);
  if (!idea) return false;
  if (favourite) await db.insert(favourites).values({ userId: r.userId, ideaId }).onConflictDoNothing();
  else await db.delete(favourites).where(and(eq(favourites.userId, r.userId), eq(favourites.ideaId, ideaId)));
  return true;
}
