import type { FieldErrors } from '@portal/contract';
import { Field } from './field.tsx';

/** First and last name of a person being added (an invited client, a referral), side by side when there is room. */
export function NameFields({ errors }: { errors: FieldErrors }) {
  return (
    <div className="name-fields">
      <Field label="First name" required error={errors.first_name}>
        {(a) => <input {...a} name="first_name" autoComplete="off" maxLength={100} required />}
      </Field>
      <Field label="Last name" required error={errors.last_name}>
        {(a) => <input {...a} name="last_name" autoComplete="off" maxLength={100} required />}
      </Field>
    </div>
  );
}
