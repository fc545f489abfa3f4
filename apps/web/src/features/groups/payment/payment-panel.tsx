import { priceWithFrequency } from '@portal/contract';
import { lazy, Suspense, useEffect } from 'react';
import { errorText, isNotYours } from '../model/error-text.ts';
import { ErrorState, Skeleton } from '../../../shared/ui/panels.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { formatAmount } from '../../../lib/format-money.ts';
import { usePaymentIntent } from './payment-api.ts';
import { TestCardForm } from './test-card-form.tsx';
import { useCompletePayment } from './use-complete-payment.ts';

// Stripe's code is fetched only for the stripe provider (DESIGN §3 payment adapter).
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

interface Props {
  userGroupId: string;
  title: string;
  /** The group's payment_frequency: a recurring price says what period it pays for. */
  frequency: string | null;
  onBusyChange: (busy: boolean) => void;
  onPaid: () => void;
}

/** The dialog's body: the intent's amount, then the card form of the provider it names. */
export function PaymentPanel({ userGroupId, title, frequency, onBusyChange, onPaid }: Props) {
  const intent = usePaymentIntent(userGroupId);
  const payment = useCompletePayment({ userGroupId, clientSecret: intent.data?.client_secret ?? '', title, onPaid });
  useEffect(() => onBusyChange(payment.isPending), [payment.isPending, onBusyChange]);

  if (intent.isPending) return <div className="pay-dialog__body"><Skeleton rows={2} label="Preparing the payment" /></div>;
  if (intent.isError) {
    // create-intent answers 404 for a user group that is no longer unpaid (paid in another tab)
    const nothingDue = isNotYours(intent.error);
    return (
      <div className="pay-dialog__body">
        <ErrorState title={nothingDue
          ? 'There is nothing to pay for this programme now. It may already be paid: reload the page to see.'
          : `The payment could not be prepared. ${errorText(intent.error)}`}
        onRetry={nothingDue ? undefined : () => void intent.refetch()} />
      </div>
    );
  }
  const { provider, publishable_key: key, client_secret: clientSecret, amount, currency } = intent.data;
  const amountText = formatAmount(amount, currency);
  return (
    <div className="pay-dialog__body">
      <p className="pay-dialog__amount">Amount due: <strong>{priceWithFrequency(amountText, frequency)}</strong></p>
      {provider === 'stripe' && key ? (
        <Suspense fallback={<Spinner label="Loading the secure card form" />}>
          <StripeCardForm publishableKey={key} clientSecret={clientSecret} amountText={amountText} payment={payment} />
        </Suspense>
      ) : provider === 'stripe' ? (
        <ErrorState title="Card payments are not set up yet. Please contact your coach." />
      ) : (
        <TestCardForm clientSecret={clientSecret} amountText={amountText} payment={payment} />
      )}
    </div>
  );
}
