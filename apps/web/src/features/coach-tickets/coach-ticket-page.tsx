import { TICKET_STATUSES, type CoachTicketThread, type TicketStatus } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { TicketReplyForm } from '../../shared/ui/ticket-reply-form.tsx';
import { TicketStatusLabel, TicketThread } from '../../shared/ui/ticket-thread.tsx';
import { useCoachReply, useCoachTicket, useSetTicketStatus } from './coach-tickets-api.ts';
import './coach-tickets.css';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** /coach/tickets/:id (issue 12): a client's ticket, its replies, the reply box and the status. */
export default function CoachTicketPage() {
  const { id = '' } = useParams();
  const thread = useCoachTicket(id);
  return (
    <section className="page stack" aria-labelledby="coach-ticket-title">
      <p><Link to="/coach/tickets">← All tickets</Link></p>
      <QueryState query={thread} loading="Loading the ticket" failed="We could not load this ticket.">
        {(data) => <Ticket key={id} id={id} data={data} />}
      </QueryState>
    </section>
  );
}

function Ticket({ id, data }: { id: string; data: CoachTicketThread }) {
  const zone = userTimeZone(useUser());
  const { ticket, replies } = data;
  const client = `${ticket.client.first_name} ${ticket.client.last_name}`;
  const reply = useCoachReply(id);
  const entries = [
    { id: 'ticket', author: client, fromStaff: false, createdAt: ticket.created_at, body: ticket.message },
    ...replies.map((r) => ({ id: r.id, author: r.author_name, fromStaff: r.from_staff, createdAt: r.created_at, body: r.body })),
  ];
  return (
    <>
      <div className="coach-ticket__head">
        <h1 id="coach-ticket-title" className="page__title">{ticket.subject}</h1>
        <TicketStatusLabel status={ticket.status} />
      </div>
      <p className="coach-ticket__meta">
        From {client} (<a href={`mailto:${ticket.client.email}`}>{ticket.client.email}</a>) · {ticket.category} ·{' '}
        {ticket.priority} priority · raised <time dateTime={ticket.created_at}>{formatInZone(ticket.created_at, zone, DATE_ONLY)}</time>
      </p>
      <TicketThread entries={entries} zone={zone} label="The ticket and its replies" />
      <div className="coach-ticket__actions">
        <section className="card" aria-labelledby="coach-ticket-reply">
          <h2 id="coach-ticket-reply" className="coach-ticket__subtitle">Reply</h2>
          <TicketReplyForm reply={reply} label="Your reply" draftKey={`ticket-reply:${id}`}
            hint={`${ticket.client.first_name} gets an email and reads your reply on their Help page.${ticket.status === 'open' ? ' The ticket then waits for them (pending).' : ''}`} />
        </section>
        <StatusForm key={ticket.status} id={id} current={ticket.status as TicketStatus} />
      </div>
    </>
  );
}

function StatusForm({ id, current }: { id: string; current: TicketStatus }) {
  const [status, setStatus] = useState<TicketStatus>(current);
  const save = useSetTicketStatus(id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(status, { onSuccess: (r) => notifySuccess(`The ticket is now ${r.status}.`), onError: notifyFailure });
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="coach-ticket-status">
      <h2 id="coach-ticket-status" className="coach-ticket__subtitle">Status</h2>
      <Field label="Status of this ticket" hint="Open: needs your answer. Pending: waiting for the client. Closed: done.">
        {(a) => (
          <select {...a} value={status} onChange={(e) => setStatus(e.target.value as TicketStatus)}>
            {TICKET_STATUSES.map((s) => <option key={s} value={s}>{capitalise(s)}</option>)}
          </select>
        )}
      </Field>
      <Button type="submit" busy={save.isPending} disabled={status === current}>Update status</Button>
    </form>
  );
}
