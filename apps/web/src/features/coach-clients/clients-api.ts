import {
  ClientListReply, ClientOverview, CoachClient, COACH_CLIENT_MESSAGES, InviteClientReply, type ClientProgrammesBody,
} from '@portal/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientOverviewQuery } from '../../lib/client-overview.ts';
import { get, getForBlob, post } from '../../lib/http.ts';
import { HttpError } from '../../lib/http-error.ts';
import { SHARED_QUERY_KEYS } from '../../lib/query-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { apiQuery, type ListState } from './list-state.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

// The coach's client calls (docs/api.md "Coach: clients").
const API = '/api/v1/coach/clients';
export const clientKeys = {
  all: ['coach-clients'] as const,
  lists: ['coach-clients', 'list'] as const,
  list: (s: ListState) => ['coach-clients', 'list', apiQuery(s)] as const,
  // shared with the pages of the client's work (lib/client-overview.ts)
  client: SHARED_QUERY_KEYS.clientOverview,
};

/**
 * Who is behind changes as clients work: the list counts as fresh for a minute (not the 15 of
 * spec §7's client pages), so coming back to it shows the latest counts (the client's overview
 * does the same, lib/client-overview.ts).
 */
const FRESH_MS = 60_000;

/** One page of the list; while the next page, order or search loads, the previous stays on screen. */
export const useClientList = (s: ListState) =>
  useQuery({
    queryKey: clientKeys.list(s),
    queryFn: ({ signal }) => get(`${API}${apiQuery(s)}`, { schema: ClientListReply, signal }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });

/** The client's page; nothing is asked for an id that is not one. */
export const useClientOverview = (id: number | null) => useQuery(clientOverviewQuery(id));

/** The list as the filters have it (every page), saved as the server names it. */
export async function downloadClientsCsv(s: ListState): Promise<void> {
  const { blob, fileName } = await getForBlob(`${API}.csv${apiQuery(s, false)}`);
  saveBlob(blob, fileName ?? 'clients.csv');
}

/** A change to one client answers that client's row: it replaces the page's header, the lists read again. */
function useClientChange<B>(id: number, call: (body: B) => Promise<CoachClient>, done: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: call,
    onSuccess: (client) => {
      queryClient.setQueryData<ClientOverview>(clientKeys.client(id), (old) => (old ? { ...old, client } : old));
      notifySuccess(done);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists });
    },
    onError: notifyFailure,
  });
}

export const useSetProgrammes = (id: number) => useClientChange(id,
  (body: ClientProgrammesBody) => post(`${API}/${id}/programmes`, body, { schema: CoachClient }), COACH_CLIENT_MESSAGES.programmesSaved);

export const useDeactivate = (id: number) => useClientChange(id,
  () => post(`${API}/${id}/deactivate`, {}, { schema: CoachClient }), COACH_CLIENT_MESSAGES.deactivated);

export const useReactivate = (id: number) => useClientChange(id,
  () => post(`${API}/${id}/reactivate`, {}, { schema: CoachClient }), COACH_CLIENT_MESSAGES.reactivated);

/**
 * A new invitation link for a client still invited (the earlier link stops working); the reply
 * says where it went. A 422 means the client is no longer invited (they chose a password
 * meanwhile, or were deactivated): the page reads them again so its status and actions follow.
 */
export function useResendInvite(id: number) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: () => post(`${API}/${id}/invite`, {}, { schema: InviteClientReply }),
    onSuccess: (reply) => notifySuccess(reply.message),
    onError: (error) => {
      notifyFailure(error);
      if (error instanceof HttpError && error.status === 422) void queryClient.invalidateQueries({ queryKey: clientKeys.client(id) });
    },
  });
}
