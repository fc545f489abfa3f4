import { IDEA_MESSAGES, type Idea, type IdeaCategory, type IdeaFavourite, type IdeaFavouriteBody, type IdeaListQuery } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { categoryIdOf, findIdea, listCategories, setFavourite, type Reader } from './idea-repo.ts';
import { listIdeasJson } from './idea-list-json.ts';
import { searchTerms } from './idea-search.ts';

// spec §2 /idea-bank/*: every signed-in user reads their tenant's bank and keeps their own favourites.
/** 404 with the idea bank's own words (the shared notFound() says only "Not found."). */
const missing = (message: string) => new HttpError(404, message);
const readerOf = (caller: UserRow): Reader => ({ tenantId: caller.tenantId, userId: caller.id });

export function ideaBankService(db: Db) {
  return {
    categories(caller: UserRow): Promise<IdeaCategory[]> {
      return listCategories(db, caller.tenantId);
    },

    /** A category the tenant does not have is 404, so a mistyped link says so instead of "no ideas". */
    /** The list as the reply's JSON text (idea-list-json.ts): the contract's `IdeaCardList`. */
    async ideasJson(caller: UserRow, query: z.output<typeof IdeaListQuery>): Promise<string> {
      let categoryId: number | undefined;
      if (query.category) {
        const id = await categoryIdOf(db, caller.tenantId, query.category);
        if (id === null) throw missing(IDEA_MESSAGES.noCategory);
        categoryId = id;
      }
      return listIdeasJson(db, readerOf(caller), { terms: searchTerms(query.q), categoryId, favouritesOnly: query.favourites });
    },

    async idea(caller: UserRow, slug: string): Promise<Idea> {
      const idea = await findIdea(db, readerOf(caller), slug);
      if (!idea) throw missing(IDEA_MESSAGES.noIdea);
      return idea;
    },

    async favourite(caller: UserRow, body: z.output<typeof IdeaFavouriteBody>): Promise<IdeaFavourite> {
      if (!(await setFavourite(db, readerOf(caller), body.idea_id, body.favourite))) throw missing(IDEA_MESSAGES.noIdea);
      return { idea_id: body.idea_id, favourite: body.favourite };
    },
  };
}
