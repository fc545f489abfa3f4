import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { endOtherSessions, endSession, fetchSessions, sessionsKey } from './profile-api.ts';

/** DESIGN §7: a user can see their sessions and end any other one, or all of them. */
export function ActiveSessions() {
  const zone = userTimeZone(useUser());
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: fetchSessions });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended }) => {
      notifySuccess(ended === 1 ? 'Signed out 1 other session.' : `Signed out ${ended} other sessions.`);
      return queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: notifyFailure,
  });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      notifySuccess('Signed out that session.');
      return queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: notifyFailure,
  });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Active sessions</h2>
      <QueryState query={sessions} rows={2} loading="Loading your sessions" failed="We could not load your sessions.">
        {(list) => (
          <ul className="sessions">
            {list.map((s) => (
              <li key={s.id} className="sessions__item">
                <p className="sessions__browser">
                  {s.browser || 'Unknown browser'}
                  {s.current && <span className="badge badge--filled sessions__current">This device</span>}
                </p>
                <p className="sessions__meta">{[s.location, s.ip].filter(Boolean).join(' · ') || 'Location unknown'}</p>
                <p className="sessions__meta">
                  Last used <time dateTime={s.last_used_at}>{formatInZone(s.last_used_at, zone)}</time>
                </p>
                {!s.current && (
                  <Button onClick={() => endOne.mutate(s.id)} busy={endOne.isPending && endOne.variables === s.id}
                    aria-label={`Sign out ${s.browser || 'this session'}, last used ${formatInZone(s.last_used_at, zone)}`}>
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Button onClick={() => endOthers.mutate()} busy={endOthers.isPending} disabled={others === 0}>
        Sign out other sessions
      </Button>
    </section>
  );
}
