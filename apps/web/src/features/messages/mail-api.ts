import { Email, MailFile, MailRecipientList, type MailSendBody } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { gqlField } from '../../lib/graphql.ts';
import { get, post, postForBlob } from '../../lib/http.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { UNREAD_POLL_MS, unreadKey } from '../../lib/unread-poll.ts';
import { uploadForm } from '../../lib/http-upload.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

// spec §7: reading, marking read and bulk delete are /gapi fields; sending, attachments and delete
// are REST calls (docs/api.md "Mail").
const PERSON = 'first_name last_name';
const FIELDS = `id parent from to subject body read attachments created_at updated_at fromuser { ${PERSON} } touser { ${PERSON} }`;
const EMAILS_QUERY = `query Emails($user_id: ID!) { emails(user_id: $user_id) { ${FIELDS} files { id file_name content_type size_bytes } previous { ${FIELDS} } } }`;
const MARK_READ = 'mutation MarkRead($id: ID!) { markEmailRead(id: $id) { success } }';

export const mailboxKey = (userId: number) => ['emails', userId] as const;

/**
 * The user's mailbox, newest first. Unlike other reads it is never served from the 15-minute cache
 * alone: each screen asks again when it opens, and again while open, like the badge (decision 012).
 */
export const useMailbox = (userId: number) => useQuery({
  queryKey: mailboxKey(userId),
  queryFn: () => gqlField(EMAILS_QUERY, { user_id: String(userId) }, 'emails', z.array(Email)),
  staleTime: 0,
  refetchInterval: UNREAD_POLL_MS,
  refetchIntervalInBackground: false,
});

/**
 * Keeps an open mailbox in step with the menu's badge: when the polled unread count changes (new
 * mail, or mail read in another tab), the mailbox is asked again at once.
 */
export function useMailboxFollowsBadge(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = unreadKey(userId);
    let last = queryClient.getQueryData<number>(key);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(key)) return;
      const count = event.query.state.data as number | undefined;
      if (count === last) return;
      last = count;
      void queryClient.invalidateQueries({ queryKey: mailboxKey(userId) });
    });
  }, [queryClient, userId]);
}

/** Who the user may write to: their coach, or a coach's clients. */
export const useRecipients = () => useQuery({
  queryKey: ['mail-recipients'],
  queryFn: () => get('/mail/recipients', { schema: MailRecipientList }),
});

/** Refreshes the mailbox and the menu's badge after a change made here. */
function useRefresh(userId: number) {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: mailboxKey(userId) }),
    queryClient.invalidateQueries({ queryKey: unreadKey(userId) }),
  ]);
}

/** spec §3 Email: opening a message marks it read; the badge goes down at once. */
export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(userId);
  return useActionMutation({
    mutationFn: (id: string) => gqlField(MARK_READ, { id }, 'markEmailRead', z.object({ success: z.boolean() })),
    onMutate: (id) => {
      queryClient.setQueryData<Email[]>(mailboxKey(userId), (list) => list?.map((m) => (m.id === id ? { ...m, read: true } : m)));
      queryClient.setQueryData<number>(unreadKey(userId), (n) => (n ? n - 1 : n));
    },
    onSettled: refresh,
  });
}

export function useSendMail(userId: number, onSent: (mail: Email) => void, onFailed: (error: unknown) => void) {
  const refresh = useRefresh(userId);
  return useActionMutation({
    mutationFn: (body: MailSendBody) => post('/send/mail', body, { schema: Email, expectStatus: 201 }),
    onSuccess: async (mail) => {
      await refresh();
      onSent(mail);
    },
    onError: onFailed,
  });
}

/** spec §7 /delete/mail: 200 means deleted (for this user; the other side keeps theirs). */
export function useDeleteMail(userId: number, onDeleted: (id: string) => void, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(userId);
  return useActionMutation({
    mutationFn: async (id: string) => {
      await post('/delete/mail', { id }, { schema: z.string(), expectStatus: 200 });
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<Email[]>(mailboxKey(userId), (list) => list?.filter((m) => m.id !== id));
      onDeleted(id);
      return refresh();
    },
    onError: (error) => {
      onFailed(error);
      return refresh();
    },
  });
}

/** POST /upload/mail: one attachment, with its upload progress (0–1). */
export function uploadAttachment(file: File, onProgress: (share: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm('/upload/mail', form, { schema: MailFile, expectStatus: 201, onProgress: (sent, total) => onProgress(sent / total), ...(signal ? { signal } : {}) });
}

/** POST /download/mail: the attachment saved under its safe name. */
export async function downloadAttachment(file: MailFile): Promise<void> {
  const { blob, fileName } = await postForBlob('/download/mail', { id: file.id });
  saveBlob(blob, fileName ?? file.file_name);
}
