import { AcademyCourseBody, CONTENT_TITLE_MAX, type CoachAcademyCourse } from '@portal/contract';
import { Link, useNavigate } from 'react-router';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { useCourses, useCreateCourse } from './api.ts';
import './content-admin.css';

const lessonsText = (n: number) => `${n} ${n === 1 ? 'lesson' : 'lessons'}`;

function CourseItem({ course }: { course: CoachAcademyCourse }) {
  const image = safeHttpUrl(course.image);
  return (
    <article className="card ca-card" aria-labelledby={`ca-course-${course.id}`}>
      {image ? <img className="card__image" src={image} alt="" loading="lazy" width={640} height={360} /> : <div className="card__image" aria-hidden="true" />}
      <div className="ca-card__body">
        <h2 id={`ca-course-${course.id}`} className="ca-card__title"><Link to={`/coach/academy/${course.id}`}>{course.title}</Link></h2>
        <p className="ca-facts">
          <span className="badge">{course.published ? 'Published' : 'Draft'}</span>
          <span>{lessonsText(course.total_lessons)}</span>
        </p>
      </div>
    </article>
  );
}

/** A new course by its title, as a draft; its page opens for the rest. */
function NewCourseForm() {
  const navigate = useNavigate();
  const form = useCheckedForm(AcademyCourseBody);
  const create = useCreateCourse({
    onDone: (course) => {
      notifySuccess('The course is created as a draft.');
      void navigate(`/coach/academy/${course.id}`);
    },
    onFailed: (error) => form.failed(error, ['title']),
  });
  return (
    <form className="ca-inline-form" noValidate aria-label="New course" onSubmit={form.submitWith((body) => create.mutate({ ...body, published: false }))}>
      <Field label="New course title" required error={form.errors.title}>
        {(a) => <input {...a} name="title" maxLength={CONTENT_TITLE_MAX} required />}
      </Field>
      <Button type="submit" variant="primary" busy={create.isPending}>New course</Button>
    </form>
  );
}

/** /coach/academy: the tenant's business-academy courses, drafts included (issue 12). */
export default function AcademyContentPage() {
  const courses = useCourses();
  return (
    <section className="page" aria-labelledby="ca-academy-title">
      <h1 id="ca-academy-title" className="page__title">Academy content</h1>
      <p>The courses of the Business Academy. Clients with the academy see published courses at once.</p>
      <NewCourseForm />
      <QueryState query={courses} loading="Loading the courses" failed="We could not load the courses."
        isEmpty={(list) => list.length === 0} empty="The academy has no courses yet." emptyDetail={<p>Create the first course above.</p>}>
        {(list) => (
          <ul className="ca-grid" aria-label="Courses">
            {list.map((c) => <li key={c.id}><CourseItem course={c} /></li>)}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
