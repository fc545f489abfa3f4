import { ADMIN_MESSAGES, ADMIN_ROLE_ID, type StaffMember } from '@portal/contract';
import { useState } from 'react';
import { DATE_TIME_WITH_ZONE, formatInZone, userTimeZone } from '../../../lib/format-date.ts';
import { useUser } from '../../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useChangeStaff } from '../admin-api.ts';
import { SignInLink } from './sign-in-link.tsx';

const ROLE_NAME = { 1: 'Admin', 2: 'Coach' } as const;
const STATUS_TEXT: Record<StaffMember['status'], string> = {
  active: 'Active',
  invited: 'Invited: has not signed in yet',
  deactivated: 'Deactivated: cannot sign in',
};

/** One coach or admin: their facts, role, status and sign-in link. Nobody changes their own role or status. */
export function StaffCard({ member }: { member: StaffMember }) {
  const zone = userTimeZone(useUser());
  const name = `${member.first_name} ${member.last_name}`;
  const [role, setRole] = useState<1 | 2>(member.role_id);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeStaff({
    onDone: (updated) => {
      setConfirming(false);
      setRole(updated.role_id);
      notifySuccess(updated.status !== member.status
        ? (updated.status === 'deactivated' ? ADMIN_MESSAGES.deactivated : ADMIN_MESSAGES.reactivated)
        : ADMIN_MESSAGES.roleChanged);
    },
    onFailed: (error) => {
      setConfirming(false);
      setRole(member.role_id);
      notifyFailure(error);
    },
  });
  const deactivated = member.status === 'deactivated';
  const titleId = `staff-${member.id}-name`;

  return (
    <article className="card" aria-labelledby={titleId}>
      <h3 id={titleId} className="staff-card__name">{name}{member.is_you && ' (you)'}</h3>
      <p className="staff-card__email">{member.email}</p>
      <dl className="staff-card__facts">
        <div><dt>Role</dt><dd>{ROLE_NAME[member.role_id]}</dd></div>
        <div><dt>Status</dt><dd>{STATUS_TEXT[member.status]}</dd></div>
        <div><dt>Clients</dt><dd>{member.client_count}</dd></div>
        <div>
          <dt>Last seen</dt>
          <dd>{member.last_seen_at ? <time dateTime={member.last_seen_at}>{formatInZone(member.last_seen_at, zone, DATE_TIME_WITH_ZONE)}</time> : 'Never'}</dd>
        </div>
      </dl>
      {member.is_you ? (
        <p className="team__note">Your own role and status are changed by another admin.</p>
      ) : (
        <>
          <div className="staff-card__role">
            <Field label={`Role of ${name}`}>
              {(a) => (
                <select {...a} value={role} onChange={(e) => setRole(Number(e.target.value) as 1 | 2)}>
                  <option value={2}>Coach</option>
                  <option value={ADMIN_ROLE_ID}>Admin</option>
                </select>
              )}
            </Field>
            <Button disabled={role === member.role_id} busy={change.isPending && role !== member.role_id} aria-label={`Change role of ${name}`}
              onClick={() => change.mutate({ id: member.id, action: 'role', roleId: role })}>
              Change role
            </Button>
          </div>
          <div className="form-actions">
            {!deactivated && <SignInLink member={member} />}
            <Button onClick={() => setConfirming(true)} aria-label={`${deactivated ? 'Reactivate' : 'Deactivate'} ${name}`}>
              {deactivated ? 'Reactivate' : 'Deactivate'}
            </Button>
          </div>
        </>
      )}
      <Modal open={confirming} title={`${deactivated ? 'Reactivate' : 'Deactivate'} ${name}?`} onClose={() => setConfirming(false)}>
        <p>
          {deactivated
            ? `${name} can sign in again. Their earlier sessions stay ended.`
            : `${name} is signed out everywhere at once and cannot sign in until an admin reactivates them. Their clients and data stay as they are.`}
        </p>
        <div className="form-actions">
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="primary" busy={change.isPending}
            onClick={() => change.mutate({ id: member.id, action: deactivated ? 'reactivate' : 'deactivate' })}>
            {deactivated ? 'Reactivate' : 'Deactivate'}
          </Button>
        </div>
      </Modal>
    </article>
  );
}
