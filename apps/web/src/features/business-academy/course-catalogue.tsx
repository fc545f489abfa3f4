import { Link } from 'react-router';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useAcademyCourses } from './academy-api.ts';
import { coursePath, formatMinutes } from './academy-params.ts';

/** The business academy's courses (spec §2 /business-academy). */
export function CourseCatalogue() {
  const courses = useAcademyCourses();
  return (
    <section className="page" aria-labelledby="academy-title">
      <h1 id="academy-title" className="page__title">Business Academy</h1>
      <QueryState query={courses} loading="Loading the courses" failed="We could not load the courses."
        isEmpty={(list) => list.length === 0} empty="No courses yet. New courses appear here as they are published.">
        {(list) => (
          <ul className="academy-grid">
            {[...list].sort((a, b) => a.order - b.order).map((course) => {
              const image = safeHttpUrl(course.image);
              const length = formatMinutes(course.duration);
              return (
                <li key={course.id} className="card academy-card">
                  {image && <img className="card__image" src={image} alt="" loading="lazy" width={640} height={360} />}
                  <div className="academy-card__body">
                    <h2 className="academy-card__title"><Link to={coursePath(course.id)}>{course.title}</Link></h2>
                    {course.summary && <p>{course.summary}</p>}
                    <p className="academy-card__meta">
                      {course.total_lessons} {course.total_lessons === 1 ? 'lesson' : 'lessons'}{length && ` · ${length}`}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
