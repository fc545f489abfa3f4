import {
  COACH_PROGRAMME_MESSAGES as M, CoachLessonUpdateBody, LESSON_FULL_DESC_MAX, LESSON_SHORT_DESC_MAX, LESSON_TITLE_MAX,
  type CoachLessonDetail, type FieldErrors,
} from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid, reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useUpdateLesson } from './api.ts';
import { bodyOf } from './form-values.ts';
import { RichTextField } from '../../shared/ui/rich-text-field.tsx';
import { asksBeforePublishing, PublishDialog } from './publish-dialog.tsx';

const FIELDS = ['title', 'short_desc', 'full_desc', 'lesson_video', 'quiz_url'];

/** The lesson's content and state (spec §3 Lesson): checked like the server checks it, then saved. */
export function LessonForm({ groupId, lesson }: { groupId: number; lesson: CoachLessonDetail }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  // A save that publishes the lesson waits for the coach's choice: open it for every member too, or not.
  const [publishing, setPublishing] = useState<{ body: CoachLessonUpdateBody; form: HTMLFormElement } | null>(null);
  const update = useUpdateLesson(groupId, { onDone: () => { setPublishing(null); notifySuccess(M.lessonSaved); } });
  const save = (body: CoachLessonUpdateBody, form: HTMLFormElement) => update.mutate({ lessonId: lesson.id, body }, {
    onError: (error) => { setPublishing(null); setErrors(reportFormFailure(error, FIELDS)); focusFirstInvalid(form); },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateForm(CoachLessonUpdateBody, bodyOf(form, ['free_lesson', 'published']));
    if (!checked.ok) { setErrors(checked.errors); focusFirstInvalid(form); return; }
    setErrors({});
    if (checked.data.published && !lesson.published && asksBeforePublishing(lesson)) setPublishing({ body: checked.data, form });
    else save(checked.data, form);
  };
  return (
    <form className="cp-form card" noValidate onSubmit={submit} aria-labelledby="cp-lesson-form-title">
      <h2 id="cp-lesson-form-title">Content</h2>
      <Field label="Title" required error={errors.title}>
        {(a) => <input {...a} name="title" maxLength={LESSON_TITLE_MAX} required defaultValue={lesson.title} />}
      </Field>
      <Field label="Summary" error={errors.short_desc} hint="One or two sentences, shown in the lesson list (also while it is locked).">
        {(a) => <textarea {...a} name="short_desc" rows={3} maxLength={LESSON_SHORT_DESC_MAX} defaultValue={lesson.short_desc ?? ''} />}
      </Field>
      <RichTextField label="Lesson text" name="full_desc" defaultValue={lesson.full_desc ?? ''} maxLength={LESSON_FULL_DESC_MAX} error={errors.full_desc} />
      <div className="cp-form__grid">
        <Field label="Video address" error={errors.lesson_video} hint="A full web address (https://…).">
          {(a) => <input {...a} name="lesson_video" type="url" inputMode="url" defaultValue={lesson.lesson_video ?? ''} />}
        </Field>
        <Field label="Quiz address" error={errors.quiz_url} hint="A full web address (https://…).">
          {(a) => <input {...a} name="quiz_url" type="url" inputMode="url" defaultValue={lesson.quiz_url ?? ''} />}
        </Field>
      </div>
      <fieldset className="cp-form__flags">
        <legend>Access</legend>
        <label className="checkbox"><input type="checkbox" name="published" defaultChecked={lesson.published} /> Published (members see it in their list)</label>
        <label className="checkbox"><input type="checkbox" name="free_lesson" defaultChecked={lesson.free_lesson} /> Free lesson (open before the member has paid)</label>
      </fieldset>
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={update.isPending} busyLabel="saving">Save lesson</Button>
      </div>
      <PublishDialog lesson={publishing ? lesson : null} busy={update.isPending} onCancel={() => setPublishing(null)}
        onChoose={(openForAll) => { if (publishing) save({ ...publishing.body, ...(openForAll ? { open_for_all: true } : {}) }, publishing.form); }} />
    </form>
  );
}
