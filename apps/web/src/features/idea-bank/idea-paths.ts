// The idea bank's addresses (spec §2 /idea-bank/*): every view is a real URL, so a search, a
// category or an idea can be bookmarked, shared and reloaded.

export const IDEA_BANK_PATH = '/idea-bank';

export interface ListState {
  category?: string | undefined;
  q?: string | undefined;
  favourites?: boolean | undefined;
}

/** The list at `category` (all ideas when none), with the search and the favourites filter in the query. */
export function ideaListPath({ category, q, favourites }: ListState): string {
  const params = new URLSearchParams();
  const query = q?.trim();
  if (query) params.set('q', query);
  if (favourites) params.set('favourites', '1');
  const search = params.toString();
  return `${IDEA_BANK_PATH}${category ? `/${encodeURIComponent(category)}` : ''}${search ? `?${search}` : ''}`;
}

export const ideaPath = (slug: string) => `${IDEA_BANK_PATH}/idea/${encodeURIComponent(slug)}`;

/** The list state the address holds: `favourites=1` (or `true`) turns the filter on. */
export function listStateOf(category: string | undefined, params: URLSearchParams): { category: string | undefined; q: string; favourites: boolean } {
  const favourites = params.get('favourites');
  return { category, q: params.get('q') ?? '', favourites: favourites === '1' || favourites === 'true' };
}
