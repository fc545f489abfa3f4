import { taskAssigned, type Commitment, type PlanAccessReply, type TeamMember } from '@portal/contract';
import { useState } from 'react';
import { formatInZone } from '../../lib/format-date.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { TASK_COLUMNS } from './task-columns.ts';
import { downloadTask, useAssign } from './plan-api.ts';

export type Flags = Pick<PlanAccessReply, 'allowEditResponsibility' | 'allowEditDeadline' | 'allowAddTeamMember'>;

interface CommitmentCardProps {
  task: Commitment;
  team: TeamMember[];
  flags: Flags;
  zone: string;
  onStatus: (task: Commitment, status: number) => void;
  onDeadline: (task: Commitment) => void;
  onShare: (task: Commitment) => void;
  /** Only on a commitment the client made (docs/domain.md "Who may change what"). */
  onEdit: (task: Commitment) => void;
  onDelete: (task: Commitment) => void;
}

const fullName = (m: TeamMember) => `${m.first_name} ${m.last_name}`;

/** One commitment (spec §3 Commitment/task) with the controls the §6 flags allow. */
export function CommitmentCard({ task, team, flags, zone, onStatus, onDeadline, onShare, onEdit, onDelete }: CommitmentCardProps) {
  const mine = task.created_by === task.user_id;
  const [downloading, setDownloading] = useState(false);
  const assign = useAssign({ onSuccess: (m) => notifySuccess(taskAssigned(m.first_name, m.last_name)), onError: notifyFailure });
  const titleId = `task-${task.id}-title`;
  const download = () => {
    setDownloading(true);
    downloadTask(task.id, task.file_name ?? `${task.title}.pdf`).catch(notifyFailure).finally(() => setDownloading(false));
  };
  return (
    <article className={`task-card${task.overdue ? ' task-card--overdue' : ''}`} aria-labelledby={titleId} data-task-id={task.id}>
      <h3 id={titleId} className="task-card__title">{task.title}</h3>
      {/* spec §4: overdue stands out by words and a mark as well as colour */}
      {task.overdue && <p className="task-card__overdue"><span aria-hidden="true">⚠ </span>Overdue</p>}
      {task.description && <p className="task-card__description">{task.description}</p>}
      <dl className="task-card__facts">
        <div><dt>Deadline</dt><dd>{task.deadline ? formatInZone(task.deadline, zone) : 'None set'}</dd></div>
        {!flags.allowEditResponsibility && <div><dt>Responsible</dt><dd>{task.responsibility ? fullName(task.responsibility) : 'Nobody yet'}</dd></div>}
      </dl>
      <div className="task-card__controls">
        <label className="task-card__control">
          <span>Status</span>
          <select value={task.status} onChange={(e) => onStatus(task, Number(e.target.value))}>
            {TASK_COLUMNS.map((c) => <option key={c.status} value={c.status}>{c.label}</option>)}
          </select>
        </label>
        {flags.allowEditResponsibility && (
          <label className="task-card__control">
            <span>Responsible</span>
            <select value={task.responsibility?.id ?? ''} disabled={assign.isPending}
              onChange={(e) => assign.mutate({ id: task.id, team_member_id: Number(e.target.value) })}>
              {!task.responsibility && <option value="" disabled>Nobody yet</option>}
              {team.map((m) => <option key={m.id} value={m.id}>{fullName(m)}</option>)}
            </select>
          </label>
        )}
      </div>
      <div className="task-card__actions">
        {flags.allowEditDeadline && <Button variant="link" onClick={() => onDeadline(task)}>Change deadline</Button>}
        <Button variant="link" busy={downloading} onClick={download}>{task.file_name ? `Download ${task.file_name}` : 'Download as PDF'}</Button>
        <Button variant="link" onClick={() => onShare(task)}>Share with my coach</Button>
        {mine && <Button variant="link" onClick={() => onEdit(task)} aria-label={`Edit ${task.title}`}>Edit</Button>}
        {mine && <Button variant="link" onClick={() => onDelete(task)} aria-label={`Delete ${task.title}`}>Delete</Button>}
      </div>
    </article>
  );
}
