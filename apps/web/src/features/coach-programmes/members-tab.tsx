import { COACH_PROGRAMME_MESSAGES as M, type CoachGroup, type CoachMember } from '@portal/contract';
import { useState } from 'react';
import { formatInZone, DATE_ONLY, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useGroupAccess, useLessonAccess, useLessons, useMemberPayment, useMembers, useRemoveMember } from './api.ts';
import { blocksText, WhoCanOpenSummary } from './who-can-open.tsx';
import { AddMember, groupPrice } from './add-member.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';

const STATUS: Record<CoachMember['status'], string> = { active: 'Active', unpaid: 'Payment due', completed: 'Completed' };

/** Which lessons are open for one member: each box opens or closes that lesson for them alone. */
function MemberAccess({ groupId, member }: { groupId: number; member: CoachMember }) {
  const lessons = useLessons(groupId);
  const access = useLessonAccess(groupId, { onFailed: notifyFailure });
  const overview = useGroupAccess(groupId);
  const open = new Set(member.open_lesson_ids);
  // what the member's own page shows for each lesson, and why (who-can-open.tsx)
  const stateOf = (lessonId: number) => {
    const mine = overview.data?.find((l) => l.lesson_id === lessonId)?.members.find((m) => m.user_id === member.user_id);
    if (!mine) return null;
    return mine.can_open ? 'can open it now' : `cannot open it now: ${blocksText(mine)}`;
  };
  return (
    <QueryState query={lessons} rows={3} loading="Loading the lessons" failed="We could not load the lessons."
      isEmpty={(list) => list.length === 0} empty="This group has no lessons yet.">
      {(list) => (
        <fieldset className="cp-access">
          <legend>Lessons open for {member.first_name} {member.last_name}</legend>
          {list.map((l) => (
            <label key={l.id} className="checkbox">
              <input type="checkbox" checked={open.has(l.id)} disabled={access.isPending}
                onChange={(e) => access.mutate({ lessonId: l.id, open: e.currentTarget.checked, userId: member.user_id })} />
              <span>
                {l.lesson_order}. {l.title}{l.published ? '' : ' (draft)'}
                {stateOf(l.id) && <span className="cp-muted cp-access__state"> — {stateOf(l.id)}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </QueryState>
  );
}

/** Every lesson of the group with who can open it now and why the others cannot. */
function LessonsWhoCanOpen({ groupId }: { groupId: number }) {
  const overview = useGroupAccess(groupId);
  if (!overview.data?.length || !overview.data[0]!.members.length) return null;
  return (
    <section aria-labelledby="cp-who-lessons-title">
      <h2 id="cp-who-lessons-title">Who can open each lesson</h2>
      <ul className="cp-who__list">
        {overview.data.map((l) => (
          <li key={l.lesson_id} className="card">
            <h3 className="cp-lesson__title">{l.lesson_order}. {l.title}{l.published ? '' : ' (draft)'}</h3>
            <WhoCanOpenSummary groupId={groupId} lessonId={l.lesson_id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Members tab: who is in the group, their payment and progress; add a client, remove, mark paid, per-member access. */
export function MembersTab({ group }: { group: CoachGroup }) {
  const members = useMembers(group.id);
  const zone = userTimeZone(useUser());
  const [accessFor, setAccessFor] = useState<number | null>(null);
  const [removing, setRemoving] = useState<CoachMember | null>(null);
  const remove = useRemoveMember(group.id, { onDone: () => { notifySuccess(M.memberRemoved); setRemoving(null); }, onFailed: notifyFailure });
  const [markingDue, setMarkingDue] = useState<CoachMember | null>(null);
  const markPayment = useMemberPayment(group.id, {
    onDone: ({ paid }) => { notifySuccess(paid ? M.markedPaid : M.markedPaymentDue); setMarkingDue(null); },
    onFailed: notifyFailure,
  });
  const priced = (m: CoachMember) => Number(m.price ?? 0) > 0;
  const busyFor = (m: CoachMember) => markPayment.isPending && markPayment.variables?.userId === m.user_id;
  const shown = members.data?.find((m) => m.user_id === accessFor) ?? null;
  const payment = (m: CoachMember) => {
    if (m.paid_at) return `Paid on ${formatInZone(m.paid_at, zone, DATE_ONLY)}${m.payment_reference ? ` (${m.payment_reference})` : ''}`;
    if (m.status === 'unpaid') return null;
    return priced(m) ? 'No payment recorded' : 'Free';
  };
  return (
    <div className="stack">
      <AddMember group={group} />
      <section aria-labelledby="cp-members-title">
        <h2 id="cp-members-title">Members</h2>
        <QueryState query={members} loading="Loading the members" failed="We could not load the members."
          isEmpty={(list) => list.length === 0} empty="Nobody is in this group yet." emptyDetail={<p>Add your clients above.</p>}>
          {(list) => (
            <ul className="cp-members" aria-label="Members">
              {list.map((m) => (
                <li key={m.user_id} className="card cp-member">
                  <h3 className="cp-member__name">{m.first_name} {m.last_name}</h3>
                  <p className="cp-muted">{m.email}</p>
                  <p className="cp-member__facts">
                    <span className="badge">{STATUS[m.status]}</span>
                    {payment(m) && <span>{payment(m)}</span>}
                    <span>{m.lessons_done} of {m.lessons_total} lessons done</span>
                    <span>{m.open_lesson_ids.length} open</span>
                  </p>
                  <div className="form-actions">
                    <Button onClick={() => setAccessFor(m.user_id)}>Lesson access<span className="visually-hidden"> for {m.first_name} {m.last_name}</span></Button>
                    {/* a client who paid outside the portal (bank transfer, cash) is marked paid by hand */}
                    {(m.status === 'unpaid' || (m.paid_at === null && priced(m))) && (
                      <Button busy={busyFor(m) && markPayment.variables?.paid === true} disabled={markPayment.isPending}
                        onClick={() => markPayment.mutate({ userId: m.user_id, paid: true })}>
                        Mark as paid<span className="visually-hidden"> {m.first_name} {m.last_name}</span>
                      </Button>
                    )}
                    {/* a card payment made in the portal is the provider's record and stays */}
                    {m.status !== 'unpaid' && m.payment_reference === null && priced(m) && (
                      <Button variant="link" disabled={markPayment.isPending} onClick={() => setMarkingDue(m)}>
                        Mark as payment due<span className="visually-hidden"> {m.first_name} {m.last_name}</span>
                      </Button>
                    )}
                    {/* a member who has paid stays (the payment is theirs to keep on record) */}
                    {m.paid_at === null && (
                      <Button variant="link" onClick={() => setRemoving(m)}>Remove<span className="visually-hidden"> {m.first_name} {m.last_name}</span></Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <LessonsWhoCanOpen groupId={group.id} />
      <Modal open={shown !== null} title={shown ? `Lesson access: ${shown.first_name} ${shown.last_name}` : 'Lesson access'} onClose={() => setAccessFor(null)}>
        {shown && <MemberAccess groupId={group.id} member={shown} />}
      </Modal>
      <ConfirmDialog open={markingDue !== null} title="Mark as payment due?" keepLabel="Keep as paid" confirmLabel="Mark as payment due"
        busy={markPayment.isPending} onConfirm={() => { if (markingDue) markPayment.mutate({ userId: markingDue.user_id, paid: false }); }}
        onCancel={() => setMarkingDue(null)}>
        <p>
          <strong>{markingDue?.first_name} {markingDue?.last_name}</strong> is asked to pay {groupPrice({ ...group, price: markingDue?.price ?? group.price })} in the portal. Until they
          have paid, only the free lessons of {group.title} open for them.
        </p>
      </ConfirmDialog>
      <ConfirmDialog open={removing !== null} title="Remove this member?" keepLabel="Keep the member" confirmLabel="Remove member"
        busy={remove.isPending} onConfirm={() => { if (removing) remove.mutate(removing.user_id); }} onCancel={() => setRemoving(null)}>
        <p><strong>{removing?.first_name} {removing?.last_name}</strong> leaves {group.title}, with their steps, profit impact and notes on its lessons. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
