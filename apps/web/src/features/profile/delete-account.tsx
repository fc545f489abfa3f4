import { ACCOUNT_DELETE_GRACE_DAYS } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmIdentityDialog } from '../../shared/ui/confirm-identity-dialog.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { accountDeleteKey, askAccountDelete, cancelAccountDelete, fetchAccountDelete } from './delete-account-api.ts';

/**
 * Issue 22 "Delete my account": the client asks (with their password or a mailed code), sees the
 * day it happens and can keep the account until then; signing in again keeps it too
 * (docs/security.md "Deleting an account" says what goes and what stays).
 */
export function DeleteAccount() {
  const zone = userTimeZone(useUser());
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: accountDeleteKey, queryFn: fetchAccountDelete });
  const [asking, setAsking] = useState(false);
  const day = (iso: string) => formatInZone(iso, zone, DATE_ONLY);
  const keep = useMutation({
    mutationFn: cancelAccountDelete,
    onSuccess: () => {
      queryClient.setQueryData(accountDeleteKey, { delete_after: null });
      notifySuccess('Your account stays. Nothing was deleted.');
    },
    onError: notifyFailure,
  });

  return (
    <section className="card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete my account</h2>
      <QueryState query={state} rows={1} loading="Loading your account's state" failed="We could not load your account's state.">
        {({ delete_after: at }) => (at ? (
          <>
            <p role="status">
              Your account will be deleted on <strong><time dateTime={at}>{day(at)}</time></strong>. Until then you can keep it:
              signing in again keeps it too.
            </p>
            <div className="form-actions">
              <Button variant="primary" busy={keep.isPending} onClick={() => keep.mutate()}>Keep my account</Button>
            </div>
          </>
        ) : (
          <>
            <p className="profile__note">
              Your profile, notes, lesson answers, plans, metrics, the mail and files you sent and your sign-in history are erased{' '}
              {ACCOUNT_DELETE_GRACE_DAYS} days after you ask. Your coach keeps their own notes and the sessions you had, under
              "Former client". Until the day, signing in keeps your account.
            </p>
            <div className="form-actions">
              <Button variant="danger" onClick={() => setAsking(true)}>Delete my account…</Button>
            </div>
          </>
        ))}
      </QueryState>
      <ConfirmIdentityDialog open={asking} title="Delete your account?" confirmLabel="Delete my account"
        onCancel={() => setAsking(false)}
        onConfirm={async (proof) => {
          const planned = await askAccountDelete(proof);
          setAsking(false);
          queryClient.setQueryData(accountDeleteKey, planned);
          notifySuccess(`Your account will be deleted on ${day(planned.delete_after)}. Your other devices were signed out.`);
        }}>
        <p>
          In {ACCOUNT_DELETE_GRACE_DAYS} days everything you keep here is erased for good. You will be told by email, and signing in
          before then keeps your account.
        </p>
      </ConfirmIdentityDialog>
    </section>
  );
}
