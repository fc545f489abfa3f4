import { Ticket, type TicketBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post } from '../../lib/http.ts';

const ticketsKey = ['tickets'] as const;

/** GET /api/v1/tickets: the user's own tickets. */
export function useTickets() {
  return useQuery({ queryKey: ticketsKey, queryFn: () => get('/api/v1/tickets', { schema: z.array(Ticket) }) });
}

/** POST /api/v1/tickets: spec §5, a ticket succeeds with status 201. The list is then stale. */
export function useCreateTicket(onCreated: () => void, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketBody) => post('/api/v1/tickets', body, { schema: Ticket, expectStatus: 201 }),
    onSuccess: () => {
      onCreated();
      return queryClient.invalidateQueries({ queryKey: ticketsKey });
    },
    onError: onFailed,
  });
}
