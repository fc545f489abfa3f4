import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { ComposeForm } from './compose-form.tsx';
import { useRecipients } from './mail-api.ts';

/** /messages/new: a client writes to their coach; a coach picks one of their clients. */
export function ComposePage() {
  const navigate = useNavigate();
  const recipients = useRecipients();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="messages__panel">
      <h2 ref={heading} tabIndex={-1}>New message</h2>
      <QueryState query={recipients} loading="Loading who you can write to" failed="We could not load who you can write to."
        isEmpty={(list) => list.length === 0} empty="There is nobody to write to yet."
        emptyDetail={<p>Once you have a coach (or clients, if you coach), you can write to them here.</p>}>
        {(list) => (
          <ComposeForm recipients={list} label="New message" draftKey="mail-new"
            onSent={(mail) => void navigate(`/messages/thread/${mail.id}`)} onCancel={() => void navigate('/messages/inbox')} />
        )}
      </QueryState>
    </div>
  );
}
