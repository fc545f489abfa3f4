import { startTransition, useOptimistic } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { HttpError } from '../../lib/http-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { SearchBox } from '../../shared/ui/search-box.tsx';
import { CategoryNav } from './category-nav.tsx';
import { useIdeaCategories, useIdeas } from './idea-bank-api.ts';
import { IdeaCard } from './idea-card.tsx';
import { IDEA_BANK_PATH, ideaListPath, listStateOf, type ListState } from './idea-paths.ts';

const isMissing = (error: unknown) => error instanceof HttpError && error.status === 404;

/** /idea-bank and /idea-bank/{category}: the ideas, searchable, by category or favourites only. */
export function IdeaListPage() {
  const { category } = useParams();
  const [params] = useSearchParams();
  const state = listStateOf(category, params);
  const navigate = useNavigate();
  const categories = useIdeaCategories();
  const ideas = useIdeas(state);
  // Typing replaces the history entry; choosing a category or the filter adds one (Back undoes it).
  const go = (next: ListState, replace = false) => void navigate(ideaListPath({ ...state, ...next }), { replace });
  const current = categories.data?.find((c) => c.slug === category);
  // The router renders a navigation as a transition, so the box would spring back until it ends;
  // the optimistic value keeps it ticked from the click on.
  const [favouritesOnly, showFavouritesOnly] = useOptimistic(state.favourites);
  const chooseFavourites = (checked: boolean) => startTransition(() => {
    showFavouritesOnly(checked);
    go({ favourites: checked });
  });

  return (
    <section className="page idea-bank" aria-labelledby="idea-bank-title">
      <h1 id="idea-bank-title" className="page__title">Marketing &amp; Ad Idea Bank</h1>
      <p className="idea-bank__intro">
        Proven ways to win and keep customers, each with steps to follow and an example ad you can copy and adapt.
      </p>
      <div className="idea-bank__tools">
        <SearchBox value={state.q} onSearch={(q) => go({ q }, true)} label="Search ideas" placeholder="e.g. reviews, referral, email"
          className="idea-search" />
        <label className="checkbox">
          <input type="checkbox" checked={favouritesOnly} onChange={(e) => chooseFavourites(e.target.checked)} />
          Favourites only
        </label>
      </div>
      {categories.data && <CategoryNav categories={categories.data} state={state} />}
      {current && (
        <div className="idea-bank__category">
          <h2>{current.name}</h2>
          {current.description && <p>{current.description}</p>}
        </div>
      )}
      {isMissing(ideas.error) ? (
        <EmptyState title="There is no such category in the idea bank.">
          <p><Link to={IDEA_BANK_PATH}>See all ideas</Link></p>
        </EmptyState>
      ) : (
        <QueryState query={ideas} rows={4} loading="Loading ideas" failed="We could not load the ideas.">
          {(list) => (
            <>
              <p className="idea-bank__count" role="status">
                {list.length === 1 ? '1 idea' : `${list.length} ideas`}{state.q && ` for “${state.q}”`}
              </p>
              {list.length === 0 ? <NoIdeas state={state} onClear={() => go({ q: '' })} /> : (
                <ul className="idea-grid" aria-label="Ideas" aria-busy={ideas.isPlaceholderData || undefined}>
                  {list.map((idea) => <li key={idea.id}><IdeaCard idea={idea} /></li>)}
                </ul>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

function NoIdeas({ state, onClear }: { state: ListState; onClear: () => void }) {
  if (state.q) {
    return (
      <EmptyState title={`No ideas match “${state.q}”.`}>
        <p>Try fewer or shorter words{state.category || state.favourites ? ', or look in all ideas' : ''}.</p>
        <Button onClick={onClear}>Clear the search</Button>
      </EmptyState>
    );
  }
  if (state.favourites) {
    return (
      <EmptyState title="You have no favourite ideas here yet.">
        <p>Select “Favourite” on any idea to keep it in this list.</p>
      </EmptyState>
    );
  }
  return <EmptyState title="No ideas here yet. New ideas appear as your coach adds them." />;
}
