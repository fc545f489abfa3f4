import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { paymentErrorText } from './payment-error.ts';
import type { useCompletePayment } from './use-complete-payment.ts';

interface Props {
  publishableKey: string;
  clientSecret: string;
  amountText: string;
  payment: ReturnType<typeof useCompletePayment>;
}

/**
 * Stripe Elements (DESIGN §3), in its own chunk: Stripe.js is fetched only when create-intent
 * names the stripe provider with a publishable key. The CSP allows js.stripe.com only then.
 */
export default function StripeCardForm({ publishableKey, ...rest }: Props) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardForm {...rest} />
    </Elements>
  );
}

/** The card field inside Stripe's frame cannot see our CSS: hand it the theme's colours. */
function themedCardOptions(): StripeCardElementOptions {
  const css = getComputedStyle(document.documentElement);
  const color = (name: string) => css.getPropertyValue(name).trim() || undefined;
  return {
    hidePostalCode: true,
    style: {
      base: { color: color('--color-text'), fontSize: '16px', '::placeholder': { color: color('--color-muted') } },
      invalid: { color: color('--color-danger') },
    },
  };
}

function CardForm({ clientSecret, amountText, payment }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [options] = useState(themedCardOptions);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || payment.isPending) return;
    payment.mutate(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) throw new Error(result.error.message ?? 'Your card was not accepted.');
      if (result.paymentIntent.status !== 'succeeded') throw new Error('The payment has not succeeded.');
      return result.paymentIntent.id;
    });
  };

  return (
    <form className="card-form" onSubmit={onSubmit}>
      <div className="field">
        <span className="field__label" id="stripe-card-label">Card details</span>
        <div className="card-form__stripe" role="group" aria-labelledby="stripe-card-label">
          <CardElement options={options} />
        </div>
      </div>
      {payment.error && <p className="card-form__error" role="alert">{paymentErrorText(payment.error)}</p>}
      <Button type="submit" variant="primary" busy={payment.isPending} busyLabel="sending" disabled={!stripe}>Pay {amountText}</Button>
    </form>
  );
}
