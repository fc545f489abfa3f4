import { idFrom } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { userTimeZone } from '../../lib/format-date.ts';
import { HttpError } from '../../lib/http-error.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { DataExportCard } from '../../shared/ui/data-export-card.tsx';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { behindParts, fullName, lastSeenText, plural, STATUS_LABELS } from './client-facts.ts';
import { useClientOverview } from './clients-api.ts';
import { AnalyticsSection, GroupsSection, PlanSection } from './client-progress.tsx';
import { CommitmentsSection, FilesSection, InboxSection, MetricsSection, NotesSection } from './client-work.tsx';
import { CLIENTS_PATH } from './list-state.ts';
import { InviteAgain } from './invite-again.tsx';
import { ProgrammeSwitches } from './programme-switches.tsx';
import { StatusControl } from './status-dialog.tsx';
import './coach-clients.css';

const NotYours = () => (
  <EmptyState title="This client is not one of yours, or no longer exists.">
    <p><Link to={CLIENTS_PATH}>Back to your clients</Link></p>
  </EmptyState>
);

/** /coach/clients/:id (issue 12): one client's progress, plan and work, with their programmes and status. */
export default function ClientPage() {
  const clientId = idFrom(useParams().id);
  const zone = userTimeZone(useUser());
  const overview = useClientOverview(clientId);
  const missing = clientId === null || (overview.error instanceof HttpError && overview.error.status === 404);

  return (
    <section className="page client" aria-labelledby="client-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li><Link to={CLIENTS_PATH}>Clients</Link></li>
          <li aria-current="page">{overview.data ? fullName(overview.data.client) : 'Client'}</li>
        </ol>
      </nav>
      {missing ? <><h1 id="client-title" className="page__title">Client</h1><NotYours /></> : (
        <QueryState query={overview} rows={6} loading="Loading the client" failed="We could not load this client.">
          {(o) => {
            const behind = behindParts(o.client);
            return (
              <>
                <div className="client__head">
                  <div>
                    <h1 id="client-title" className="page__title">{fullName(o.client)}</h1>
                    <p className="client__meta">
                      {o.client.email}{o.client.company ? ` · ${o.client.company}` : ''} ·{' '}
                      <span className={`clients__status clients__status--${o.client.status}`}>{STATUS_LABELS[o.client.status]}</span>
                    </p>
                    <p className="client__meta">Last seen: {lastSeenText(o.client.last_seen_at, zone)}</p>
                  </div>
                  <div className="client__actions">
                    <InviteAgain client={o.client} />
                  </div>
                </div>
                <p className={behind.length ? 'client__behind' : 'client__meta'}>
                  {behind.length ? <><strong>Behind on {o.client.behind}:</strong> {behind.join(', ')}.</> : 'Up to date: nothing open and not done, nothing overdue.'}
                  {o.client.unread_mail ? ` ${plural(o.client.unread_mail, 'unread mail')}.` : ''}
                </p>
                <nav aria-label="This client's work" className="client__work-nav">
                  <ul>
                    <li><Link to={`${CLIENTS_PATH}/${o.client.id}/plan`}>Plan</Link></li>
                    <li><Link to={`${CLIENTS_PATH}/${o.client.id}/flash`}>Flash coaching</Link></li>
                    <li><Link to={`${CLIENTS_PATH}/${o.client.id}/schedule`}>Schedule</Link></li>
                    <li><Link to={`${CLIENTS_PATH}/${o.client.id}/files`}>Files</Link></li>
                    <li><Link to={`${CLIENTS_PATH}/${o.client.id}/timeline`}>Timeline</Link></li>
                  </ul>
                </nav>
                <ProgrammeSwitches client={o.client} />
                <div className="client__sections">
                  <GroupsSection groups={o.groups} />
                  <AnalyticsSection a={o.lesson_analytics} />
                  <PlanSection areas={o.focus_areas} />
                  <CommitmentsSection c={o.commitments} zone={zone} />
                  <MetricsSection metrics={o.metrics} />
                  <NotesSection notes={o.notes} />
                  <FilesSection files={o.files} zone={zone} clientId={o.client.id} />
                  <InboxSection unread={o.client.unread_mail} tickets={o.open_tickets} />
                </div>
                <DataExportCard base={`/api/v1/coach/clients/${o.client.id}/export`} title="Export this client's data" zone={zone}
                  intro={<p>One ZIP of everything that is {o.client.first_name}'s, as they would download it themselves. {o.client.first_name} sees on their profile that you made it. The link works for 24 hours, for you only.</p>} />
                <StatusControl client={o.client} />
              </>
            );
          }}
        </QueryState>
      )}
    </section>
  );
}
