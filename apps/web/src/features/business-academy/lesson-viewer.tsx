import type { AcademyLesson } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SafeHtml } from '../../shared/ui/safe-html.tsx';
import { MediaPlayer } from '../../shared/ui/media-player.tsx';
import { lessonPath } from './academy-params.ts';

interface Props { courseId: number; lesson: AcademyLesson; previous: AcademyLesson | null; next: AcademyLesson | null }

/** One academy lesson: video, summary and the sanitised body (DESIGN §3 DOMPurify). */
export function LessonViewer({ courseId, lesson, previous, next }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<number | null>(null);
  // another lesson opened from the list: move focus to it, so keyboard and screen-reader users land
  // there (not on first load, where the page starts at the top as usual)
  useEffect(() => {
    if (shown.current !== null && shown.current !== lesson.id) heading.current?.focus();
    shown.current = lesson.id;
  }, [lesson.id]);
  return (
    <section className="card academy-viewer" aria-labelledby="academy-lesson-title">
      <h2 id="academy-lesson-title" ref={heading} tabIndex={-1}>{lesson.title}</h2>
      {lesson.video && <MediaPlayer src={lesson.video} poster={lesson.image} title={lesson.title} />}
      {lesson.summary && <p className="academy-viewer__summary">{lesson.summary}</p>}
      {lesson.body && <SafeHtml className="rich-text" html={lesson.body} />}
      <nav className="form-actions academy-viewer__nav" aria-label="Lesson navigation">
        {previous && <Link className="btn btn--default" to={lessonPath(courseId, previous.id)}>Previous: {previous.title}</Link>}
        {next && <Link className="btn btn--primary" to={lessonPath(courseId, next.id)}>Next: {next.title}</Link>}
      </nav>
    </section>
  );
}
