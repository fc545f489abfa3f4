import { ADMIN_ROLE_ID, RECEIVED_FILE_SORTS, type ReceivedFileSort, type ReceivedFilesReply, type SortDirection } from '@portal/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { userTimeZone } from '../../lib/format-date.ts';
import { HttpError } from '../../lib/http-error.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { Button } from '../../shared/ui/button.tsx';
import { isPastTheEnd, Pager, PastTheEnd } from '../../shared/ui/pager.tsx';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { SearchBox } from '../../shared/ui/search-box.tsx';
import { useReceivedFiles } from './coach-files-api.ts';
import { clientPagePath, FILES_PATH, filesPath, filesStateOf, refine, sortBy, type FilesState } from './files-state.ts';
import { clientName, ReceivedFilesTable } from './received-files-table.tsx';
import './coach-files.css';

const SORT_LABELS: Record<ReceivedFileSort, [string, Record<SortDirection, string>]> = {
  date: ['Received', { desc: 'newest first', asc: 'oldest first' }],
  name: ['File name', { asc: 'A to Z', desc: 'Z to A' }],
  client: ['Client', { asc: 'A to Z', desc: 'Z to A' }],
};

/** /coach/files (issue 12): every file the coach's clients sent them, across all clients; an admin sees the tenant's. */
export default function ReceivedFilesPage() {
  const user = useUser();
  const zone = userTimeZone(user);
  const [params] = useSearchParams();
  const state = filesStateOf(params);
  const navigate = useNavigate();
  const list = useReceivedFiles(state);
  // Typing replaces the history entry; an order, a filter or a page adds one (Back undoes it).
  const go = (next: FilesState, replace = false) => void navigate(filesPath(next), { replace });
  const notYours = state.client !== null && list.error instanceof HttpError && list.error.status === 404;
  const from = list.data?.files[0] && state.client !== null ? clientName(list.data.files[0]) : null;

  return (
    <section className="page received" aria-labelledby="received-title">
      <h1 id="received-title" className="page__title">Files received</h1>
      <p className="received__intro">
        {user.role_id === ADMIN_ROLE_ID ? 'Every file the clients of your practice sent from their Resources page.' : 'Every file your clients sent you from their Resources page.'}
        {' '}Files shared with a client are on that client's page.
      </p>
      {state.client !== null && (
        <p className="received__filter">
          <span>Showing only the files from {from ?? 'one client'}.</span>{' '}
          <Link to={clientPagePath(state.client)}>Open the client's page</Link>{' · '}
          <Link to={filesPath(refine(state, { client: null }))}>Show files from every client</Link>
        </p>
      )}
      <div className="received__tools">
        <SearchBox value={state.q} onSearch={(q) => go(refine(state, { q }), true)} label="Search files"
          placeholder="File name, client or company" className="received__search" />
        <div className="field received__order">
          <label htmlFor="received-sort" className="field__label">Sort by</label>
          <select id="received-sort" value={`${state.sort}:${state.dir}`}
            onChange={(e) => { const [sort, dir] = e.target.value.split(':') as [ReceivedFileSort, SortDirection]; go({ ...state, sort, dir, page: 1 }); }}>
            {RECEIVED_FILE_SORTS.flatMap((sort) => (sort === 'date' ? ['desc', 'asc'] as const : ['asc', 'desc'] as const).map((dir) => (
              <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>{SORT_LABELS[sort][0]} ({SORT_LABELS[sort][1][dir]})</option>
            )))}
          </select>
        </div>
      </div>
      {notYours ? (
        <EmptyState title="This client is not one of yours, or no longer exists.">
          <Link to={FILES_PATH} className="btn btn--default">Show files from every client</Link>
        </EmptyState>
      ) : (
        <QueryState query={list} rows={6} loading="Loading the files your clients sent" failed="We could not load the files your clients sent.">
          {(data) => data.total === 0 ? <NoFiles state={state} onClear={() => go(refine(state, { q: '' }))} />
            : isPastTheEnd(state.page, state.perPage, data.total)
              ? <PastTheEnd page={state.page} perPage={state.perPage} total={data.total} hrefOf={(page) => filesPath({ ...state, page })} /> : (
            <div aria-busy={list.isPlaceholderData || undefined}>
              <ReceivedFilesTable files={data.files} state={state} zone={zone} onSort={(sort) => go(sortBy(state, sort))} />
              <FilesPager state={state} data={data} />
            </div>
          )}
        </QueryState>
      )}
    </section>
  );
}

const FilesPager = ({ state, data }: { state: FilesState; data: ReceivedFilesReply }) => (
  <Pager page={state.page} perPage={state.perPage} total={data.total} label="Pages of files" noun="files"
    hrefOf={(page) => filesPath({ ...state, page })} />
);

function NoFiles({ state, onClear }: { state: FilesState; onClear: () => void }) {
  if (state.q) {
    return (
      <EmptyState title={`No files match “${state.q}”.`}>
        <Button onClick={onClear}>Clear the search</Button>
      </EmptyState>
    );
  }
  if (state.client !== null) {
    return (
      <EmptyState title="No files received from this client yet.">
        <p>When they send you a file from their Resources page, it shows here.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No files received yet.">
      <p>When a client sends you a file from their Resources page, it shows here, newest first.</p>
    </EmptyState>
  );
}
