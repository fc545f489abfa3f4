import { TICKET_REPLY_MAX, TicketReplyBody, type TicketReplyResult } from '@portal/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useDraft } from '../../lib/drafts/use-draft.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from './button.tsx';
import { DraftNotice } from './draft-notice.tsx';
import { Field } from './field.tsx';
import { useCheckedForm } from './use-checked-form.ts';

export type ReplyMutation = UseMutationResult<TicketReplyResult, unknown, string>;

/** The reply box under a support ticket; `reply` sends the text (the coach's or the client's call). */
export function TicketReplyForm({ reply, label, hint, draftKey }: { reply: ReplyMutation; label: string; hint?: string; draftKey: string }) {
  const form = useCheckedForm(TicketReplyBody);
  const { attach, keep, restored, clear: clearDraft, discard } = useDraft(draftKey);
  const send = form.submitWith(({ body }) => reply.mutate(body, {
    onSuccess: () => {
      form.succeeded({ reset: true });
      clearDraft();
      notifySuccess('Reply sent');
    },
    onError: (error) => form.failed(error, ['body']),
  }));
  return (
    <form onSubmit={send} ref={attach} onChange={keep} noValidate>
      <DraftNotice restored={restored} onDiscard={discard} />
      <Field label={label} required error={form.errors.body} hint={hint}>
        {(a) => <textarea {...a} name="body" rows={5} maxLength={TICKET_REPLY_MAX} required />}
      </Field>
      <Button type="submit" variant="primary" busy={reply.isPending} busyLabel="sending">Send reply</Button>
    </form>
  );
}
