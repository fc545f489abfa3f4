import { PasskeyRenameBody, type FieldErrors } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { ceremonyFailureText, loadWebAuthn } from '../../lib/webauthn.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { suggestedPasskeyName } from './device-name.ts';
import { passkeysKey, registerPasskey, registrationOptions } from './passkeys-api.ts';

/** The browser's side of adding failed (its dialog was closed, the device has one already …). */
class BrowserRefused extends Error {
  constructor(readonly reason: unknown) {
    super('passkey not made');
  }
}

/**
 * "Add a passkey" (issue 22): a name offered from the device, then the browser's own dialog
 * (fingerprint, face, screen lock), then the server checks and keeps it.
 */
export function AddPasskey() {
  const queryClient = useQueryClient();
  const [name, setName] = useState(suggestedPasskeyName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(PasskeyRenameBody, { name });
    if (!checked.ok) { setErrors(checked.errors); return; }
    setErrors({});
    setBusy(true);
    try {
      const [lib, { options }] = await Promise.all([loadWebAuthn(), registrationOptions()]);
      const response = await lib.startRegistration({ optionsJSON: options as never }).catch((error: unknown) => { throw new BrowserRefused(error); });
      await registerPasskey(checked.data.name, response);
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      notifySuccess('Passkey added. You can sign in with it next time.');
    } catch (error) {
      if (error instanceof BrowserRefused) notifyError(ceremonyFailureText(error.reason, 'add'));
      else setErrors(reportFormFailure(error, ['name']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="passkeys__add" onSubmit={(e) => void add(e)} noValidate aria-label="Add a passkey">
      <Field label="Name of the new passkey" hint="To tell your passkeys apart, e.g. the device it is on." error={errors.name}>
        {(a) => <input {...a} name="name" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Button type="submit" variant="primary" busy={busy}>Add a passkey</Button>
    </form>
  );
}
