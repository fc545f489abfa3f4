import type { CoachClient } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { fullName } from './client-facts.ts';
import { useDeactivate, useReactivate } from './clients-api.ts';

/** Deactivate (or reactivate) the client, after a confirmation that says what it does. */
export function StatusControl({ client }: { client: CoachClient }) {
  const [open, setOpen] = useState(false);
  const deactivated = client.status === 'deactivated';
  const deactivate = useDeactivate(client.id);
  const reactivate = useReactivate(client.id);
  const call = deactivated ? reactivate : deactivate;
  const name = fullName(client);
  const confirm = () => call.mutate(undefined, { onSuccess: () => setOpen(false) });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{deactivated ? 'Reactivate' : 'Deactivate'}</Button>
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
          <Button variant="primary" busy={call.isPending} onClick={confirm}>{deactivated ? 'Reactivate' : 'Deactivate'}</Button>
        </div>
      </Modal>
    </>
  );
}
