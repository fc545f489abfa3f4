import {
  MESSAGES, TASK_SHARE_MESSAGE_MAX, TEAM_NAME_MAX, TeamAddBody, taskDeadlineChanged, teamMemberAdded, zOptionalText,
  type Commitment,
} from '@portal/contract';
import { z } from 'zod';
import { SPEC_DATE_FORMAT, formatInZone } from '../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useAddTeamMember, useChangeDeadline, useShareTask } from './plan-api.ts';
import { wallTimeToIso } from '../../lib/wall-time.ts';

interface Done { onDone: () => void }

/** spec §7 team/add; §8 '{first} {last} has been successfully added to your team'. */
export function AddTeamMemberForm({ onDone }: Done) {
  const form = useCheckedForm(TeamAddBody);
  const add = useAddTeamMember({
    onSuccess: () => undefined,
    onError: (error) => form.failed(error, ['first_name', 'last_name']),
  });
  return (
    <form onSubmit={form.submitWith((f) => add.mutate(f, {
      onSuccess: () => { form.succeeded(); notifySuccess(teamMemberAdded(f.first_name, f.last_name)); onDone(); },
    }))} noValidate className="stack">
      <Field label="First name" error={form.errors.first_name} required>
        {(a) => <input {...a} name="first_name" required maxLength={TEAM_NAME_MAX} autoComplete="off" />}
      </Field>
      <Field label="Last name" error={form.errors.last_name} required>
        {(a) => <input {...a} name="last_name" required maxLength={TEAM_NAME_MAX} autoComplete="off" />}
      </Field>
      <Button type="submit" variant="primary" busy={add.isPending} busyLabel="saving">Add to my team</Button>
    </form>
  );
}

const DeadlineFields = z.object({ deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a date and a time.') });

/** spec §7 team/task/change/deadline: the time is typed in the user's zone; §8 the toast shows it formatted there. */
export function DeadlineForm({ task, zone, onDone }: Done & { task: Commitment; zone: string }) {
  const form = useCheckedForm(DeadlineFields);
  const change = useChangeDeadline({
    onSuccess: ({ deadline }) => { form.succeeded(); notifySuccess(taskDeadlineChanged(formatInZone(deadline, zone, SPEC_DATE_FORMAT))); onDone(); },
    onError: (error) => form.failed(error, ['deadline']),
  });
  return (
    <form onSubmit={form.submitWith((f) => change.mutate({ id: task.id, deadline: wallTimeToIso(f.deadline, zone) ?? f.deadline }))} noValidate className="stack">
      <p>{task.deadline ? `Now due ${formatInZone(task.deadline, zone)}.` : 'No deadline yet.'}</p>
      <Field label="New deadline" error={form.errors.deadline} hint={`Date and time in ${zone}`} required>
        {(a) => <input {...a} type="datetime-local" name="deadline" required />}
      </Field>
      <Button type="submit" variant="primary" busy={change.isPending} busyLabel="saving">Change deadline</Button>
    </form>
  );
}

const ShareFields = z.object({ message: zOptionalText(TASK_SHARE_MESSAGE_MAX) });

/** spec §7 task/share; §8 'Email sent successfully' / 'Unable to send email'. */
export function ShareTaskForm({ task, onDone }: Done & { task: Commitment }) {
  const form = useCheckedForm(ShareFields);
  const share = useShareTask({
    onSuccess: (message) => { form.succeeded(); notifySuccess(message || MESSAGES.emailSent); onDone(); },
    onError: () => notifyError(MESSAGES.unableToSendEmail),
  });
  return (
    <form onSubmit={form.submitWith((f) => share.mutate({ id: task.id, message: f.message ?? undefined }))} noValidate className="stack">
      <p>Your coach receives “{task.title}” with its status, who is responsible and its deadline by email.</p>
      <Field label="Message to your coach" error={form.errors.message} hint="Optional">
        {(a) => <textarea {...a} name="message" rows={3} maxLength={TASK_SHARE_MESSAGE_MAX} />}
      </Field>
      <Button type="submit" variant="primary" busy={share.isPending} busyLabel="sending">Send to my coach</Button>
    </form>
  );
}
