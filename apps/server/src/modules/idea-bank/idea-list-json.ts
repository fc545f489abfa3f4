import { sql } from 'drizzle-orm';
import { IDEA_LIST_LIMIT } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { ideaCategories as categories, ideaFavourites as favourites, ideas } from '../../db/schema/index.ts';
import type { IdeaFilter, Reader } from './idea-repo.ts';
import { containsPattern } from './idea-search.ts';

// The ideas list is the idea bank page's first read (bench/README.md): like the metrics list it is
// one prepared statement whose result is the reply's JSON (contract `IdeaCardList`), so neither
// the query nor the rows are built, mapped or serialised in Node on each call, and PostgreSQL
// skips parsing and planning it. The filter's parts are parameters, never SQL text:
// - `category`: a category id, or null for all;
// - `favourites`: true for the reader's favourites only;
// - `patterns`: one LIKE pattern per search word (idea-search.ts); every one must match one of the
//   title, summary, ad copy or body text (tags removed). No words, no condition.

const pattern = sql`p`;
const bodyText = sql`regexp_replace(${ideas.body}, '<[^>]*>', ' ', 'g')`;
/** Every pattern matches one of the idea's texts (true for none: bool_and of no rows is null). */
const matchesAll = sql`coalesce((select bool_and(${ideas.title} ilike ${pattern} or ${ideas.summary} ilike ${pattern}
  or ${ideas.adCopy} ilike ${pattern} or ${bodyText} ilike ${pattern}) from unnest(${sql.placeholder('patterns')}::text[]) ${pattern}), true)`;
/** Ideas with every word in the title come first. */
const titleFirst = sql`coalesce((select bool_and(${ideas.title} ilike ${pattern}) from unnest(${sql.placeholder('patterns')}::text[]) ${pattern}), true)`;

const matching = sql`select ${ideas.id} as id, ${ideas.slug} as slug, ${ideas.title} as title, ${ideas.summary} as summary,
    ${ideas.images}[1] as image, ${categories.slug} as category_slug, ${categories.name} as category_name,
    ${favourites.userId} is not null as favourite, ${titleFirst} as title_first, ${categories.position} as category_position,
    ${ideas.position} as position
  from ${ideas}
  join ${categories} on ${categories.id} = ${ideas.categoryId} and ${categories.tenantId} = ${ideas.tenantId}
  left join ${favourites} on ${favourites.ideaId} = ${ideas.id} and ${favourites.userId} = ${sql.placeholder('userId')}
  where ${ideas.tenantId} = ${sql.placeholder('tenantId')}
    and (${sql.placeholder('category')}::int is null or ${ideas.categoryId} = ${sql.placeholder('category')}::int)
    and (not ${sql.placeholder('favourites')}::boolean or ${favourites.userId} is not null)
    and ${matchesAll}
  order by title_first desc, category_position, position, id
  limit ${sql.raw(String(IDEA_LIST_LIMIT))}`;

const listJson = sql<string>`coalesce(json_agg(json_build_object(
    'id', m.id, 'slug', m.slug, 'title', m.title, 'summary', m.summary, 'image', m.image,
    'category', json_build_object('slug', m.category_slug, 'name', m.category_name), 'favourite', m.favourite
  ) order by m.title_first desc, m.category_position, m.position, m.id), '[]'::json)::text`;

/** Prepared once per database (see above). */
const prepared = new WeakMap<Db, ReturnType<typeof prepareList>>();
const prepareList = (db: Db) => db.select({ list: listJson }).from(sql`(${matching}) as m`).prepare('idea_list');

/** The reader's tenant's ideas that pass the filter, as the reply's JSON text. */
export async function listIdeasJson(db: Db, r: Reader, f: IdeaFilter): Promise<string> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareList(db)));
  const [row] = await statement.execute({
    tenantId: r.tenantId, userId: r.userId, category: f.categoryId ?? null, favourites: f.favouritesOnly,
    patterns: f.terms.map(containsPattern),
  });
  return row?.list ?? '[]';
}
