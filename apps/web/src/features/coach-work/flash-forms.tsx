import {
  FLASH_AREA_NAME_MAX, FLASH_CONTENT_MAX, FLASH_DESCRIPTION_MAX, FLASH_TITLE_MAX, FlashAreaBody, FlashLessonBody,
  type CoachFlashArea, type CoachFlashLesson,
} from '@portal/contract';
import { z } from 'zod';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { RichTextField } from '../../shared/ui/rich-text-field.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';

/** The lesson form's checklist is a text area, one item a line; blank lines are left out. */
const LessonFormBody = FlashLessonBody.extend({
  items: z.string().optional().transform((text) => (text ?? '').split('\n').map((l) => l.trim()).filter(Boolean)).pipe(FlashLessonBody.shape.items.unwrap()),
});

interface FormProps<T, B> { value: T | null; busy: boolean; onSave: (body: B) => Promise<unknown>; onCancel?: () => void }

function Actions({ busy, onCancel, submitLabel }: { busy: boolean; onCancel?: () => void; submitLabel: string }) {
  return (
    <div className="form-actions">
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      <Button type="submit" variant="primary" busy={busy} busyLabel="saving">{submitLabel}</Button>
    </div>
  );
}

/** A lesson of a focus area: title, rich-text content and checklist items (one per line). */
export function LessonForm({ value, busy, onSave, onCancel }: FormProps<CoachFlashLesson, z.output<typeof FlashLessonBody>>) {
  const form = useCheckedForm(LessonFormBody);
  const e = form.errors;
  const submit = form.submitWith((body) => {
    onSave(body).then(() => form.succeeded({ reset: !value }), (error: unknown) => form.failed(error, ['title', 'content', 'items']));
  });
  return (
    <form className="cw-form" noValidate onSubmit={submit} aria-label={value ? `Change ${value.title}` : 'New lesson'}>
      <Field label="Title" required error={e.title}>{(a) => <input {...a} name="title" required maxLength={FLASH_TITLE_MAX} defaultValue={value?.title ?? ''} />}</Field>
      <RichTextField label="Content" name="content" defaultValue={value?.content_html ?? ''} maxLength={FLASH_CONTENT_MAX} error={e.content} />
      <Field label="Checklist items" error={e.items} hint="One item a line.">
        {(a) => <textarea {...a} name="items" rows={3} defaultValue={value?.items.map((i) => i.label).join('\n') ?? ''} />}
      </Field>
      <Actions busy={busy} onCancel={onCancel} submitLabel={value ? 'Save' : 'Add lesson'} />
    </form>
  );
}

/** A focus area's name and description. */
export function AreaForm({ value, busy, onSave, onCancel }: FormProps<CoachFlashArea, z.output<typeof FlashAreaBody>>) {
  const form = useCheckedForm(FlashAreaBody);
  const e = form.errors;
  const submit = form.submitWith((body) => {
    onSave(body).then(() => form.succeeded({ reset: !value }), (error: unknown) => form.failed(error, ['name', 'description']));
  });
  return (
    <form className="cw-form" noValidate onSubmit={submit} aria-label={value ? `Change ${value.name}` : 'New focus area'}>
      <div className="cw-form__grid">
        <Field label="Focus area" required error={e.name}>{(a) => <input {...a} name="name" required maxLength={FLASH_AREA_NAME_MAX} defaultValue={value?.name ?? ''} />}</Field>
        <Field label="Description" error={e.description}>
          {(a) => <textarea {...a} name="description" rows={2} maxLength={FLASH_DESCRIPTION_MAX} defaultValue={value?.description ?? ''} />}
        </Field>
      </div>
      <Actions busy={busy} onCancel={onCancel} submitLabel={value ? 'Save' : 'Add focus area'} />
    </form>
  );
}
