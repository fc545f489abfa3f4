import { InviteClientReply, type InviteClientBody } from '@portal/contract';
import { post } from '../../lib/http.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

/** POST /api/v1/coach/clients/invite → 201 (issue 12). */
export function useInviteClient(onSent: (reply: InviteClientReply) => void, onFailed: (error: unknown) => void) {
  return useActionMutation({
    mutationFn: (body: InviteClientBody) => post('/api/v1/coach/clients/invite', body, { schema: InviteClientReply, expectStatus: 201 }),
    onSuccess: onSent,
    onError: onFailed,
  });
}
