import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useTickets } from './help-api.ts';

/** The user's earlier tickets, newest first, with their status. */
export function TicketList() {
  const zone = userTimeZone(useUser());
  const tickets = useTickets();
  return (
    <section aria-labelledby="tickets-title">
      <h2 id="tickets-title">Your tickets</h2>
      <QueryState query={tickets} rows={2} loading="Loading your tickets" failed="We could not load your tickets."
        isEmpty={(list) => list.length === 0} empty="You have not raised any tickets yet.">
        {(list) => (
          <ul className="tickets">
            {list.map((t) => (
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
      </QueryState>
    </section>
  );
}
