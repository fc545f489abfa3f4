import { Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { useUser } from '../../lib/session/session-context.ts';
import { markScrollEdges } from '../../shared/ui/scroll-edges.ts';
import { ComposePage } from './compose-page.tsx';
import { useMailboxFollowsBadge } from './mail-api.ts';
import { MailList } from './mail-list.tsx';
import { ThreadPage } from './thread-page.tsx';
import './messages.css';

/**
 * /messages/* (spec §2): the inbox, sent mail, a thread, and a new message, each at its own URL so
 * a thread can be bookmarked and reloaded. Clients and coaches use the same screens.
 */
export default function MessagesPage() {
  const user = useUser();
  useMailboxFollowsBadge(user.id);
  return (
    <section className="page" aria-labelledby="messages-title">
      <div className="messages__head">
        <h1 id="messages-title" className="page__title">My Messages</h1>
        <Link to="/messages/new" className="btn btn--primary">New message</Link>
      </div>
      {/* links, so the current one is aria-current="page" (NavLink), shown underlined (ui.css) */}
      <nav className="tabs" aria-label="Mailboxes" ref={markScrollEdges}>
        <NavLink to="/messages/inbox" className="tabs__tab">Inbox</NavLink>
        <NavLink to="/messages/sent" className="tabs__tab">Sent</NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to="/messages/inbox" replace />} />
        <Route path="inbox" element={<MailList key="inbox" box="inbox" />} />
        <Route path="sent" element={<MailList key="sent" box="sent" />} />
        <Route path="new" element={<ComposePage />} />
        <Route path="thread/:id" element={<ThreadPage />} />
        <Route path="*" element={<Navigate to="/messages/inbox" replace />} />
      </Routes>
    </section>
  );
}
