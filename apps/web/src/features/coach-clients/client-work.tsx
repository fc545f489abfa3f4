import type { ClientOverview } from '@portal/contract';
import { Link } from 'react-router';
import { DATE_ONLY, formatInZone } from '../../lib/format-date.ts';
import { LineChart } from '../../shared/ui/line-chart.tsx';
import { plural } from './client-facts.ts';
import { receivedFilesPath } from './list-state.ts';

// The client's page: commitments, metrics, notes and files, and what waits in mail and support.

const COMMITMENT_STATUS = ['To do', 'In progress', 'Completed'] as const;
const day = (iso: string, zone: string) => formatInZone(iso, zone, DATE_ONLY);

export function CommitmentsSection({ c, zone }: { c: ClientOverview['commitments']; zone: string }) {
  return (
    <section className="card client__section" aria-labelledby="client-commitments">
      <h2 id="client-commitments">Commitments</h2>
      <p className="client__meta">{plural(c.total, 'commitment')} · {c.open} open · {c.overdue} overdue</p>
      {c.items.length > 0 && (
        <ul className="client__list">
          {c.items.map((t) => (
            <li key={t.id}>
              <span className="client__item-title">{t.title}</span>{' '}
              <span className="client__meta">
                {COMMITMENT_STATUS[t.status]}{t.deadline ? ` · due ${day(t.deadline, zone)}` : ''}
                {t.responsibility ? ` · ${t.responsibility.first_name} ${t.responsibility.last_name}` : ''}
              </span>
              {t.overdue && <strong className="client__overdue"> Overdue</strong>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MetricsSection({ metrics }: { metrics: ClientOverview['metrics'] }) {
  return (
    <section className="card client__section" aria-labelledby="client-metrics">
      <h2 id="client-metrics">Metrics</h2>
      {metrics.length === 0 ? <p className="client__none">No metrics tracked yet.</p> : (
        <ul className="client__metrics">
          {metrics.map((m) => (
            <li key={m.id}>
              <h3 className="client__item-title">{m.name}</h3>
              {m.values.length === 0 ? <p className="client__none">No values yet.</p>
                : <LineChart name={m.name} values={m.values} unit={m.unit} currency={m.currency} target={m.target} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function NotesSection({ notes }: { notes: ClientOverview['notes'] }) {
  return (
    <section className="card client__section" aria-labelledby="client-notes">
      <h2 id="client-notes">Meeting notes</h2>
      {notes.total === 0 ? <p className="client__none">No meeting notes yet.</p> : (
        <>
          <p className="client__meta">The latest {notes.latest.length} of {plural(notes.total, 'note')}</p>
          <ul className="client__list">
            {notes.latest.map((n) => (
              <li key={n.id}>
                <h3 className="client__item-title">{n.title}</h3>
                <p className="client__meta">
                  {n.meeting_date ? `Meeting on ${day(`${n.meeting_date}T12:00:00Z`, 'UTC')}` : 'No meeting date'}
                  {n.author_name ? ` · written by ${n.author_name}` : ''}
                </p>
                {n.body && <p className="client__note">{n.body.length > 240 ? `${n.body.slice(0, 240)}…` : n.body}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function FilesSection({ files, zone, clientId }: { files: ClientOverview['files']; zone: string; clientId: number }) {
  return (
    <section className="card client__section" aria-labelledby="client-files">
      <h2 id="client-files">Files</h2>
      {files.total === 0 ? <p className="client__none">No files yet.</p> : (
        <ul className="client__list">
          {files.latest.map((f) => (
            <li key={f.id}>
              <span className="client__item-title">{f.file_name}</span>{' '}
              <span className="client__meta">
                {f.direction === 'sent' ? 'Sent by the client' : `Shared by ${f.uploader_name}`} · {day(f.created_at, zone)}
                {f.description ? ` · ${f.description}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p><Link to={receivedFilesPath(clientId)}>Every file this client sent you</Link></p>
    </section>
  );
}

export function InboxSection({ unread, tickets }: { unread: number; tickets: number }) {
  return (
    <section className="card client__section" aria-labelledby="client-inbox">
      <h2 id="client-inbox">Mail and support</h2>
      <p>{unread ? `${plural(unread, 'mail')} to the client not read yet.` : 'The client has read all their mail.'}</p>
      <p>{tickets ? `${plural(tickets, 'support ticket')} open.` : 'No open support tickets.'}</p>
      <p><Link to="/messages">Go to your messages</Link></p>
    </section>
  );
}
