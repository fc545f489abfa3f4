import type { Email, MailFile } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatInZone, SPEC_DATE_FORMAT, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { SafeHtml } from '../../shared/ui/safe-html.tsx';
import { ComposeForm } from './compose-form.tsx';
import { DeleteMailDialog } from './delete-mail-dialog.tsx';
import { downloadAttachment, useMailbox, useMarkRead, useRecipients } from './mail-api.ts';
import { otherParty, personName, replySubject, threadOf } from './mail-threads.ts';

/** /messages/thread/:id: the whole conversation holding mail `id`, oldest first, with a reply box. */
export function ThreadPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const mailbox = useMailbox(user.id);
  return (
    <QueryState query={mailbox} loading="Loading the conversation" failed="We could not load this conversation.">
      {(list) => <Thread key={id} list={list} id={id} />}
    </QueryState>
  );
}

function Thread({ list, id }: { list: Email[]; id: string }) {
  const user = useUser();
  const navigate = useNavigate();
  const zone = userTimeZone(user);
  const thread = threadOf(list, id);
  const markRead = useMarkRead(user.id);
  const marked = useRef(new Set<string>());
  const heading = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<Email | null>(null);
  const unread = thread.filter((m) => !m.read && m.to === user.email).map((m) => m.id);

  // The clicked row is gone: focus moves to the conversation's subject, where reading starts.
  const found = thread.length > 0;
  useEffect(() => { if (found) heading.current?.focus(); }, [found]);

  // spec §3 Email: opening a message marks it read, once.
  useEffect(() => {
    for (const mailId of unread) {
      if (marked.current.has(mailId)) continue;
      marked.current.add(mailId);
      markRead.mutate(mailId);
    }
  }, [unread.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps -- the ids are the dependency

  if (!thread.length) {
    return (
      <EmptyState title="This message is not in your mailbox.">
        <p>It may have been deleted. <Link to="/messages/inbox">Back to your inbox</Link></p>
      </EmptyState>
    );
  }
  const first = thread[0]!;
  const last = thread.at(-1)!;
  const deleted = () => {
    const left = thread.filter((m) => m.id !== deleting?.id);
    setDeleting(null);
    if (!left.length) void navigate('/messages/inbox');
    // the opened message is gone: the thread stays open at its newest message
    else if (deleting?.id === id) void navigate(`/messages/thread/${left.at(-1)!.id}`, { replace: true });
    else heading.current?.focus();
  };

  return (
    <div className="messages__panel">
      <p><Link to={first.from === user.email ? '/messages/sent' : '/messages/inbox'}>← Back</Link></p>
      <h2 ref={heading} tabIndex={-1} className="mail-thread__subject">{first.subject}</h2>
      {first.previous && first.parent && (
        <p className="mail-thread__earlier">In reply to “{first.previous.subject}”, which you have deleted.</p>
      )}
      <ol className="mail-thread" aria-label="Messages in this conversation">
        {thread.map((m) => (
          <li key={m.id}>
            <article className={`mail-message${m.id === id ? ' mail-message--opened' : ''}`} aria-labelledby={`message-${m.id}-from`}>
              <header className="mail-message__head">
                <p id={`message-${m.id}-from`} className="mail-message__from">
                  <strong>{personName(m.fromuser, m.from)}</strong> to {personName(m.touser, m.to)}
                </p>
                <time dateTime={m.created_at} className="mail-message__date">{formatInZone(m.created_at, zone, SPEC_DATE_FORMAT)}</time>
              </header>
              <SafeHtml html={m.body} className="mail-message__body" />
              {m.files.length > 0 && <Attachments files={m.files} />}
              <div className="mail-message__actions">
                <Button variant="link" onClick={() => setDeleting(m)} aria-label={`Delete the message of ${formatInZone(m.created_at, zone, SPEC_DATE_FORMAT)}`}>
                  Delete
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ol>
      <Reply last={last} subject={replySubject(first.subject)} draftKey={`mail-reply:${first.id}`} />
      <DeleteMailDialog mail={deleting} otherName={deleting ? otherParty(deleting, user.email).name : ''} onDone={deleted} onCancel={() => setDeleting(null)} />
    </div>
  );
}

function Attachments({ files }: { files: MailFile[] }) {
  const size = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);
  return (
    <ul className="mail-message__files" aria-label="Attachments">
      {files.map((f) => (
        <li key={f.id}>
          <Button onClick={() => void downloadAttachment(f).catch(notifyFailure)}>
            Download {f.file_name} <span className="mail-message__size">({size(f.size_bytes)})</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The reply box under a thread: to the other person of its last message. */
function Reply({ last, subject, draftKey }: { last: Email; subject: string; draftKey: string }) {
  const user = useUser();
  const recipients = useRecipients();
  const other = otherParty(last, user.email);
  const to = recipients.data?.find((r) => r.email === other.email);
  return (
    <section className="mail-thread__reply" aria-labelledby="reply-title">
      <h3 id="reply-title">Reply</h3>
      <QueryState query={recipients} rows={2} loading="Loading the reply box" failed="We could not load the reply box.">
        {() => (to
          ? <ComposeForm key={last.id} recipients={[to]} parent={last.id} subject={subject} label="Reply" draftKey={draftKey} onSent={() => undefined} />
          : <p>You can no longer write to {other.name} here.</p>)}
      </QueryState>
    </section>
  );
}
