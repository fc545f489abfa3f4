import type { CoachGroupSummary } from '@portal/contract';
import { Link } from 'react-router';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useCoachGroups } from './api.ts';
import './coach-programmes.css';

const STATUS: Record<CoachGroupSummary['status'], string> = { upcoming: 'Upcoming', running: 'Running', finished: 'Finished' };
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function GroupItem({ group }: { group: CoachGroupSummary }) {
  const image = safeHttpUrl(group.group_img);
  return (
    <article className="card cp-group-card" aria-labelledby={`cp-group-${group.id}`}>
      {image ? <img className="card__image" src={image} alt="" loading="lazy" width={640} height={360} /> : <div className="card__image" aria-hidden="true" />}
      <div className="cp-group-card__body">
        <h2 id={`cp-group-${group.id}`} className="cp-group-card__title"><Link to={`/coach/groups/${group.id}`}>{group.title}</Link></h2>
        <p className="cp-group-card__facts">
          <span className="badge">{STATUS[group.status]}</span>
          {group.template && <span className="badge">Template</span>}
          {!group.active && <span className="badge">Inactive</span>}
        </p>
        {group.meets_on && <p className="cp-group-card__meets">Meets {group.meets_on}</p>}
        <p className="cp-group-card__counts">
          {plural(group.member_count, 'member', 'members')} · {plural(group.lesson_count, 'lesson', 'lessons')} ({group.published_count} published)
        </p>
      </div>
    </article>
  );
}

/** /coach/groups: the coach's groups with their counts (issue 12 Programmes). */
export default function CoachGroupsPage() {
  const groups = useCoachGroups();
  return (
    <section className="page" aria-labelledby="cp-groups-title">
      <div className="cp-page-head">
        <h1 id="cp-groups-title" className="page__title">Programmes</h1>
        <Link className="btn btn--primary" to="/coach/groups/new">New group</Link>
      </div>
      <QueryState query={groups} loading="Loading your groups" failed="We could not load your groups."
        isEmpty={(list) => list.length === 0} empty="You have no groups yet."
        emptyDetail={<p>Create a group, add its lessons and your clients, and open the lessons as the programme goes.</p>}>
        {(list) => (
          <ul className="cp-group-grid" aria-label="Groups">
            {list.map((g) => <li key={g.id}><GroupItem group={g} /></li>)}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
