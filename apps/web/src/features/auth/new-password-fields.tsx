import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldErrors } from '@portal/contract';
import { Field } from '../../shared/ui/field.tsx';

/** The new password and its confirmation, with the policy's hint: the reset and invitation pages. */
export function NewPasswordFields({ errors, label = 'New password' }: { errors: FieldErrors; label?: string }) {
  return (
    <>
      <Field label={label} required error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are strong and easy to remember; very common passwords are refused.`}>
        {(a) => <input {...a} name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} />}
      </Field>
      <Field label={`Confirm ${label.toLowerCase()}`} required error={errors.password_confirmation}>
        {(a) => <input {...a} name="password_confirmation" type="password" autoComplete="new-password" required />}
      </Field>
    </>
  );
}
