import type { Db } from '../client.ts';
import { ideaCategories, ideas } from '../schema/index.ts';
import { cleanRichText } from '../../lib/rich-text.ts';
import type { Storage } from '../../platform/storage.ts';
import type { DemoPeople } from './demo-people.ts';
import { posterWebp, storeFile } from './demo-programmes/assets.ts';
import { IDEA_ART } from './demo-idea-bank/art.ts';
import { IDEA_BANK } from './demo-idea-bank/index.ts';
import type { CategorySeed } from './demo-idea-bank/types.ts';

// The marketing & ad idea bank (spec §2 /idea-bank/*): builders shared by the demo seed and the
// tests (STYLE §8). Bodies are sanitised here, on the way in (db/schema/idea-bank.ts).

export type IdeaCategoryInput = typeof ideaCategories.$inferInsert;
export type IdeaInput = typeof ideas.$inferInsert;

const clean = (input: IdeaInput): IdeaInput => ({ ...input, body: cleanRichText(input.body ?? '') });

export async function buildIdeaCategory(db: Db, input: IdeaCategoryInput) {
  const [row] = await db.insert(ideaCategories).values(input).returning();
  return row!;
}

/** One idea, its body sanitised. */
export async function buildIdea(db: Db, input: IdeaInput) {
  const [row] = await db.insert(ideas).values(clean(input)).returning();
  return row!;
}

/**
 * A tenant's whole bank: the categories in order, each with its ideas, and a picture per idea
 * (a WebP drawn from shapes, stored under a server-made name; ideas of one look share the file).
 */
export async function buildIdeaBank(db: Db, storage: Storage, tenantId: number, bank: CategorySeed[] = IDEA_BANK) {
  const stored = new Map<string, Promise<string>>();
  const picture = (colors: [string, string], art: string) => {
    const key = `${colors.join()}${art}`;
    let url = stored.get(key);
    if (!url) {
      url = storeFile(storage, 'webp', posterWebp(colors[0], colors[1], art), 'idea-bank');
      stored.set(key, url);
    }
    return url;
  };
  const categories = await db.insert(ideaCategories).values(bank.map((c, position) => ({
    tenantId, slug: c.slug, name: c.name, description: c.description, position,
  }))).returning();
  const rows: IdeaInput[] = [];
  for (const [i, c] of bank.entries()) {
    for (const [position, idea] of c.ideas.entries()) {
      rows.push(clean({
        tenantId, categoryId: categories[i]!.id, slug: idea.slug, title: idea.title, summary: idea.summary,
        body: idea.body, adCopy: idea.adCopy, images: [await picture(c.colors, IDEA_ART[idea.art])], position,
      }));
    }
  }
  const built = rows.length ? await db.insert(ideas).values(rows).returning() : [];
  return { categories, ideas: built };
}

/** The demo tenant's idea bank; every client, coach and admin of the tenant reads the same one. */
export async function seedDemoIdeaBank(db: Db, storage: Storage, { tenantId }: DemoPeople) {
  await buildIdeaBank(db, storage, tenantId);
}
