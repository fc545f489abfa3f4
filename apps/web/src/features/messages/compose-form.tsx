import { MAIL_MESSAGES, MAIL_SUBJECT_MAX, MailSendBody, type Email, type MailRecipient } from '@portal/contract';
import { useState } from 'react';
import { useDraft } from '../../lib/drafts/use-draft.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { Button } from '../../shared/ui/button.tsx';
import { DraftNotice } from '../../shared/ui/draft-notice.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { AttachmentPicker, type PendingAttachment } from './attachment-picker.tsx';
import { useSendMail } from './mail-api.ts';
import { textToHtml } from './mail-threads.ts';

/** The fields that show their own messages; any other field's message is toasted. */
const FIELDS = ['to_user_id', 'subject', 'body'];
const BODY_MAX = 20_000;

interface ComposeFormProps {
  /** Who may be written to; one fixed person for a reply. */
  recipients: MailRecipient[];
  /** The message replied to (its thread continues). */
  parent?: string;
  subject?: string;
  label: string;
  /** Names the kept draft: 'mail-new', or 'mail-reply:{thread}' (lib/drafts). */
  draftKey: string;
  onSent: (mail: Email) => void;
  onCancel?: () => void;
}

/** A new message or a reply: recipient, subject, text and attachments, checked like the server checks them. */
export function ComposeForm({ recipients, parent, subject = '', label, draftKey, onSent, onCancel }: ComposeFormProps) {
  const user = useUser();
  const form = useCheckedForm(MailSendBody);
  const { attach, keep, restored, clear: clearDraft, discard } = useDraft(draftKey);
  const [attachments, setAttachments] = useState<PendingAttachment[]>([]);
  const send = useSendMail(user.id, (mail) => {
    form.succeeded({ reset: true });
    clearDraft();
    setAttachments([]);
    notifySuccess(MAIL_MESSAGES.sent);
    onSent(mail);
  }, (error) => form.failed(error, FIELDS));
  const uploading = attachments.some((a) => !a.file && !a.error);
  const { errors } = form;
  const fixed = recipients.length === 1 ? recipients[0]! : null;

  return (
    <form noValidate className="mail-compose" aria-label={label} ref={attach} onChange={keep}
      onSubmit={form.submitWith((body) => send.mutate({
        ...body, body: textToHtml(body.body), parent: parent ?? null,
        attachment_ids: attachments.flatMap((a) => (a.file ? [a.file.id] : [])),
      }))}>
      <DraftNotice restored={restored} onDiscard={discard} />
      {fixed ? (
        <p className="mail-compose__to">
          To: <strong>{fixed.first_name} {fixed.last_name}</strong>
          <input type="hidden" name="to_user_id" value={fixed.id} />
        </p>
      ) : (
        <Field label="To" required error={errors.to_user_id}>
          {(a) => (
            <select {...a} name="to_user_id" required defaultValue="">
              <option value="" disabled>Choose who to write to</option>
              {recipients.map((r) => <option key={r.id} value={r.id}>{r.first_name} {r.last_name} ({r.email})</option>)}
            </select>
          )}
        </Field>
      )}
      <Field label="Subject" required error={errors.subject}>
        {(a) => <input {...a} name="subject" maxLength={MAIL_SUBJECT_MAX} required defaultValue={subject} />}
      </Field>
      <Field label="Message" required error={errors.body} hint="Leave an empty line between paragraphs.">
        {(a) => <textarea {...a} name="body" rows={8} maxLength={BODY_MAX} required />}
      </Field>
      <AttachmentPicker items={attachments} onChange={setAttachments} />
      <div className="mail-compose__actions">
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="primary" busy={send.isPending} busyLabel="sending" disabled={uploading}>
          {uploading ? 'Uploading attachments…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
