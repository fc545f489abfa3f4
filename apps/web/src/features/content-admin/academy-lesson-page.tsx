import { AcademyLessonUpdateBody, CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX, DURATION_MAX, idFrom, type CoachAcademyLesson } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../lib/http-error.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { RichTextField } from '../../shared/ui/rich-text-field.tsx';
import { useAcademyLesson, useCourse, useUpdateAcademyLesson } from './api.ts';
import { NotFound } from './not-found.tsx';
import { useContentForm } from './use-content-form.ts';
import './content-admin.css';

const FIELDS = ['title', 'summary', 'body', 'video', 'duration'];

function LessonForm({ courseId, lesson }: { courseId: number; lesson: CoachAcademyLesson }) {
  const form = useContentForm(AcademyLessonUpdateBody, { numbers: ['duration'] }, FIELDS);
  const update = useUpdateAcademyLesson(courseId, lesson.id, { onDone: () => { form.saved(); notifySuccess('The lesson is saved.'); }, onFailed: form.failed });
  const e = form.errors;
  return (
    <form className="card ca-form" noValidate onInput={form.changed} onSubmit={form.submitWith((body) => update.mutate(body))} aria-labelledby="ca-lesson-form-title">
      <h2 id="ca-lesson-form-title">Content</h2>
      <Field label="Title" required error={e.title}>{(a) => <input {...a} name="title" maxLength={CONTENT_TITLE_MAX} required defaultValue={lesson.title} />}</Field>
      <Field label="Summary" error={e.summary} hint="One or two sentences, shown in the course's list.">
        {(a) => <textarea {...a} name="summary" rows={3} maxLength={CONTENT_SUMMARY_MAX} defaultValue={lesson.summary ?? ''} />}
      </Field>
      <RichTextField label="Lesson text" name="body" defaultValue={lesson.body ?? ''} maxLength={CONTENT_BODY_MAX} error={e.body} />
      <div className="ca-form__grid">
        <Field label="Video address" error={e.video} hint="A full web address (https://…).">
          {(a) => <input {...a} name="video" type="url" inputMode="url" defaultValue={lesson.video ?? ''} />}
        </Field>
        <Field label="Length in minutes" error={e.duration}>
          {(a) => <input {...a} name="duration" type="number" min={0} max={DURATION_MAX} inputMode="numeric" defaultValue={lesson.duration ?? ''} />}
        </Field>
      </div>
      <div className="form-actions"><Button type="submit" variant="primary" busy={update.isPending}>Save lesson</Button></div>
    </form>
  );
}

/** /coach/academy/:courseId/lessons/:lessonId: an academy lesson's text, video and length. */
export default function AcademyLessonPage() {
  const params = useParams();
  const courseId = idFrom(params.courseId) ?? 0;
  const lessonId = idFrom(params.lessonId) ?? 0;
  const course = useCourse(courseId);
  const lesson = useAcademyLesson(courseId, lessonId);
  const coursePath = `/coach/academy/${courseId}`;
  if (!courseId || !lessonId || (lesson.error instanceof HttpError && lesson.error.status === 404)) {
    return <NotFound what="lesson" back={courseId ? coursePath : '/coach/academy'} backLabel="Back to the course" />;
  }
  return (
    <section className="page" aria-labelledby="ca-lesson-title">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li><Link to="/coach/academy">Academy content</Link></li>
          <li><Link to={coursePath}>{course.data?.title ?? 'Course'}</Link></li>
          <li aria-current="page">{lesson.data?.title ?? 'Lesson'}</li>
        </ol>
      </nav>
      <h1 id="ca-lesson-title" className="page__title">{lesson.data?.title ?? 'Lesson'}</h1>
      <QueryState query={lesson} loading="Loading the lesson" failed="We could not load the lesson.">
        {(l) => <LessonForm key={l.id} courseId={courseId} lesson={l} />}
      </QueryState>
    </section>
  );
}
