import { MyTicketList, Ticket, TicketReplyResult, type TicketBody } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/http.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

const ticketsKey = ['tickets'] as const;

/** GET /api/v1/tickets/mine: the user's own tickets with their replies (issue 12). */
export function useTickets() {
  return useQuery({ queryKey: ticketsKey, queryFn: () => get('/api/v1/tickets/mine', { schema: MyTicketList }) });
}

/** POST /api/v1/tickets/{id}/reply → 201: the user answers on their own ticket; their coach is mailed. */
export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: string) => post(`/api/v1/tickets/${id}/reply`, { body }, { schema: TicketReplyResult, expectStatus: 201 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}

/** POST /api/v1/tickets: spec §5, a ticket succeeds with status 201. The list is then stale. */
export function useCreateTicket(onCreated: () => void, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: TicketBody) => post('/api/v1/tickets', body, { schema: Ticket, expectStatus: 201 }),
    onSuccess: () => {
      onCreated();
      return queryClient.invalidateQueries({ queryKey: ticketsKey });
    },
    onError: onFailed,
  });
}
