import { Link } from 'react-router';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { MediaPlayer } from '../../../shared/ui/media-player.tsx';
import { useUserGroup, type GroupRef } from '../api/groups-api.ts';
import type { LessonDetail } from '../api/schemas.ts';
import { lessonNumbers } from '../model/lesson-numbers.ts';
import { LessonMeetingSection } from './lesson-meeting.tsx';
import { LessonRecordingSection } from './lesson-recording.tsx';
import { LessonResources } from './lesson-resources.tsx';
import { LessonWork } from './lesson-work.tsx';
import { NextLessonLink } from './next-lesson-link.tsx';

interface Props { lesson: LessonDetail; groupRef: GroupRef; groupPath: string; zone: string }

/** An open lesson: video, description, resources, quiz, meeting, the member's work, recording, next. */
export function LessonView({ lesson, groupRef, groupPath, zone }: Props) {
  const quiz = safeHttpUrl(lesson.quiz_url);
  // numbered as the group page lists it, from the member's lessons that page reads (and caches)
  const group = useUserGroup(groupRef);
  const number = group.data ? lessonNumbers(group.data.userlessons).get(lesson.id) : undefined;
  return (
    <article className="page lesson-page" aria-labelledby="lesson-title">
      <p className="breadcrumb"><Link to={groupPath}>{lesson.group.title}</Link></p>
      <h1 id="lesson-title" className="page__title">
        {number !== undefined && <span className="lesson-page__order">Lesson {number}: </span>}{lesson.title}
      </h1>
      {lesson.short_desc && <p className="lesson-page__summary">{lesson.short_desc}</p>}
      <div className="stack">
        {lesson.lesson_video && <MediaPlayer src={lesson.lesson_video} poster={lesson.lesson_img} title={lesson.title} />}
        {lesson.full_desc && (
          <section aria-labelledby="lesson-about-title">
            <h2 id="lesson-about-title">About this lesson</h2>
            <SafeHtml className="rich-text" html={lesson.full_desc} />
          </section>
        )}
        <LessonResources resources={lesson.resources} />
        {quiz && (
          <section aria-labelledby="quiz-title">
            <h2 id="quiz-title">Quiz</h2>
            <a className="btn btn--secondary" href={quiz} target="_blank" rel="noopener noreferrer">
              Take the quiz<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </section>
        )}
        <LessonMeetingSection groupRef={groupRef} lessonId={lesson.id} coachId={lesson.coach_id} zone={zone} />
        <LessonWork groupRef={groupRef} lessonId={lesson.id} />
        <LessonRecordingSection groupRef={groupRef} lessonId={lesson.id} hasRecording={lesson.has_recording} title={lesson.title} />
        {lesson.next_lesson && <NextLessonLink next={lesson.next_lesson} groupRef={groupRef} groupPath={groupPath} zone={zone} />}
      </div>
    </article>
  );
}
