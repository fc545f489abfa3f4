import { AccountDeleteCancelReply, AccountDeleteReply, AccountDeleteState, type CoachClient } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { get, post } from '../../lib/http.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { fullName } from './client-facts.ts';

const path = (id: number) => `/api/v1/coach/clients/${id}/delete`;
const key = (id: number) => ['client-delete', id] as const;

/**
 * Issue 22: an admin deletes a client's account when the client asks them to (by mail or phone):
 * the same 14 days of grace, in which the client's own sign-in, or the admin, calls it off.
 */
export function DeleteOnRequest({ client }: { client: CoachClient }) {
  const zone = userTimeZone(useUser());
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = fullName(client);
  const state = useQuery({ queryKey: key(client.id), queryFn: () => get(path(client.id), { schema: AccountDeleteState }) });
  const done = (next: { delete_after: string | null }, message: string) => {
    queryClient.setQueryData(key(client.id), next);
    notifySuccess(message);
  };
  const ask = useMutation({
    mutationFn: () => post(path(client.id), {}, { schema: AccountDeleteReply }),
    onSuccess: (r) => { setOpen(false); done(r, `${name}'s account will be deleted on ${formatInZone(r.delete_after, zone, DATE_ONLY)}.`); },
    onError: notifyFailure,
  });
  const keep = useMutation({
    mutationFn: () => post(`${path(client.id)}/cancel`, {}, { schema: AccountDeleteCancelReply }),
    onSuccess: () => done({ delete_after: null }, `${name}'s account stays.`),
    onError: notifyFailure,
  });
  const at = state.data?.delete_after;
  if (!state.data) return null;

  return (
    <div className="client__delete">
      {at ? (
        <>
          <p className="client__meta" role="status">
            {name}'s account will be deleted on <time dateTime={at}>{formatInZone(at, zone, DATE_ONLY)}</time>, unless they sign in before then.
          </p>
          <Button busy={keep.isPending} onClick={() => keep.mutate()}>Keep the account</Button>
        </>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>Delete the account on their request…</Button>
      )}
      <Modal open={open} title={`Delete ${name}'s account?`} onClose={() => setOpen(false)}>
        <p>
          Do this only when {name} asked for it. They are signed out now and told by email; in 14 days their personal data and files
          are erased, and their coach's records show "Former client". If they sign in before then, the account stays.
        </p>
        <div className="client__dialog-actions">
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="danger" busy={ask.isPending} onClick={() => ask.mutate()}>Delete the account</Button>
        </div>
      </Modal>
    </div>
  );
}
