import { PAYMENT_MESSAGES, TestConfirmBody, type FieldErrors } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { formValues, serverFieldErrors, validateForm } from '../../../lib/form-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { formatExpiry, formatInPlace, groupCardNumber } from './card-input-format.ts';
import { confirmTestCard } from './payment-api.ts';
import { paymentErrorText } from './payment-error.ts';
import type { useCompletePayment } from './use-complete-payment.ts';

interface Props {
  clientSecret: string;
  amountText: string;
  payment: ReturnType<typeof useCompletePayment>;
}

/** The built-in test provider's card form (DESIGN §3: used when no card provider keys are set). */
export function TestCardForm({ clientSecret, amountText, payment }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const failure = payment.error && !serverFieldErrors(payment.error) ? paymentErrorText(payment.error) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment.isPending) return; // one charge per click, however fast the clicks
    const checked = validateForm(TestConfirmBody, { ...formValues(event.currentTarget), client_secret: clientSecret });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    payment.mutate(async () => (await confirmTestCard(checked.data)).payment_id, {
      onError: (error) => setErrors(serverFieldErrors(error) ?? {}),
    });
  };

  return (
    <form className="card-form" onSubmit={onSubmit} noValidate aria-describedby="card-form-hint">
      <p id="card-form-hint" className="card-form__hint">{PAYMENT_MESSAGES.useTestCard}</p>
      <Field label="Card number" error={errors.card_number} required>
        {(control) => <input {...control} name="card_number" inputMode="numeric" autoComplete="cc-number"
          placeholder="4242 4242 4242 4242" maxLength={23} required
          onChange={(e) => formatInPlace(e.currentTarget, groupCardNumber)} />}
      </Field>
      <div className="card-form__row">
        <Field label="Expiry (MM/YY)" error={errors.exp} required>
          {(control) => <input {...control} name="exp" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY"
            maxLength={7} required onChange={(e) => formatInPlace(e.currentTarget, formatExpiry)} />}
        </Field>
        <Field label="CVC" error={errors.cvc} required>
          {(control) => <input {...control} name="cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} required />}
        </Field>
      </div>
      {failure && <p className="card-form__error" role="alert">{failure}</p>}
      <Button type="submit" variant="primary" busy={payment.isPending}>Pay {amountText}</Button>
    </form>
  );
}
