import { ADMIN_ROLE_ID, type CoachClient } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { useUser } from '../../lib/session/session-context.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { fullName } from './client-facts.ts';
import { useDeactivate, useReactivate } from './clients-api.ts';
import { DeleteOnRequest } from './delete-on-request.tsx';

/** The client's account: deactivate (or reactivate) them, after a confirmation that says what it does. */
export function StatusControl({ client }: { client: CoachClient }) {
  const [open, setOpen] = useState(false);
  const deactivated = client.status === 'deactivated';
  const deactivate = useDeactivate(client.id);
  const reactivate = useReactivate(client.id);
  const call = deactivated ? reactivate : deactivate;
  const name = fullName(client);
  const isAdmin = useUser().role_id === ADMIN_ROLE_ID;
  const confirm = () => call.mutate(undefined, { onSuccess: () => setOpen(false) });
  // the account's own section at the foot of the page, away from the everyday actions (issue: a new
  // coach read Deactivate as the page's main button)
  return (
    <section className="card client__section client__account" aria-labelledby="client-account-title">
      <h2 id="client-account-title">Account</h2>
      <p className="client__meta">
        {deactivated ? `${name} cannot sign in. Reactivate them to let them back in, with their work as they left it.`
          : `Deactivating signs ${name} out everywhere and keeps their work; you can reactivate them later.`}
      </p>
      <Button variant={deactivated ? 'default' : 'danger'} onClick={() => setOpen(true)}>{deactivated ? 'Reactivate' : 'Deactivate'}</Button>
      {isAdmin && <DeleteOnRequest client={client} />}
      <Modal open={open} title={deactivated ? `Reactivate ${name}?` : `Deactivate ${name}?`} onClose={() => setOpen(false)}>
        {deactivated ? (
          <p>{name} will be able to sign in again with their password. Their work is as they left it.</p>
        ) : (
          <p>
            {name} is signed out everywhere at once and cannot sign in until you reactivate them. Their groups, plan, notes
            and files are kept.
          </p>
        )}
        <div className="client__dialog-actions">
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant={deactivated ? 'primary' : 'danger'} busy={call.isPending} onClick={confirm}>{deactivated ? 'Reactivate' : 'Deactivate'}</Button>
        </div>
      </Modal>
    </section>
  );
}
