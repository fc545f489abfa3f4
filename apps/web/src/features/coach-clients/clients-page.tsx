import { CLIENT_SORTS, defaultDirection, type ClientSort, type ClientStatusFilter, type SortDirection } from '@portal/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { isPastTheEnd } from '../../shared/ui/pager.tsx';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { SearchBox } from '../../shared/ui/search-box.tsx';
import { downloadClientsCsv, useClientList } from './clients-api.ts';
import { ClientsPager, ClientsPastTheEnd } from './clients-pager.tsx';
import { ClientsTable } from './clients-table.tsx';
import { CLIENTS_PATH, INVITE_PATH, listSearch, listStateOf, refine, sortBy, type ListState } from './list-state.ts';
import './coach-clients.css';

const SORT_LABELS: Record<ClientSort, string> = {
  name: 'Name', behind: 'Behind', unread: 'Unread mail', last_seen: 'Last seen', created: 'Date added',
};
const STATUS_OPTIONS: [ClientStatusFilter, string][] = [
  ['all', 'All, deactivated last'], ['active', 'Active'], ['invited', 'Invited'], ['deactivated', 'Deactivated'],
];

/** /coach/clients (issue 12): the coach's clients and who is behind; an admin sees every client of the tenant. */
export default function ClientsPage() {
  const zone = userTimeZone(useUser());
  const [params] = useSearchParams();
  const state = listStateOf(params);
  const navigate = useNavigate();
  const list = useClientList(state);
  const [exporting, setExporting] = useState(false);
  // Typing replaces the history entry; an order, a filter or a page adds one (Back undoes it).
  const go = (next: ListState, replace = false) => void navigate(`${CLIENTS_PATH}${listSearch(next)}`, { replace });
  const exportCsv = () => {
    setExporting(true);
    downloadClientsCsv(state).catch(notifyFailure).finally(() => setExporting(false));
  };

  return (
    <section className="page clients" aria-labelledby="clients-title">
      <div className="clients__head">
        <h1 id="clients-title" className="page__title">Clients</h1>
        <div className="clients__actions">
          <Button onClick={exportCsv} busy={exporting}>Export CSV</Button>
          <Link to={INVITE_PATH} className="btn btn--primary">Invite a client</Link>
        </div>
      </div>
      <div className="clients__tools">
        <SearchBox value={state.q} onSearch={(q) => go(refine(state, { q }), true)} label="Search clients"
          placeholder="Name, email or company" className="clients__search" />
        <div className="field clients__filter">
          <label htmlFor="clients-status" className="field__label">Show</label>
          <select id="clients-status" value={state.status} onChange={(e) => go(refine(state, { status: e.target.value as ClientStatusFilter }))}>
            {STATUS_OPTIONS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </div>
        <div className="field clients__order">
          <label htmlFor="clients-sort" className="field__label">Sort by</label>
          <select id="clients-sort" value={`${state.sort}:${state.dir}`}
            onChange={(e) => { const [sort, dir] = e.target.value.split(':') as [ClientSort, 'asc' | 'desc']; go({ ...state, sort, dir, page: 1 }); }}>
            {CLIENT_SORTS.flatMap((sort) => directionsOf(sort).map((dir) => (
              <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>{SORT_LABELS[sort]}{orderWords(sort, dir)}</option>
            )))}
          </select>
        </div>
      </div>
      <QueryState query={list} rows={6} loading="Loading your clients" failed="We could not load your clients.">
        {(data) => data.total === 0 ? <NoClients state={state} onClear={() => go(refine(state, { q: '', status: 'all' }))} />
          : isPastTheEnd(state.page, state.perPage, data.total) ? <ClientsPastTheEnd state={state} total={data.total} /> : (
          <div aria-busy={list.isPlaceholderData || undefined}>
            <ClientsTable clients={data.clients} state={state} zone={zone} onSort={(sort) => go(sortBy(state, sort))} />
            <ClientsPager state={state} total={data.total} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

/** Each sort's own direction first: names A to Z before Z to A, counts and dates most or newest first. */
function directionsOf(sort: ClientSort): SortDirection[] {
  const first = defaultDirection(sort);
  return [first, first === 'asc' ? 'desc' : 'asc'];
}

function orderWords(sort: ClientSort, dir: 'asc' | 'desc'): string {
  if (sort === 'name') return dir === 'asc' ? ' (A to Z)' : ' (Z to A)';
  if (sort === 'last_seen' || sort === 'created') return dir === 'desc' ? ' (newest first)' : ' (oldest first)';
  return dir === 'desc' ? ' (most first)' : ' (fewest first)';
}

function NoClients({ state, onClear }: { state: ListState; onClear: () => void }) {
  if (state.q || state.status !== 'all') {
    return (
      <EmptyState title={state.q ? `No clients match “${state.q}”.` : 'No clients with this status.'}>
        <Button onClick={onClear}>Show all clients</Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="You have no clients yet.">
      <p>Invite your first client: they get an email with a link to set their password.</p>
      <Link to={INVITE_PATH} className="btn btn--primary">Invite a client</Link>
    </EmptyState>
  );
}
