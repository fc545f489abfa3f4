import type { Board } from '@portal/contract';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { CARD_FIELD_NAMES, CardFields, CardInputs, dueFrom } from './card-fields.tsx';
import { useAddCard, type FocusKey } from './plan-api.ts';

/** spec §7 implementations/add: a new card, last in 'to do'. */
export function AddCardForm({ focus, board, onDone }: { focus: FocusKey; board: Board; onDone: () => void }) {
  const zone = userTimeZone(useUser());
  const form = useCheckedForm(CardFields);
  const add = useAddCard(focus, board, () => { form.succeeded(); notifySuccess('The card was added to the to do column'); onDone(); },
    (error) => form.failed(error, CARD_FIELD_NAMES));
  return (
    <form onSubmit={form.submitWith((f) => add.mutate({ title: f.title, description: f.description, due_at: dueFrom(f.due_at, zone) }))} noValidate className="stack">
      <CardInputs board={board} zone={zone} errors={form.errors} />
      <Button type="submit" variant="primary" busy={add.isPending} busyLabel="saving">Add card</Button>
    </form>
  );
}
