import {
  CoachTicketPage, CoachTicketThread, TicketReplyResult, TicketStatusReply, type TicketFilter, type TicketStatus,
} from '@portal/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/http.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

const listKey = ['coach-tickets'] as const;
const threadKey = (id: string) => ['coach-ticket', id] as const;

/** GET /api/v1/coach/tickets: one page of the coach's clients' tickets with this status. */
export function useCoachTickets(status: TicketFilter, page: number) {
  return useQuery({
    queryKey: [...listKey, status, page],
    queryFn: () => get(`/api/v1/coach/tickets?status=${status}&page=${page}`, { schema: CoachTicketPage }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/coach/tickets/{id}: the ticket and its replies. */
export function useCoachTicket(id: string) {
  return useQuery({ queryKey: threadKey(id), queryFn: () => get(`/api/v1/coach/tickets/${id}`, { schema: CoachTicketThread }) });
}

function useRefreshTicket(id: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: threadKey(id) }),
    queryClient.invalidateQueries({ queryKey: listKey }),
  ]);
}

/** POST /api/v1/coach/tickets/{id}/reply → 201: the client is mailed. */
export function useCoachReply(id: string) {
  const refresh = useRefreshTicket(id);
  return useActionMutation({
    mutationFn: (body: string) => post(`/api/v1/coach/tickets/${id}/reply`, { body }, { schema: TicketReplyResult, expectStatus: 201 }),
    onSuccess: refresh,
  });
}

/** POST /api/v1/coach/tickets/{id}/status */
export function useSetTicketStatus(id: string) {
  const refresh = useRefreshTicket(id);
  return useActionMutation({
    mutationFn: (status: TicketStatus) => post(`/api/v1/coach/tickets/${id}/status`, { status }, { schema: TicketStatusReply }),
    onSuccess: refresh,
  });
}
