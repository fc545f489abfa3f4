import { Link } from 'react-router';
import { extractMessage } from '../../lib/error-message.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import { useAcademyCourse } from './academy-api.ts';
import { formatMinutes, lessonPath } from './academy-params.ts';
import { LessonViewer } from './lesson-viewer.tsx';

/** One course: its lessons in order and, when one is chosen, the lesson viewer. */
export function CourseView({ courseId, lessonId }: { courseId: number; lessonId: number | null }) {
  const course = useAcademyCourse(courseId);
  const back = <p className="breadcrumb"><Link to="/business-academy">All courses</Link></p>;
  if (course.isPending || course.isError) {
    return (
      <section className="page" aria-labelledby="course-title">
        {back}
        <h1 id="course-title" className="page__title">Course</h1>
        {course.isPending
          ? <Skeleton rows={4} label="Loading the course" />
          : <ErrorState title={`We could not load this course. ${extractMessage(course.error)}`} onRetry={() => void course.refetch()} />}
      </section>
    );
  }
  const lessons = [...course.data.lessons].sort((a, b) => a.order - b.order);
  const index = lessons.findIndex((l) => l.id === lessonId);
  const lesson = lessons[index];
  return (
    <article className="page academy-course" aria-labelledby="course-title">
      {back}
      <h1 id="course-title" className="page__title">{course.data.title}</h1>
      {course.data.summary && <p className="academy-course__summary">{course.data.summary}</p>}
      {lessonId !== null && !lesson && <ErrorState title="That lesson is not part of this course." />}
      {lesson && (
        <LessonViewer courseId={courseId} lesson={lesson} previous={lessons[index - 1] ?? null} next={lessons[index + 1] ?? null} />
      )}
      <section aria-labelledby="course-lessons-title">
        <h2 id="course-lessons-title">Lessons</h2>
        {lessons.length === 0 ? <EmptyState title="This course has no lessons yet." /> : (
          <ol className="academy-lessons">
            {lessons.map((l) => (
              <li key={l.id}>
                <Link to={lessonPath(courseId, l.id)} aria-current={l.id === lessonId ? 'page' : undefined}
                  className="academy-lessons__link">
                  <span>{l.title}</span>
                  {formatMinutes(l.duration) && <span className="academy-lessons__length">{formatMinutes(l.duration)}</span>}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
