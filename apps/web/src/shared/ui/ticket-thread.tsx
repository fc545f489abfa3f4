import { formatInZone, SPEC_DATE_FORMAT } from '../../lib/format-date.ts';
import './ticket-thread.css';

export interface ThreadEntry {
  id: string | number;
  author: string;
  /** Written by the coach (or an admin): shown apart from the client's own words. */
  fromStaff: boolean;
  createdAt: string;
  body: string;
}

/** A support ticket's conversation, oldest first; every body is plain text, shown as written. */
export function TicketThread({ entries, zone, label }: { entries: ThreadEntry[]; zone: string; label: string }) {
  return (
    <ol className="ticket-thread" aria-label={label}>
      {entries.map((e) => (
        <li key={e.id} className={`ticket-thread__entry${e.fromStaff ? ' ticket-thread__entry--staff' : ''}`}>
          <p className="ticket-thread__head">
            <strong>{e.author}</strong>
            <time dateTime={e.createdAt}>{formatInZone(e.createdAt, zone, SPEC_DATE_FORMAT)}</time>
          </p>
          <p className="ticket-thread__body">{e.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** A ticket's status (open, pending, closed) as a small label. */
export function TicketStatusLabel({ status }: { status: string }) {
  return <span className={`badge ticket-status${status === 'open' ? ' badge--filled' : ''}`}>{status}</span>;
}
