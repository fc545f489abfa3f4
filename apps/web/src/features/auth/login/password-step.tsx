import type { FormEvent } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';

export interface Credentials {
  email: string;
  password: string;
}

interface PasswordStepProps {
  busy: boolean;
  onSubmit: (credentials: Credentials) => Promise<void>;
}

/** spec §4 step 1: the email and password ask for a one-time-code check. */
export function PasswordStep({ busy, onSubmit }: PasswordStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void onSubmit({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') });
  };
  return (
    <form onSubmit={submit} aria-busy={busy}>
      <Field label="Email" required>
        {/* "webauthn": the browser may offer this site's passkeys here too (passkey-sign-in.tsx) */}
        {(a) => <input {...a} name="email" type="email" autoComplete="username webauthn" required />}
      </Field>
      <Field label="Password" required>
        {(a) => <input {...a} name="password" type="password" autoComplete="current-password" required />}
      </Field>
      <Button type="submit" variant="primary" busy={busy} className="auth__submit">Sign in</Button>
    </form>
  );
}
