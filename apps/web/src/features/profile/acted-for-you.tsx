import { useQuery } from '@tanstack/react-query';
import type { AccessLogEntry } from '@portal/contract';
import { formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { accessLogKey, fetchAccessLog } from './profile-api.ts';

// Issue 22 "Who acted for me" (DESIGN §7): beside the sessions, every time a coach or admin signed
// in as the client with a sign-in link they made, and every export of the client's data they made.

function what(e: AccessLogEntry, zone: string): string {
  if (e.action === 'export') return 'made a copy of your data (an export)';
  return `signed in as you with a sign-in link made at ${formatInZone(e.issued_at, zone)}`;
}

export function ActedForYou() {
  const zone = userTimeZone(useUser());
  const log = useQuery({ queryKey: accessLogKey, queryFn: fetchAccessLog });
  return (
    <section className="card" aria-labelledby="acted-title">
      <h2 id="acted-title">Who acted for you</h2>
      <p className="profile__note">When your coach or an administrator signs in as you or exports your data, it shows here.</p>
      <QueryState query={log} rows={2} loading="Loading who acted for you" failed="We could not load who acted for you."
        isEmpty={(list) => list.length === 0} empty="Nobody has signed in as you or exported your data.">
        {(list) => (
          <ul className="sessions">
            {list.map((e) => (
              <li key={e.id} className="sessions__item">
                <p className="sessions__browser">{e.actor_name} <span className="sessions__meta">({e.actor_role})</span></p>
                <p className="sessions__meta">{what(e, zone)}</p>
                <p className="sessions__meta"><time dateTime={e.at}>{formatInZone(e.at, zone)}</time></p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
