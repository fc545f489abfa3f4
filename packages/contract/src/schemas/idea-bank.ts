import { z } from 'zod';
import { zId } from './common.ts';
import { zText } from './text.ts';

// spec §2 /idea-bank/* "Marketing and ad idea bank": the spec names no calls, so these are ours
// (docs/api.md "Idea bank"). Content belongs to a tenant; favourites to a user.

/** Longest search text: a search is a few words, not a document (10 MB is a 422, not a slow scan). */
export const IDEA_SEARCH_MAX = 200;
/** Most ideas one list answers; a tenant's bank holds tens to a few hundred. */
export const IDEA_LIST_LIMIT = 500;
const SLUG_MAX = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A category or idea slug: lower-case words joined by hyphens, as the seed makes them. */
export const zSlug = z.string().max(SLUG_MAX, `Must be at most ${SLUG_MAX} characters.`)
  .regex(SLUG, 'Use lower-case letters, digits and hyphens.');

/** What `?favourites=` accepts: the page sends `true`; a link may say `1`. */
const zFlag = z.enum(['true', 'false', '1', '0'], { error: 'Use true or false.' }).optional()
  .transform((v) => v === 'true' || v === '1');

/** GET /api/v1/idea-bank/ideas?q=&category=&favourites=: the query string. */
export const IdeaListQuery = z.object({
  q: zText({ error: 'Search text must be text.' }).max(IDEA_SEARCH_MAX, `Search for at most ${IDEA_SEARCH_MAX} characters.`)
    .optional().transform((v) => v?.trim() || undefined),
  category: z.union([zSlug, z.literal('')]).optional().transform((v) => v || undefined),
  favourites: zFlag,
});
export type IdeaListQuery = z.input<typeof IdeaListQuery>;

/** POST /api/v1/idea-bank/favourites: set (not toggle) whether an idea is a favourite, so a retry is harmless. */
export const IdeaFavouriteBody = z.object({
  idea_id: zId,
  favourite: z.boolean({ error: 'Use true or false.' }),
});
export type IdeaFavouriteBody = z.input<typeof IdeaFavouriteBody>;

export const IdeaCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  idea_count: z.number().int(),
});
export type IdeaCategory = z.infer<typeof IdeaCategory>;
export const IdeaCategoryList = z.array(IdeaCategory);

const CategoryRef = z.object({ slug: z.string(), name: z.string() });

/** An idea as a list shows it: no body, no ad copy, its first image. */
export const IdeaCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  category: CategoryRef,
  favourite: z.boolean(),
});
export type IdeaCard = z.infer<typeof IdeaCard>;
export const IdeaCardList = z.array(IdeaCard);

/** One idea in full: `body` is sanitised HTML, `ad_copy` plain text to copy. */
export const Idea = IdeaCard.extend({
  body: z.string(),
  ad_copy: z.string(),
  images: z.array(z.string()),
  updated_at: z.string(),
});
export type Idea = z.infer<typeof Idea>;

export const IdeaFavourite = z.object({ idea_id: z.number().int(), favourite: z.boolean() });
export type IdeaFavourite = z.infer<typeof IdeaFavourite>;

/** The page's notices (not spec texts: the spec names none for the idea bank). */
export const IDEA_MESSAGES = {
  copied: 'Ad text copied to the clipboard.',
  copySelected: 'The ad text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  saved: 'Saved to your favourites.',
  removed: 'Removed from your favourites.',
  favouriteFailed: 'We could not update your favourites. Please try again.',
  noCategory: 'There is no such category in the idea bank.',
  noIdea: 'There is no such idea in the idea bank.',
} as const;
