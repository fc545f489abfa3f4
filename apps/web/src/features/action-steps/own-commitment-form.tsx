import { CARD_DESCRIPTION_MAX, CARD_TITLE_MAX, MESSAGES, PLAN_MESSAGES, zOptionalText, zRequiredText, type Commitment } from '@portal/contract';
import { z } from 'zod';
import { notifySuccess } from '../../lib/toast.ts';
import { wallTimeToIso } from '../../lib/wall-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useAddCommitment, useEditCommitment } from './own-commitments-api.ts';

const Fields = z.object({
  title: zRequiredText(CARD_TITLE_MAX, 'Title'),
  description: zOptionalText(CARD_DESCRIPTION_MAX),
  deadline: z.string().optional(),
});
const SHOWN = ['title', 'description', 'deadline'] as const;

interface OwnCommitmentFormProps { task?: Commitment; zone: string; onDone: () => void }

/**
 * A commitment the client makes (title, description, an optional deadline typed in their zone) or
 * corrects (title and description: the deadline has its own form and §6 flag).
 */
export function OwnCommitmentForm({ task, zone, onDone }: OwnCommitmentFormProps) {
  const form = useCheckedForm(Fields);
  const handlers = (message: string) => ({
    onSuccess: () => { form.succeeded(); notifySuccess(message); onDone(); },
    onError: (error: unknown) => form.failed(error, SHOWN),
  });
  const add = useAddCommitment(handlers(PLAN_MESSAGES.commitmentAdded));
  // spec §8 'Task has been updated'
  const edit = useEditCommitment(handlers(MESSAGES.taskUpdated));
  const save = (f: z.output<typeof Fields>) => (task
    ? edit.mutate({ id: task.id, title: f.title, description: f.description })
    : add.mutate({ title: f.title, description: f.description, deadline: f.deadline ? wallTimeToIso(f.deadline, zone) : null }));
  return (
    <form onSubmit={form.submitWith(save)} noValidate className="stack" aria-label={task ? `Edit ${task.title}` : 'New commitment'}>
      <Field label="Title" error={form.errors.title} required>
        {(a) => <input {...a} name="title" required maxLength={CARD_TITLE_MAX} defaultValue={task?.title} />}
      </Field>
      <Field label="Description" error={form.errors.description} hint="Optional">
        {(a) => <textarea {...a} name="description" rows={3} maxLength={CARD_DESCRIPTION_MAX} defaultValue={task?.description} />}
      </Field>
      {!task && (
        <Field label="Deadline" error={form.errors.deadline} hint={`Optional, in your time zone (${zone}).`}>
          {(a) => <input {...a} name="deadline" type="datetime-local" />}
        </Field>
      )}
      <div className="form-actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" busy={add.isPending || edit.isPending} busyLabel="saving">{task ? 'Save' : 'Add commitment'}</Button>
      </div>
    </form>
  );
}
