import {
  AcademyCourseUpdateBody, AcademyLessonBody, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX, DURATION_MAX, idFrom,
  type CoachAcademyCourseDetail, type CoachAcademyLesson,
} from '@portal/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HttpError } from '../../lib/http-error.ts';
import { failureText, notifyError, notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import {
  coursePicture, useCourse, useCreateAcademyLesson, useDeleteAcademyLesson, useDeleteCourse, useReorderAcademyLessons, useUpdateCourse,
} from './api.ts';
import { NotFound } from './not-found.tsx';
import { PicturePanel } from './picture-panel.tsx';
import { SortableCourseLessons } from './sortable-course-lessons.tsx';
import { useContentForm } from './use-content-form.ts';
import './content-admin.css';

const FIELDS = ['title', 'summary', 'video', 'duration', 'published'];

function CourseForm({ course }: { course: CoachAcademyCourseDetail }) {
  const form = useContentForm(AcademyCourseUpdateBody, { numbers: ['duration'], checkboxes: ['published'] }, FIELDS);
  const update = useUpdateCourse(course.id, { onDone: () => { form.saved(); notifySuccess('The course is saved.'); }, onFailed: form.failed });
  const e = form.errors;
  return (
    <form className="card ca-form" noValidate onInput={form.changed} onSubmit={form.submitWith((body) => update.mutate(body))} aria-labelledby="ca-course-form-title">
      <h2 id="ca-course-form-title">Course</h2>
      <Field label="Title" required error={e.title}>{(a) => <input {...a} name="title" maxLength={CONTENT_TITLE_MAX} required defaultValue={course.title} />}</Field>
      <Field label="Description" error={e.summary} hint="Shown on the course's card and page.">
        {(a) => <textarea {...a} name="summary" rows={4} maxLength={CONTENT_SUMMARY_MAX} defaultValue={course.summary ?? ''} />}
      </Field>
      <div className="ca-form__grid">
        <Field label="Intro video address" error={e.video} hint="A full web address (https://…).">
          {(a) => <input {...a} name="video" type="url" inputMode="url" defaultValue={course.video ?? ''} />}
        </Field>
        <Field label="Length in minutes" error={e.duration}>
          {(a) => <input {...a} name="duration" type="number" min={0} max={DURATION_MAX} inputMode="numeric" defaultValue={course.duration ?? ''} />}
        </Field>
      </div>
      <label className="checkbox"><input type="checkbox" name="published" defaultChecked={course.published} /> Published (clients with the academy see it)</label>
      <div className="form-actions"><Button type="submit" variant="primary" busy={update.isPending} busyLabel="saving">Save course</Button></div>
    </form>
  );
}

function NewLessonForm({ courseId }: { courseId: number }) {
  const navigate = useNavigate();
  const form = useCheckedForm(AcademyLessonBody);
  const create = useCreateAcademyLesson(courseId, {
    onDone: (lesson) => { notifySuccess('The lesson is added.'); void navigate(`/coach/academy/${courseId}/lessons/${lesson.id}`); },
    onFailed: (error) => form.failed(error, ['title']),
  });
  return (
    <form className="ca-inline-form" noValidate aria-label="New lesson" onSubmit={form.submitWith((body) => create.mutate(body))}>
      <Field label="New lesson title" required error={form.errors.title}>{(a) => <input {...a} name="title" maxLength={CONTENT_TITLE_MAX} required />}</Field>
      <Button type="submit" variant="primary" busy={create.isPending} busyLabel="saving">Add lesson</Button>
    </form>
  );
}

function Lessons({ course }: { course: CoachAcademyCourseDetail }) {
  const [deleting, setDeleting] = useState<CoachAcademyLesson | null>(null);
  const reorder = useReorderAcademyLessons(course.id, {
    onDone: () => notifySuccess('The new order is saved.'),
    onFailed: (error) => notifyError(`The order could not be saved and is back as it was. ${failureText(error)}`),
  });
  const remove = useDeleteAcademyLesson(course.id, { onDone: () => { notifySuccess('The lesson is deleted.'); setDeleting(null); }, onFailed: notifyFailure });
  return (
    <section className="stack" aria-labelledby="ca-lessons-title">
      <h2 id="ca-lessons-title">Lessons</h2>
      <NewLessonForm courseId={course.id} />
      {course.lessons.length === 0 ? <p>This course has no lessons yet. Add the first one above.</p> : (
        <SortableCourseLessons courseId={course.id} lessons={course.lessons} busy={reorder.isPending || remove.isPending}
          onReorder={(ids) => reorder.mutate(ids)} onDelete={setDeleting} />
      )}
      <ConfirmDialog open={deleting !== null} title="Delete this lesson?" keepLabel="Keep the lesson" confirmLabel="Delete lesson"
        busy={remove.isPending} onConfirm={() => { if (deleting) remove.mutate(deleting.id); }} onCancel={() => setDeleting(null)}>
        <p>“<strong>{deleting?.title}</strong>” will be removed from the course for every client. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

function DeleteCourse({ course }: { course: CoachAcademyCourseDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteCourse(course.id, {
    onDone: () => { notifySuccess('The course is deleted.'); void navigate('/coach/academy'); }, onFailed: notifyFailure,
  });
  return (
    <section className="card" aria-labelledby="ca-delete-title">
      <h2 id="ca-delete-title">Delete the course</h2>
      <p>The course and its {course.total_lessons} {course.total_lessons === 1 ? 'lesson' : 'lessons'} go for every client.</p>
      <Button onClick={() => setOpen(true)}>Delete course</Button>
      <ConfirmDialog open={open} title="Delete this course?" keepLabel="Keep the course" confirmLabel="Delete course"
        busy={remove.isPending} onConfirm={() => remove.mutate(undefined)} onCancel={() => setOpen(false)}>
        <p>“<strong>{course.title}</strong>” and its lessons will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

/** /coach/academy/:courseId: the course's details and picture, its lessons in order, and deleting it. */
export default function CourseContentPage() {
  const courseId = idFrom(useParams().courseId) ?? 0;
  const course = useCourse(courseId);
  if (!courseId || (course.error instanceof HttpError && course.error.status === 404)) {
    return <NotFound what="course" back="/coach/academy" backLabel="Back to Academy content" />;
  }
  return (
    <section className="page" aria-labelledby="ca-course-title">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol><li><Link to="/coach/academy">Academy content</Link></li><li aria-current="page">{course.data?.title ?? 'Course'}</li></ol>
      </nav>
      <h1 id="ca-course-title" className="page__title">{course.data?.title ?? 'Course'}</h1>
      <QueryState query={course} loading="Loading the course" failed="We could not load the course.">
        {(c) => (
          <div className="stack">
            <CourseForm key={`${c.id}:${c.title}:${c.published}`} course={c} />
            <PicturePanel image={c.image} alt={c.title} target={coursePicture(c.id)} />
            <Lessons course={c} />
            <DeleteCourse course={c} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
