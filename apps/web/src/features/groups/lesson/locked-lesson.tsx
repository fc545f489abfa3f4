import { Link } from 'react-router';
import { PayNow } from '../payment/pay-now.tsx';

interface Props {
  title: string;
  reason: string;
  unpaid: boolean;
  groupTitle: string;
  /** The group's payment_frequency, shown with the amount due. */
  frequency: string | null;
  groupPath: string;
  userGroupId: string;
}

/** A locked lesson (spec §9: access other than 1): why, and the way back (issue 3 §4). */
export function LockedLesson({ title, reason, unpaid, groupTitle, frequency, groupPath, userGroupId }: Props) {
  return (
    <section className="page" aria-labelledby="lesson-title">
      <p className="breadcrumb"><Link to={groupPath}>{groupTitle}</Link></p>
      <h1 id="lesson-title" className="page__title">{title}</h1>
      <div className="panel locked-panel">
        <h2 className="panel__title">This lesson is locked</h2>
        <p>{reason}</p>
        <div className="form-actions">
          {unpaid && <PayNow userGroupId={userGroupId} title={groupTitle} frequency={frequency} />}
          <Link className="btn btn--default" to={groupPath}>Back to {groupTitle}</Link>
        </div>
      </div>
    </section>
  );
}
