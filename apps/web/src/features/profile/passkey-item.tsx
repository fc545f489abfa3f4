import { PasskeyRenameBody, type FieldErrors, type PasskeyInfo } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { DATE_ONLY, formatInZone } from '../../lib/format-date.ts';
import { reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmIdentityDialog } from '../../shared/ui/confirm-identity-dialog.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { passkeysKey, removePasskey, renamePasskey } from './passkeys-api.ts';

const KIND = { single_device: 'On this one device', multi_device: 'Synced between your devices' } as const;

/** One passkey on /profile: its name, kind and dates; rename in place, remove after "confirm it's you". */
export function PasskeyItem({ passkey, zone }: { passkey: PasskeyInfo; zone: string }) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const renameId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });
  const date = (iso: string) => formatInZone(iso, zone, DATE_ONLY);

  const closeRename = () => {
    setRenaming(false);
    // focus goes back where it was: the Rename button
    requestAnimationFrame(() => document.getElementById(renameId)?.focus());
  };

  return (
    <li className="passkeys__item">
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => { closeRename(); void refresh(); }} onCancel={closeRename} />
      ) : (
        <>
          <p className="passkeys__name">{passkey.name}</p>
          <p className="passkeys__meta">
            {KIND[passkey.device_type]}{passkey.device_type === 'multi_device' && !passkey.backed_up ? ' (not backed up yet)' : ''}
          </p>
          <p className="passkeys__meta">
            Added <time dateTime={passkey.created_at}>{date(passkey.created_at)}</time>
            {' · '}
            {passkey.last_used_at ? <>Last used <time dateTime={passkey.last_used_at}>{date(passkey.last_used_at)}</time></> : 'Not used yet'}
          </p>
          <div className="form-actions">
            <Button id={renameId} onClick={() => setRenaming(true)} aria-label={`Rename passkey ${passkey.name}`}>Rename</Button>
            <Button variant="danger" onClick={() => setRemoving(true)} aria-label={`Remove passkey ${passkey.name}`}>Remove</Button>
          </div>
        </>
      )}
      <ConfirmIdentityDialog open={removing} title="Remove this passkey?" confirmLabel="Remove passkey"
        onCancel={() => setRemoving(false)}
        onConfirm={async (proof) => {
          await removePasskey(passkey.id, proof);
          setRemoving(false);
          notifySuccess(`Passkey "${passkey.name}" removed.`);
          await refresh();
        }}>
        <p>
          <strong>{passkey.name}</strong> will no longer sign you in. You can still sign in with your password and an
          emailed code, or another passkey.
        </p>
      </ConfirmIdentityDialog>
    </li>
  );
}

function RenameForm({ passkey, onDone, onCancel }: { passkey: PasskeyInfo; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState(passkey.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const rename = useActionMutation({
    mutationFn: (next: string) => renamePasskey(passkey.id, next),
    onSuccess: () => { notifySuccess('Passkey renamed.'); onDone(); },
    onError: (error) => setErrors(reportFormFailure(error, ['name'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(PasskeyRenameBody, { name });
    if (!checked.ok) { setErrors(checked.errors); return; }
    rename.mutate(checked.data.name);
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') { event.preventDefault(); onCancel(); }
  };
  return (
    <form onSubmit={submit} onKeyDown={escape} noValidate aria-label={`Rename passkey ${passkey.name}`}>
      <Field label="New name" required error={errors.name}>
        {(a) => <input {...a} name="name" maxLength={60} required autoFocus value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={rename.isPending} busyLabel="saving">Save name</Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
