import { User } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get } from '../http.ts';
import { useSession } from './session-context.ts';

// spec §3: the stored user is refreshed from the server, so a second device does not keep showing
// (and saving over) an old copy (issue 8 finding 10).

export const ownUserKey = ['students', 'me'] as const;

/** GET /api/v1/students/me: the caller's record as stored now, with its `updated_at`. */
export const fetchOwnUser = (signal?: AbortSignal) => get('/api/v1/students/me', { schema: User, signal });

/** Whether `fresh` should replace the stored user: a different version, never an older one. */
export function isNewerUser(fresh: User, stored: User): boolean {
  if (fresh.id !== stored.id || fresh.updated_at === undefined) return false;
  if (stored.updated_at === undefined) return true;
  return Date.parse(fresh.updated_at) > Date.parse(stored.updated_at);
}

/**
 * Reads the caller's record (`enabled` false: not yet; `always`: afresh on every mount) and stores
 * a newer one as pas-user.
 */
export function useOwnUser({ enabled = true, always = false }: { enabled?: boolean; always?: boolean } = {}) {
  const { user, updateUser } = useSession();
  const query = useQuery({
    enabled, queryKey: ownUserKey, queryFn: ({ signal }) => fetchOwnUser(signal), refetchOnMount: always ? 'always' : true,
  });
  const { data } = query;
  useEffect(() => {
    if (data && user && isNewerUser(data, user)) updateUser(data);
  }, [data, user, updateUser]);
  return query;
}
