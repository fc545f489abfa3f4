import { Idea, IdeaCardList, IdeaCategoryList, IdeaFavourite, IDEA_MESSAGES, type IdeaCard, type IdeaFavouriteBody } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { get, post } from '../../lib/http.ts';
import { notifyError } from '../../lib/toast.ts';
import type { ListState } from './idea-paths.ts';

// The idea bank's calls (docs/api.md "Idea bank"); GET reads are cached like every read (spec §7).
const API = '/api/v1/idea-bank';
export const ideaBankKeys = {
  categories: ['idea-bank', 'categories'] as const,
  lists: ['idea-bank', 'ideas'] as const,
  list: (s: ListState) => ['idea-bank', 'ideas', s.category ?? '', s.q?.trim() ?? '', Boolean(s.favourites)] as const,
  ideas: ['idea-bank', 'idea'] as const,
  idea: (slug: string) => ['idea-bank', 'idea', slug] as const,
};

export const useIdeaCategories = () =>
  useQuery({ queryKey: ideaBankKeys.categories, queryFn: () => get(`${API}/categories`, { schema: IdeaCategoryList }) });

function listUrl({ category, q, favourites }: ListState): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  if (favourites) params.set('favourites', 'true');
  const query = params.toString();
  return `${API}/ideas${query ? `?${query}` : ''}`;
}

/** The ideas the list state asks for; while a new search loads, the previous results stay on screen. */
export const useIdeas = (state: ListState) =>
  useQuery({
    queryKey: ideaBankKeys.list(state),
    queryFn: ({ signal }) => get(listUrl(state), { schema: IdeaCardList, signal }),
    placeholderData: keepPreviousData,
  });

export const useIdea = (slug: string) =>
  useQuery({ queryKey: ideaBankKeys.idea(slug), queryFn: () => get(`${API}/ideas/${encodeURIComponent(slug)}`, { schema: Idea }) });

type Snapshot = [QueryKey, unknown][];
/** A favourites-only list loses an idea that stops being a favourite; every other list just flips the flag. */
const flipIn = (key: QueryKey, list: IdeaCard[], { idea_id, favourite }: IdeaFavouriteBody) =>
  key[4] === true && !favourite
    ? list.filter((i) => i.id !== Number(idea_id))
    : list.map((i) => (i.id === Number(idea_id) ? { ...i, favourite } : i));

/**
 * Sets an idea's favourite flag at once on every cached list and page (optimistic); on failure
 * puts them back and says so in a toast. Lists are read again afterwards: a favourites-only list
 * may gain the idea.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdeaFavouriteBody) => post(`${API}/favourites`, body, { schema: IdeaFavourite }),
    onMutate: async (body): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: ['idea-bank'] });
      const lists = queryClient.getQueriesData<IdeaCard[]>({ queryKey: ideaBankKeys.lists });
      const pages = queryClient.getQueriesData<Idea>({ queryKey: ideaBankKeys.ideas });
      for (const [key, list] of lists) if (list) queryClient.setQueryData(key, flipIn(key, list, body));
      for (const [key, idea] of pages) {
        if (idea?.id === Number(body.idea_id)) queryClient.setQueryData(key, { ...idea, favourite: body.favourite });
      }
      return [...lists, ...pages];
    },
    onError: (_error, _body, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      notifyError(IDEA_MESSAGES.favouriteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ideaBankKeys.lists }),
  });
}
