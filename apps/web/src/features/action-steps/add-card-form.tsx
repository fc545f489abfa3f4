import { CARD_DESCRIPTION_MAX, CARD_TITLE_MAX, zOptionalText, zRequiredText, type Board } from '@portal/contract';
import { z } from 'zod';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useAddCard, type FocusKey } from './plan-api.ts';

const CardFields = z.object({ title: zRequiredText(CARD_TITLE_MAX, 'Title'), description: zOptionalText(CARD_DESCRIPTION_MAX) });
const SHOWN = ['title', 'description'] as const;

/** spec §7 implementations/add: a new card, last in 'to do'. */
export function AddCardForm({ focus, board, onDone }: { focus: FocusKey; board: Board; onDone: () => void }) {
  const form = useCheckedForm(CardFields);
  const add = useAddCard(focus, board, () => { form.succeeded(); notifySuccess('The card was added to the to do column'); onDone(); },
    (error) => form.failed(error, SHOWN));
  return (
    <form onSubmit={form.submitWith((f) => add.mutate(f))} noValidate className="stack">
      <Field label="Title" error={form.errors.title} required>
        {(a) => <input {...a} name="title" required maxLength={CARD_TITLE_MAX} />}
      </Field>
      <Field label="Description" error={form.errors.description} hint="Optional">
        {(a) => <textarea {...a} name="description" rows={3} maxLength={CARD_DESCRIPTION_MAX} />}
      </Field>
      <Button type="submit" variant="primary" busy={add.isPending} busyLabel="saving">Add card</Button>
    </form>
  );
}
