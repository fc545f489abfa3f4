import { useId, useState, type FormEvent } from 'react';
import { notifyFailure } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { requestPasswordReset } from '../auth-api.ts';

/** 'Forgot password?': POST /api/password/reset and show the server's generic answer (spec §7). */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const panelId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setMessage(null);
    try {
      setMessage((await requestPasswordReset(email)).message);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth__forgot">
      <Button variant="link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Forgot password?
      </Button>
      <div id={panelId} hidden={!open}>
        <form onSubmit={(e) => void submit(e)}>
          <p className="auth__text auth__muted">Enter your email and we will send you a link to set a new password.</p>
          <Field label="Email for the reset link" required>
            {(a) => <input {...a} name="email" type="email" autoComplete="email" required />}
          </Field>
          <Button type="submit" busy={busy}>Send reset link</Button>
        </form>
        <p role="status" className={message ? 'auth__status' : undefined}>{message}</p>
      </div>
    </div>
  );
}
