import { TICKET_FILTERS, type CoachTicketPage, type TicketFilter } from '@portal/contract';
import { Link, useSearchParams } from 'react-router';
import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { markScrollEdges } from '../../shared/ui/scroll-edges.ts';
import { TicketStatusLabel } from '../../shared/ui/ticket-thread.tsx';
import { useCoachTickets } from './coach-tickets-api.ts';
import './coach-tickets.css';

const LABELS: Record<TicketFilter, string> = { open: 'Open', pending: 'Pending', closed: 'Closed', all: 'All' };
const EMPTY: Record<TicketFilter, string> = {
  open: 'No open tickets: every question has an answer.',
  pending: 'No tickets are waiting on your clients.',
  closed: 'No closed tickets yet.',
  all: 'Your clients have not raised any tickets yet.',
};

const filterOf = (value: string | null): TicketFilter =>
  (TICKET_FILTERS as readonly string[]).includes(value ?? '') ? value as TicketFilter : 'open';
const pageOf = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1);
const hrefOf = (status: TicketFilter, page = 1) => `/coach/tickets?status=${status}${page > 1 ? `&page=${page}` : ''}`;

/** /coach/tickets (issue 12): the support tickets of the coach's clients, by status, newest first. */
export default function CoachTicketsPage() {
  const [params] = useSearchParams();
  const status = filterOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const tickets = useCoachTickets(status, page);
  return (
    <section className="page" aria-labelledby="coach-tickets-title">
      <h1 id="coach-tickets-title" className="page__title">Support tickets</h1>
      <nav className="tabs" aria-label="Ticket status" ref={markScrollEdges}>
        {TICKET_FILTERS.map((f) => (
          <Link key={f} to={hrefOf(f)} className="tabs__tab"
            aria-current={f === status ? 'page' : undefined}>
            {LABELS[f]}
          </Link>
        ))}
      </nav>
      <QueryState query={tickets} loading="Loading the tickets" failed="We could not load the tickets."
        isEmpty={(p) => p.total === 0} empty={EMPTY[status]}>
        {(p) => <TicketTable data={p} status={status} />}
      </QueryState>
    </section>
  );
}

function TicketTable({ data, status }: { data: CoachTicketPage; status: TicketFilter }) {
  const zone = userTimeZone(useUser());
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <>
      <ul className="coach-tickets__list" aria-label={`${LABELS[status]} tickets`}>
        {data.tickets.map((t) => (
          <li key={t.id}>
            <Link to={`/coach/tickets/${t.id}`} className="coach-ticket-row">
              <span className="coach-ticket-row__subject">{t.subject}</span>
              <span className="coach-ticket-row__who">{t.client.first_name} {t.client.last_name}</span>
              <span className="coach-ticket-row__meta">
                <TicketStatusLabel status={t.status} />
                <span>{t.reply_count === 1 ? '1 reply' : `${t.reply_count} replies`}</span>
                <time dateTime={t.created_at}>{formatInZone(t.created_at, zone, DATE_ONLY)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="coach-tickets__pages" aria-label="Pages">
          {data.page > 1 && <Link to={hrefOf(status, data.page - 1)}>← Newer</Link>}
          <span>Page {data.page} of {pages}</span>
          {data.page < pages && <Link to={hrefOf(status, data.page + 1)}>Older →</Link>}
        </nav>
      )}
    </>
  );
}
