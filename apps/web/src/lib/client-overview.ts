import { ClientOverview } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './http.ts';
import { SHARED_QUERY_KEYS } from './query-client.ts';

// A coach's overview of one client (GET /api/v1/coach/clients/{id}, docs/api.md "Coach: clients"):
// /coach/clients/{id} shows it, and the pages of the client's work (plan, schedule, files, timeline,
// flash coaching) take the client's name from it. One key for both, so coming from the client's
// page names them at once from the cache; opened directly, the read runs beside the page's own.

/**
 * Who is behind changes as clients work: the overview counts as fresh for a minute (not the 15 of
 * spec §7's client pages), so coming back to a client shows their latest counts.
 */
const FRESH_MS = 60_000;

/** The overview's read; nothing is asked for an id that is not one. */
export const clientOverviewQuery = (id: number | null) => queryOptions({
  queryKey: SHARED_QUERY_KEYS.clientOverview(id ?? 0),
  queryFn: () => get(`/api/v1/coach/clients/${id}`, { schema: ClientOverview }),
  enabled: id !== null && id > 0,
  staleTime: FRESH_MS,
});

const nameOf = (o: ClientOverview) => `${o.client.first_name} ${o.client.last_name}`.trim();

/** The client's full name, or null until it is known (or when the client is not the caller's). */
export function useClientName(id: number | null): string | null {
  return useQuery({ ...clientOverviewQuery(id), select: nameOf }).data ?? null;
}
