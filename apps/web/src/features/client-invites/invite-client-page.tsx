import { INVITE_TTL_S, type InviteClientReply } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';
import { InviteForm } from './invite-form.tsx';
import './client-invites.css';

const DAYS = INVITE_TTL_S / 86_400;

/** /coach/clients/new (issue 12): invite a client by email, then invite another or go back to the list. */
export default function InviteClientPage() {
  const [sent, setSent] = useState<InviteClientReply | null>(null);
  // a new form each time: nothing of the last client's details stays in it
  const [round, setRound] = useState(0);
  return (
    <section className="page stack" aria-labelledby="invite-title">
      <p><Link to="/coach/clients">← Back to clients</Link></p>
      <h1 id="invite-title" className="page__title">Invite a client</h1>
      {sent
        ? <Sent reply={sent} onAnother={() => { setSent(null); setRound((n) => n + 1); }} />
        : (
          <>
            <p className="invite-page__lead">
              They get an email from you with a link to choose their password; the link works once, for {DAYS} days.
            </p>
            <InviteForm key={round} onSent={setSent} />
          </>
        )}
    </section>
  );
}

function Sent({ reply, onAnother }: { reply: InviteClientReply; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { client } = reply;
  return (
    <div className="card invite-sent" role="status">
      <h2 ref={heading} tabIndex={-1} className="invite-sent__title">{reply.message}</h2>
      <p>
        {client.first_name} {client.last_name} is on your client list as invited. Once they choose a password they
        can sign in; until then you can send the invitation again from their page.
      </p>
      <div className="invite-sent__actions">
        <Link to="/coach/clients" className="btn btn--primary">Go to your clients</Link>
        <Button onClick={onAnother}>Invite another</Button>
      </div>
    </div>
  );
}
