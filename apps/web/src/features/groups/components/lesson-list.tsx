import { Link } from 'react-router';
import type { LessonRow } from '../api/schemas.ts';
import { lessonLock } from '../model/lock-reason.ts';
import './lesson-list.css';

interface Props {
  lessons: LessonRow[];
  basePath: string;
  zone: string;
}

/** The member's lessons in their own order, open or locked and why (issue 3 §4). */
export function LessonList({ lessons, basePath, zone }: Props) {
  const ordered = [...lessons].sort((a, b) => a.lesson_order - b.lesson_order);
  return (
    <ol className="lesson-list">
      {ordered.map((lesson, index) => {
        const lock = lessonLock(lesson, zone);
        return (
          <li key={lesson.id} className={`lesson-row${lock.open ? '' : ' lesson-row--locked'}`}>
            {/* the place among the lessons shown (model/lesson-numbers.ts), as the lesson page numbers it */}
            <span className="lesson-row__order" aria-hidden="true">{index + 1}</span>
            <div className="lesson-row__main">
              <h3 className="lesson-row__title">
                {lock.open ? <Link to={`${basePath}/lesson/${lesson.id}`}>{lesson.title}</Link> : lesson.title}
              </h3>
              {lesson.short_desc && <p className="lesson-row__summary">{lesson.short_desc}</p>}
              <p className="lesson-row__meta">
                {lock.open
                  ? <span className="badge badge--open">{lesson.completed ? 'Done' : 'Open'}</span>
                  : <span className="badge badge--locked">Locked</span>}
                {lesson.lesson_length !== null && <span>{lesson.lesson_length} min</span>}
              </p>
              {!lock.open && <p className="lesson-row__reason">{lock.reason}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
