import { CreateIntentReply, TestConfirmReply, type StudentPaidBody, type TestConfirmBody } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { post, request } from '../../../lib/http.ts';
import { StudentPaidEnvelope } from './payment-confirmed.ts';

/**
 * spec §7 POST /integrations/stripe/create-intent: the amount comes from the user group on the
 * server. Asked afresh each time the dialog opens; never cached.
 */
export function usePaymentIntent(userGroupId: string) {
  return useQuery({
    queryKey: ['payment-intent', userGroupId],
    queryFn: () => post('/integrations/stripe/create-intent', { user_group_id: Number(userGroupId) }, { schema: CreateIntentReply }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The built-in test provider (DESIGN §3): 4242… is accepted, 4000 0000 0000 0002 declined (402). */
export const confirmTestCard = (body: TestConfirmBody) =>
  post('/integrations/test-provider/confirm', body, { schema: TestConfirmReply });

/** spec §7 POST /api/v1/users/studentpaid/: the whole envelope, since spec §4 judges its status. */
export const reportStudentPaid = (body: StudentPaidBody) =>
  request('POST', '/api/v1/users/studentpaid/', { body, envelope: false, schema: StudentPaidEnvelope });
