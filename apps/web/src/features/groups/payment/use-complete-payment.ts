import { PAYMENT_MESSAGES } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { notifySuccess } from '../../../lib/toast.ts';
import { groupsKeys } from '../api/query-keys.ts';
import { reportStudentPaid } from './payment-api.ts';
import { isPaymentConfirmed } from './payment-confirmed.ts';
import { useActionMutation } from '../../../lib/use-action-mutation.ts';

/** Confirms the card with the provider and resolves to the provider's payment id. */
export type ConfirmCard = () => Promise<string>;

interface Options { userGroupId: string; clientSecret: string; title: string; onPaid: () => void }

/**
 * The provider-independent half of a payment: after the card is confirmed, tell the portal
 * (studentpaid) and count it as paid only under spec §4's rule. A card the provider already took is
 * not charged again when only the studentpaid call failed and the member tries once more.
 */
export function useCompletePayment({ userGroupId, clientSecret, title, onPaid }: Options) {
  const queryClient = useQueryClient();
  const confirmedId = useRef<string | null>(null);
  return useActionMutation({
    mutationFn: async (confirmCard: ConfirmCard) => {
      const paymentId = confirmedId.current ?? await confirmCard();
      confirmedId.current = paymentId;
      const reply = await reportStudentPaid({
        user_group_id: Number(userGroupId), payment_id: paymentId, client_secret: clientSecret, successful: true,
      });
      if (!isPaymentConfirmed(reply)) {
        confirmedId.current = null;
        throw new Error(reply.data.message || PAYMENT_MESSAGES.notPaid);
      }
      return reply.data;
    },
    onSuccess: async () => {
      notifySuccess(`Payment received. Your lessons in ${title} are open.`);
      onPaid();
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
    },
  });
}
