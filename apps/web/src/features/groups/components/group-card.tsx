import { Link } from 'react-router';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import type { GroupSummary } from '../api/schemas.ts';
import { computeProgress } from '../model/progress.ts';
import { PayNow } from '../payment/pay-now.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { StatusBadges } from './status-badge.tsx';
import './group-card.css';

/** One group on /groups (issue 3 §4): image, title, meets_on, progress, status, and 'Pay now' when unpaid. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const image = safeHttpUrl(group.group_img);
  const progress = computeProgress(group.completed_lessons, group.total_lessons);
  const to = `/groups/${group.id}/${group.user_group_id}`;
  return (
    <article className="card group-card">
      {image && <img className="card__image" src={image} alt="" loading="lazy" width={640} height={360} />}
      <div className="group-card__body">
        <h2 className="group-card__title"><Link to={to}>{group.title}</Link></h2>
        <StatusBadges status={group.status} group_status={group.group_status} />
        {group.meets_on && <p className="group-card__meets">Meets {group.meets_on}</p>}
        <ProgressBar progress={progress} label={`Progress in ${group.title}`} />
        <div className="form-actions">
          {group.status === 'unpaid' && <PayNow userGroupId={group.user_group_id} title={group.title} frequency={group.payment_frequency} />}
          <Link className="btn btn--default" to={to}>
            Open group<span className="visually-hidden">: {group.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
