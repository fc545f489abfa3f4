import { InviteClientReply, type InviteClientBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../lib/http.ts';

/** POST /api/v1/coach/clients/invite → 201 (issue 12). */
export function useInviteClient(onSent: (reply: InviteClientReply) => void, onFailed: (error: unknown) => void) {
  return useMutation({
    mutationFn: (body: InviteClientBody) => post('/api/v1/coach/clients/invite', body, { schema: InviteClientReply, expectStatus: 201 }),
    onSuccess: onSent,
    onError: onFailed,
  });
}
