import { MESSAGES, PasswordCreateBody, type FieldErrors } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { focusFirstInvalid, formValues, reportFormFailure, validateForm } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { createPassword } from '../auth-api.ts';
import { AuthLayout } from '../auth-layout.tsx';
import { NewPasswordFields } from '../new-password-fields.tsx';

/** /reset/{token}: set a new password with the emailed link (spec §2, §7). */
export default function ResetPage() {
  const { token = '' } = useParams();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateForm(PasswordCreateBody, { ...formValues(form), token });
    if (!checked.ok) {
      // a malformed token is the link's fault, not a field the user can fix
      if (checked.errors.token) notifyError(MESSAGES.invalidResetLink);
      setErrors(checked.errors);
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      setDone((await createPassword(checked.data)).message);
    } catch (error) {
      // a bad token is reported in the toast: it has no field on this form
      setErrors(reportFormFailure(error, ['email', 'password', 'password_confirmation']));
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthLayout title="Password set">
        <p role="status" className="auth__status">{done}</p>
        <p><Link to="/login">Go to sign in</Link></p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Set a new password">
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <Field label="Email" required error={errors.email}>
          {(a) => <input {...a} name="email" type="email" autoComplete="username" required />}
        </Field>
        <NewPasswordFields errors={errors} />
        <Button type="submit" variant="primary" busy={busy} className="auth__submit">Set password</Button>
      </form>
      <p className="auth__row"><Link to="/login">Back to sign in</Link></p>
    </AuthLayout>
  );
}
