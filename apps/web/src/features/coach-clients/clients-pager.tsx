import { Link } from 'react-router';
import { CLIENTS_PATH, listSearch, type ListState } from './list-state.ts';

/** "Showing 26–50 of 2,000", with links to the pages either side (real addresses: Back works). */
export function ClientsPager({ state, total }: { state: ListState; total: number }) {
  const pages = Math.max(1, Math.ceil(total / state.perPage));
  const first = (state.page - 1) * state.perPage + 1;
  const last = Math.min(total, state.page * state.perPage);
  const to = (page: number) => `${CLIENTS_PATH}${listSearch({ ...state, page })}`;
  return (
    <nav className="clients__pager" aria-label="Pages of clients">
      <p className="clients__count">
        {total === 0 ? 'No clients' : first > total ? `Page ${state.page} is past the end` : `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
        {pages > 1 && ` · page ${state.page} of ${pages}`}
      </p>
      <div className="clients__pages">
        {state.page > 1 && <Link className="btn btn--default" to={to(Math.min(state.page - 1, pages))}>Previous page</Link>}
        {state.page < pages && <Link className="btn btn--default" to={to(state.page + 1)}>Next page</Link>}
      </div>
    </nav>
  );
}
