import { COACH_PROGRAMME_MESSAGES as M, CoachLessonBody, LESSON_TITLE_MAX, type CoachLesson } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText, notifyError, notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useCreateLesson, useDeleteLesson, useLessonAccess, useLessons, useReorderLessons, useUpdateLesson } from './api.ts';
import { moveBy } from '../../shared/ui/sortable-order.ts';
import type { LessonActions } from './lesson-row.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { SortableLessons } from './sortable-lessons.tsx';
import { asksBeforePublishing, PublishDialog } from './publish-dialog.tsx';

/** A new lesson by its title; the editor opens for the rest. */
function NewLessonForm({ groupId }: { groupId: number }) {
  const navigate = useNavigate();
  const form = useCheckedForm(CoachLessonBody);
  const create = useCreateLesson(groupId, {
    onDone: (lesson) => {
      notifySuccess(M.lessonCreated);
      void navigate(`/coach/groups/${groupId}/lessons/${lesson.id}`);
    },
    onFailed: (error) => form.failed(error, ['title']),
  });
  return (
    <form className="cp-inline-form" noValidate aria-label="New lesson" onSubmit={form.submitWith((body) => create.mutate(body))}>
      <Field label="New lesson title" required error={form.errors.title}>
        {(a) => <input {...a} name="title" maxLength={LESSON_TITLE_MAX} required />}
      </Field>
      <Button type="submit" variant="primary" busy={create.isPending} busyLabel="saving">Add lesson</Button>
    </form>
  );
}

/** Lessons tab: the ordered list (drag, keyboard, buttons), publishing, opening for all, deleting. */
export function LessonsTab({ groupId }: { groupId: number }) {
  const lessons = useLessons(groupId);
  const [deleting, setDeleting] = useState<CoachLesson | null>(null);
  const [publishing, setPublishing] = useState<CoachLesson | null>(null);
  const reorder = useReorderLessons(groupId, {
    onDone: () => notifySuccess(M.orderSaved),
    onFailed: (error) => notifyError(`The order could not be saved and is back as it was. ${failureText(error)}`),
  });
  const update = useUpdateLesson(groupId, {
    onDone: (lesson) => {
      setPublishing(null);
      notifySuccess(lesson.published ? `“${lesson.title}” is published${lesson.open_count === lesson.member_count && lesson.member_count > 0 ? ' and open for every member' : ''}.` : `“${lesson.title}” is a draft again.`);
    },
    onFailed: notifyFailure,
  });
  const access = useLessonAccess(groupId, {
    onDone: (r) => notifySuccess(`Open for ${r.open_count} of ${r.member_count} members.`), onFailed: notifyFailure,
  });
  const remove = useDeleteLesson(groupId, {
    onDone: () => { notifySuccess(M.lessonDeleted); setDeleting(null); }, onFailed: notifyFailure,
  });
  const ids = lessons.data?.map((l) => l.id) ?? [];
  const actions: LessonActions = {
    move: (lesson, by) => { const next = moveBy(ids, lesson.id, by); if (next) reorder.mutate(next); },
    publish: (lesson, published) => {
      if (published && asksBeforePublishing(lesson)) setPublishing(lesson);
      else update.mutate({ lessonId: lesson.id, body: { published } });
    },
    access: (lesson, open) => access.mutate({ lessonId: lesson.id, open }),
    remove: setDeleting,
  };
  return (
    <div className="stack">
      <NewLessonForm groupId={groupId} />
      <section aria-labelledby="cp-lessons-title">
        <h2 id="cp-lessons-title">Lessons</h2>
        <QueryState query={lessons} loading="Loading the lessons" failed="We could not load the lessons."
          isEmpty={(list) => list.length === 0} empty="This group has no lessons yet."
          emptyDetail={<p>Add the first lesson above. Members see a lesson once it is published and opened for them.</p>}>
          {(list) => (
            <SortableLessons groupId={groupId} lessons={list} actions={actions} busy={reorder.isPending || update.isPending || access.isPending}
              onReorder={(next) => reorder.mutate(next)} />
          )}
        </QueryState>
      </section>
      <PublishDialog lesson={publishing} busy={update.isPending} onCancel={() => setPublishing(null)}
        onChoose={(openForAll) => { if (publishing) update.mutate({ lessonId: publishing.id, body: { published: true, ...(openForAll ? { open_for_all: true } : {}) } }); }} />
      <ConfirmDialog open={deleting !== null} title="Delete this lesson?" keepLabel="Keep the lesson" confirmLabel="Delete lesson"
        busy={remove.isPending} onConfirm={() => { if (deleting) remove.mutate(deleting.id); }} onCancel={() => setDeleting(null)}>
        <p>“<strong>{deleting?.title}</strong>” will be deleted with its resources and meetings, and every member's steps, profit impact and notes on it. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
