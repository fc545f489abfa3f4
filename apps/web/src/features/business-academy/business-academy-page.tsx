import { useAcademySelection } from './academy-params.ts';
import { CourseCatalogue } from './course-catalogue.tsx';
import { CourseView } from './course-view.tsx';
import './academy.css';

/** /business-academy (spec §2; the router's flag guard keeps it to business_academy users). */
export default function BusinessAcademyPage() {
  const { courseId, lessonId } = useAcademySelection();
  return courseId === null ? <CourseCatalogue /> : <CourseView courseId={courseId} lessonId={lessonId} />;
}
