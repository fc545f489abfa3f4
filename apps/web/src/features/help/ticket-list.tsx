import type { MyTicket } from '@portal/contract';
import { useState } from 'react';
import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { Button } from '../../shared/ui/button.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { TicketReplyForm } from '../../shared/ui/ticket-reply-form.tsx';
import { hasDraft } from '../../lib/drafts/draft-store.ts';
import { TicketStatusLabel, TicketThread } from '../../shared/ui/ticket-thread.tsx';
import { useReplyToTicket, useTickets } from './help-api.ts';

/** The user's tickets, newest first, with their status and the replies of their coach (issue 12). */
export function TicketList() {
  const tickets = useTickets();
  return (
    <section aria-labelledby="tickets-title">
      <h2 id="tickets-title">Your tickets</h2>
      <QueryState query={tickets} rows={2} loading="Loading your tickets" failed="We could not load your tickets."
        isEmpty={(list) => list.length === 0} empty="You have not raised any tickets yet."
        emptyDetail={<p>Questions you send with the form above show here, with your coach's replies.</p>}>
        {(list) => (
          <ul className="tickets">
            {list.map((t) => <TicketCard key={t.id} ticket={t} />)}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function TicketCard({ ticket: t }: { ticket: MyTicket }) {
  const user = useUser();
  const zone = userTimeZone(user);
  // a reply being written before a refresh opens again with its draft (lib/drafts)
  const draftKey = `ticket-reply:${t.id}`;
  const [replying, setReplying] = useState(() => hasDraft(user.id, draftKey));
  const reply = useReplyToTicket(t.id);
  const me = `${user.first_name} ${user.last_name}`;
  const entries = [
    { id: 'ticket', author: me, fromStaff: false, createdAt: t.created_at, body: t.message },
    ...t.replies.map((r) => ({ id: r.id, author: r.from_staff ? r.author_name : me, fromStaff: r.from_staff, createdAt: r.created_at, body: r.body })),
  ];
  const answers = t.replies.filter((r) => r.from_staff).length;
  return (
    <li className="card tickets__item">
      <div className="tickets__head">
        <h3 className="tickets__subject">{t.subject}</h3>
        <TicketStatusLabel status={t.status} />
      </div>
      <p className="tickets__meta">
        {t.category} · {t.priority} priority · <time dateTime={t.created_at}>{formatInZone(t.created_at, zone, DATE_ONLY)}</time>
        {' · '}<span className="tickets__count">{answers === 0 ? 'no reply yet' : answers === 1 ? '1 reply from your coach' : `${answers} replies from your coach`}</span>
      </p>
      <details className="tickets__thread" open={t.replies.length > 0}>
        <summary>Conversation</summary>
        <TicketThread entries={entries} zone={zone} label={`Conversation about ${t.subject}`} />
      </details>
      {replying
        ? <TicketReplyForm reply={reply} label={`Your reply about ${t.subject}`} draftKey={draftKey} />
        : <Button onClick={() => setReplying(true)} aria-label={`Reply about ${t.subject}`}>Reply</Button>}
    </li>
  );
}
