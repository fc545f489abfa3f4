import type { GroupSummary } from '../api/schemas.ts';
import './progress-bar.css';

type Statuses = Pick<GroupSummary, 'status' | 'group_status'>;

const GROUP_STATUS: Record<Statuses['group_status'], string> = {
  upcoming: 'Starting soon', running: 'Running', finished: 'Finished',
};

/** The programme's own state, and the member's when it says more (unpaid, completed; spec §3). */
export function StatusBadges({ status, group_status }: Statuses) {
  return (
    <p className="status-badges">
      <span className={`badge badge--${group_status}`}>{GROUP_STATUS[group_status]}</span>
      {status === 'unpaid' && <span className="badge badge--unpaid">Payment due</span>}
      {status === 'completed' && <span className="badge badge--completed">Completed</span>}
    </p>
  );
}
