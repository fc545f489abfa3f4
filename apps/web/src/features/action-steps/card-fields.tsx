import { CARD_DESCRIPTION_MAX, CARD_TITLE_MAX, zOptionalText, zRequiredText, type Board, type BoardCard, type FieldErrors } from '@portal/contract';
import { z } from 'zod';
import { wallTimeIn, wallTimeToIso } from '../../lib/wall-time.ts';
import { Field } from '../../shared/ui/field.tsx';

/** What the add and edit forms of a card check before sending; `due_at` is the datetime-local value. */
export const CardFields = z.object({
  title: zRequiredText(CARD_TITLE_MAX, 'Title'),
  description: zOptionalText(CARD_DESCRIPTION_MAX),
  due_at: z.string().optional(),
});
export type CardFieldValues = z.output<typeof CardFields>;
export const CARD_FIELD_NAMES = ['title', 'description', 'due_at'] as const;

/** The instant of a wall time typed in the user's own zone (spec §8: times are the user's); empty: none. */
export const dueFrom = (local: string | undefined, zone: string): string | null => (local ? wallTimeToIso(local, zone) : null);

interface CardInputsProps { board: Board; zone: string; errors: FieldErrors; card?: BoardCard }

/** Title, description and, on the reminders board, an optional date and time in the user's zone. */
export function CardInputs({ board, zone, errors, card }: CardInputsProps) {
  return (
    <>
      <Field label="Title" error={errors.title} required>
        {(a) => <input {...a} name="title" required maxLength={CARD_TITLE_MAX} defaultValue={card?.title} />}
      </Field>
      <Field label="Description" error={errors.description} hint="Optional">
        {(a) => <textarea {...a} name="description" rows={3} maxLength={CARD_DESCRIPTION_MAX} defaultValue={card?.description} />}
      </Field>
      {board === 'reminders' && (
        <Field label="Date and time" error={errors.due_at} hint={`Optional, in your time zone (${zone}). Leave it empty for none.`}>
          {(a) => <input {...a} name="due_at" type="datetime-local" defaultValue={wallTimeIn(card?.due_at ?? null, zone)} />}
        </Field>
      )}
    </>
  );
}
