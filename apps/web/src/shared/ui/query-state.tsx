import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { extractMessage } from '../../lib/error-message.ts';
import { EmptyState, ErrorState, Skeleton } from './panels.tsx';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Announced while the skeleton shows, e.g. "Loading your tickets". */
  loading: string;
  rows?: number;
  /** The first words of the error panel, e.g. "We could not load your tickets."; the reason follows. */
  failed: string;
  /** The reason a failure gives (spec §8 message extraction unless told otherwise). */
  reason?: (error: unknown) => string;
  /** Data with nothing to show gets this empty panel (give `isEmpty` and `empty` together). */
  isEmpty?: (data: T) => boolean;
  empty?: string;
  /** More words under the empty panel's title. */
  emptyDetail?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One read on a page: a skeleton while it loads, an error with "Try again", an empty panel, or the data. */
export function QueryState<T>({ query, loading, rows = 3, failed, reason = extractMessage, isEmpty, empty, emptyDetail, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton rows={rows} label={loading} />;
  if (query.isError) return <ErrorState title={`${failed} ${reason(query.error)}`} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && isEmpty?.(query.data)) return <EmptyState title={empty}>{emptyDetail}</EmptyState>;
  return <>{children(query.data)}</>;
}
