import type { ClientSort, CoachClient } from '@portal/contract';
import { Link } from 'react-router';
import { behindParts, fullName, lastSeenText, plural, programmeNames, STATUS_LABELS } from './client-facts.ts';
import { ariaSort, clientPath, type ListState } from './list-state.ts';

interface ClientsProps {
  clients: CoachClient[];
  state: ListState;
  zone: string;
  onSort: (sort: ClientSort) => void;
}

const COLUMNS: { sort: ClientSort | null; label: string }[] = [
  { sort: 'name', label: 'Client' },
  { sort: null, label: 'Status' },
  { sort: 'behind', label: 'Behind' },
  { sort: 'unread', label: 'Unread mail' },
  { sort: 'last_seen', label: 'Last seen' },
];

/** Behind in words, marked when there is anything (the mark is a cue; the words say it). */
function Behind({ client }: { client: CoachClient }) {
  const parts = behindParts(client);
  if (!parts.length) return <span className="clients__ok">Up to date</span>;
  return (
    <span className="clients__behind">
      <strong>Behind on {client.behind}:</strong> {parts.join(', ')}
    </span>
  );
}

const Status = ({ client }: { client: CoachClient }) =>
  <span className={`clients__status clients__status--${client.status}`}>{STATUS_LABELS[client.status]}</span>;

const Unread = ({ n }: { n: number }) => (n ? <strong>{plural(n, 'unread mail')}</strong> : <span>None</span>);

/** The list as a table on wide screens (sortable column headers) and as cards on narrow ones. */
export function ClientsTable({ clients, state, zone, onSort }: ClientsProps) {
  return (
    <>
      <table className="clients__table">
        <caption className="visually-hidden">Your clients, sorted by {COLUMNS.find((c) => c.sort === state.sort)?.label ?? 'Added'}</caption>
        <thead>
          <tr>
            {COLUMNS.map((col) => (
              <th key={col.label} scope="col" aria-sort={col.sort ? ariaSort(state, col.sort) : undefined}>
                {col.sort ? (
                  <button type="button" className="clients__sort" onClick={() => onSort(col.sort!)}>
                    {col.label}
                    <span aria-hidden="true" className="clients__arrow">{state.sort === col.sort ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                  </button>
                ) : col.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {clients.map((c) => (
            <tr key={c.id} className={c.behind ? 'clients__row--behind' : undefined}>
              <td>
                <Link to={clientPath(c.id)} className="clients__name">{fullName(c)}</Link>
                <span className="clients__sub">{c.email}{c.company ? ` · ${c.company}` : ''}</span>
              </td>
              <td><Status client={c} /></td>
              <td><Behind client={c} /></td>
              <td><Unread n={c.unread_mail} /></td>
              <td>{lastSeenText(c.last_seen_at, zone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="clients__cards" aria-label="Your clients">
        {clients.map((c) => (
          <li key={c.id} className={`clients__card${c.behind ? ' clients__card--behind' : ''}`}>
            <h2 className="clients__card-title"><Link to={clientPath(c.id)}>{fullName(c)}</Link></h2>
            <p className="clients__sub">{c.email}{c.company ? ` · ${c.company}` : ''}</p>
            <dl className="clients__facts">
              <div><dt>Status</dt><dd><Status client={c} /></dd></div>
              <div><dt>Behind</dt><dd><Behind client={c} /></dd></div>
              <div><dt>Mail</dt><dd><Unread n={c.unread_mail} /></dd></div>
              <div><dt>Last seen</dt><dd>{lastSeenText(c.last_seen_at, zone)}</dd></div>
              <div><dt>Programmes</dt><dd>{programmeNames(c).join(', ') || 'None'}</dd></div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
