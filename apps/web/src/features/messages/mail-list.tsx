import type { Email } from '@portal/contract';
import { Link } from 'react-router';
import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useMailbox } from './mail-api.ts';
import { inboxOf, otherParty, sentOf } from './mail-threads.ts';

const BOX = {
  inbox: { label: 'Inbox', pick: inboxOf, empty: 'Your inbox is empty.', detail: 'Messages from your coach or your clients arrive here.' },
  sent: { label: 'Sent messages', pick: sentOf, empty: 'You have not sent any messages yet.', detail: 'Write a message with “New message”.' },
} as const;

/** /messages/inbox and /messages/sent: one line per message, newest first; unread ones stand out. */
export function MailList({ box }: { box: keyof typeof BOX }) {
  const user = useUser();
  const mailbox = useMailbox(user.id);
  const { label, pick, empty, detail } = BOX[box];
  const zone = userTimeZone(user);
  return (
    <QueryState query={mailbox} loading="Loading your messages" failed="We could not load your messages."
      isEmpty={(list) => pick(list, user.email).length === 0} empty={empty} emptyDetail={<p>{detail}</p>}>
      {(list) => (
        <ul className="mail-list" aria-label={label}>
          {pick(list, user.email).map((m) => <MailRow key={m.id} mail={m} myEmail={user.email} zone={zone} />)}
        </ul>
      )}
    </QueryState>
  );
}

function MailRow({ mail, myEmail, zone }: { mail: Email; myEmail: string; zone: string }) {
  const other = otherParty(mail, myEmail);
  const files = mail.files.length;
  return (
    <li>
      <Link to={`/messages/thread/${mail.id}`} className={`mail-row${mail.read ? '' : ' mail-row--unread'}`}>
        <span className="mail-row__who">
          {mail.from === myEmail ? `To ${other.name}` : other.name}
          {!mail.read && <span className="badge badge--filled mail-row__new">New</span>}
        </span>
        <span className="mail-row__subject">{mail.subject}</span>
        <span className="mail-row__meta">
          <time dateTime={mail.created_at}>{formatInZone(mail.created_at, zone, DATE_ONLY)}</time>
          {files > 0 && <span>{files === 1 ? '1 attachment' : `${files} attachments`}</span>}
        </span>
      </Link>
    </li>
  );
}
