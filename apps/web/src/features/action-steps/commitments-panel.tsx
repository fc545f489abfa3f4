import { MESSAGES, PLAN_MESSAGES, type Commitment, type PlanAccessReply } from '@portal/contract';
import { useState } from 'react';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { failureText, notifyError, notifyFailure, notifySuccess, notifyUndoable } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { CommitmentCard } from './commitment-card.tsx';
import { AddTeamMemberForm, DeadlineForm, ShareTaskForm } from './commitment-forms.tsx';
import { OwnCommitmentForm } from './own-commitment-form.tsx';
import { useDeleteCommitment, useRestoreCommitment } from './own-commitments-api.ts';
import { useCommitments, useTaskStatus, useTeam } from './plan-api.ts';
import { TASK_COLUMNS } from './task-columns.ts';

type Open = { kind: 'team' | 'add' } | { kind: 'deadline' | 'share' | 'edit'; task: Commitment } | null;
const TITLES = {
  team: 'Add a team member', deadline: 'Change the deadline', share: 'Share with your coach', add: 'Add a commitment', edit: 'Edit the commitment',
} as const;

/** Commitments tab (spec §2): the client's tasks by status, their team, and the §6-allowed changes. */
export function CommitmentsPanel({ access }: { access: PlanAccessReply }) {
  const zone = userTimeZone(useUser());
  const tasks = useCommitments();
  const team = useTeam();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const status = useTaskStatus({ onSuccess: (r) => notifySuccess(r.message), onError: () => notifyError(MESSAGES.unableToUpdateCommitment) });
  const restore = useRestoreCommitment({ onSuccess: () => notifySuccess(PLAN_MESSAGES.restored), onError: notifyFailure });
  const remove = useDeleteCommitment({
    onSuccess: (task) => notifyUndoable(PLAN_MESSAGES.commitmentDeleted, () => restore.mutate({ id: task.id })),
    onError: (error) => notifyError(`The commitment could not be deleted and is back where it was. ${failureText(error)}`),
  });

  return (
    <div className="commitments">
      <div className="commitments__head">
        {access.allowAddTeamMember && <Button onClick={() => setOpen({ kind: 'team' })}>Add a team member</Button>}
        <Button variant="primary" onClick={() => setOpen({ kind: 'add' })}>Add a commitment</Button>
      </div>
      <QueryState query={tasks} loading="Loading your commitments" failed="We could not load your commitments."
        isEmpty={(list) => list.length === 0} empty="You have no commitments yet."
        emptyDetail={<p>The commitments you make, and those your coach sets with you, show here with who does them and by when.</p>}>
        {(list) => (
          <div className="commitments__columns">
            {TASK_COLUMNS.map((c) => {
              const inColumn = list.filter((t) => t.status === c.status);
              return (
                <section key={c.status} className="commitments__column" aria-labelledby={`tasks-${c.status}-title`}>
                  <h2 id={`tasks-${c.status}-title`} className="commitments__title">{c.label} ({inColumn.length})</h2>
                  {inColumn.length === 0 ? <p className="commitments__empty">Nothing here.</p> : (
                    <ul className="commitments__list">
                      {inColumn.map((t) => (
                        <li key={t.id}>
                          <CommitmentCard task={t} team={team.data ?? []} flags={access} zone={zone}
                            onStatus={(task, s) => status.mutate({ id: task.id, status: s })}
                            onDeadline={(task) => setOpen({ kind: 'deadline', task })}
                            onShare={(task) => setOpen({ kind: 'share', task })}
                            onEdit={(task) => setOpen({ kind: 'edit', task })} onDelete={(task) => remove.mutate(task)} />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
      <Modal open={open !== null} title={open ? TITLES[open.kind] : ''} onClose={close}>
        {open?.kind === 'team' && <AddTeamMemberForm onDone={close} />}
        {open?.kind === 'deadline' && <DeadlineForm key={open.task.id} task={open.task} zone={zone} onDone={close} />}
        {open?.kind === 'share' && <ShareTaskForm key={open.task.id} task={open.task} onDone={close} />}
        {open?.kind === 'add' && <OwnCommitmentForm zone={zone} onDone={close} />}
        {open?.kind === 'edit' && <OwnCommitmentForm key={open.task.id} task={open.task} zone={zone} onDone={close} />}
      </Modal>
    </div>
  );
}
