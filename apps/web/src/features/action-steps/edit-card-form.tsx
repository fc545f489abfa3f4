import { PLAN_MESSAGES, type Board, type BoardCard } from '@portal/contract';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { CARD_FIELD_NAMES, CardFields, CardInputs, dueFrom, type CardFieldValues } from './card-fields.tsx';
import { useUpdateCard, type FocusKey } from './plan-api.ts';

interface EditCardFormProps { focus: FocusKey; board: Board; card: BoardCard; zone: string; onDone: () => void }

/** A card the client made: its text and, for a reminder, its date and time; the column and place stay. */
export function EditCardForm({ focus, board, card, zone, onDone }: EditCardFormProps) {
  const form = useCheckedForm(CardFields);
  const update = useUpdateCard(focus, board, {
    onSuccess: () => { form.succeeded(); notifySuccess(PLAN_MESSAGES.cardSaved); onDone(); },
    onError: (error) => form.failed(error, CARD_FIELD_NAMES),
  });
  const save = (f: CardFieldValues) => update.mutate({
    id: card.id, title: f.title, description: f.description,
    // an action step's due time is not on this form: it stays as it is
    due_at: board === 'reminders' ? dueFrom(f.due_at, zone) : card.due_at,
  });
  return (
    <form onSubmit={form.submitWith(save)} noValidate className="stack" aria-label={`Edit ${card.title}`}>
      <CardInputs board={board} zone={zone} errors={form.errors} card={card} />
      <div className="form-actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" busy={update.isPending} busyLabel="saving">Save</Button>
      </div>
    </form>
  );
}
