import { errorText } from './model/error-text.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { EmptyState, ErrorState } from '../../shared/ui/panels.tsx';
import { useMemberGroups } from './api/groups-api.ts';
import { GroupCard } from './components/group-card.tsx';

/** /groups: the member's coaching groups (spec §2; issue 3 §4). */
export default function GroupsPage() {
  const user = useUser();
  const member = useMemberGroups(String(user.id));
  return (
    <section className="page" aria-labelledby="groups-title">
      <h1 id="groups-title" className="page__title">My Groups</h1>
      {member.isPending ? (
        <GroupsSkeleton />
      ) : member.isError ? (
        <ErrorState title={`We could not load your groups. ${errorText(member.error)}`} onRetry={() => void member.refetch()} />
      ) : member.data.groups.length === 0 ? (
        <EmptyState title="You are not in a coaching group yet.">
          <p>When your coach adds you to a group, it appears here with its lessons and meetings.</p>
        </EmptyState>
      ) : (
        <ul className="group-grid">
          {member.data.groups.map((group) => (
            <li key={group.user_group_id}><GroupCard group={group} /></li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Card-shaped placeholders while the groups load. */
function GroupsSkeleton() {
  return (
    <div className="group-grid" role="status" aria-busy="true">
      <span className="visually-hidden">Loading your groups</span>
      {[0, 1].map((i) => (
        <div key={i} className="card group-card group-card--skeleton" aria-hidden="true">
          <div className="skeleton__row card__image" />
          <div className="skeleton__row" />
        </div>
      ))}
    </div>
  );
}
