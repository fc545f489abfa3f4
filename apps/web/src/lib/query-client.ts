import { CACHE_LIFETIME_MS } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http-error.ts';

/** spec §7: GET and GraphQL reads are cached for 15 minutes; writes invalidate what they change. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CACHE_LIFETIME_MS,
      gcTime: CACHE_LIFETIME_MS,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; one retry for network hiccups only.
      retry: (count, error) => count < 1 && !(error instanceof HttpError),
    },
    mutations: { retry: false },
  },
});

/**
 * Keys of reads one feature shows and another feature's writes change or reads too (features don't
 * import each other): the monthly tracker on /metrics counts the steps and commitments moved on
 * /action-steps; a coach's client overview (lib/client-overview.ts) is the client's page and names
 * the client on the pages of their work.
 */
export const SHARED_QUERY_KEYS = {
  monthlyTracker: ['tracker', 'monthly'],
  clientOverview: (id: number) => ['coach-clients', 'client', id],
} as const;
