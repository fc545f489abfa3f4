import { extractMessage } from '../../lib/error-message.ts';
import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import { useTickets } from './help-api.ts';

/** The user's earlier tickets, newest first, with their status. */
export function TicketList() {
  const zone = userTimeZone(useUser());
  const tickets = useTickets();
  return (
    <section aria-labelledby="tickets-title">
      <h2 id="tickets-title">Your tickets</h2>
      {tickets.isPending ? (
        <Skeleton rows={2} label="Loading your tickets" />
      ) : tickets.isError ? (
        <ErrorState title={`We could not load your tickets. ${extractMessage(tickets.error)}`} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.length === 0 ? (
        <EmptyState title="You have not raised any tickets yet." />
      ) : (
        <ul className="tickets">
          {tickets.data.map((t) => (
            <li key={t.id} className="card tickets__item">
              <div className="tickets__head">
                <h3 className="tickets__subject">{t.subject}</h3>
                <span className="tickets__status">{t.status}</span>
              </div>
              <p className="tickets__meta">
                {t.category} · {t.priority} priority · <time dateTime={t.created_at}>{formatInZone(t.created_at, zone, DATE_ONLY)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
