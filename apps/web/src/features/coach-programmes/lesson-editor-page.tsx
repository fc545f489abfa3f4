import { idFrom } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../lib/http-error.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useCoachGroup, useLessonDetail } from './api.ts';
import { NotFound } from './group-page.tsx';
import { LessonForm } from './lesson-form.tsx';
import { MeetingsEditor } from './meetings-editor.tsx';
import { ResourcesEditor } from './resources-editor.tsx';
import { WhoCanOpen } from './who-can-open.tsx';
import './coach-programmes.css';

/** /coach/groups/:groupId/lessons/:lessonId: a lesson's content, resources and meetings. */
export default function LessonEditorPage() {
  const params = useParams();
  const groupId = idFrom(params.groupId) ?? 0;
  const lessonId = idFrom(params.lessonId) ?? 0;
  const group = useCoachGroup(groupId);
  const lesson = useLessonDetail(groupId, lessonId);
  if (!groupId || !lessonId || (lesson.error instanceof HttpError && lesson.error.status === 404)) return <NotFound what="lesson" />;
  const groupPath = `/coach/groups/${groupId}`;
  return (
    <section className="page" aria-labelledby="cp-lesson-title">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li><Link to="/coach/groups">Programmes</Link></li>
          <li><Link to={groupPath}>{group.data?.title ?? 'Group'}</Link></li>
          <li><Link to={`${groupPath}?tab=lessons`}>Lessons</Link></li>
          <li aria-current="page">{lesson.data?.title ?? 'Lesson'}</li>
        </ol>
      </nav>
      <h1 id="cp-lesson-title" className="page__title">{lesson.data?.title ?? 'Lesson'}</h1>
      <QueryState query={lesson} loading="Loading the lesson" failed="We could not load the lesson.">
        {(l) => (
          <div className="stack">
            <p className="cp-lesson__facts">
              <span className="badge">{l.published ? 'Published' : 'Draft'}</span>
              <span>Lesson {l.lesson_order} · open for {l.open_count} of {l.member_count} {l.member_count === 1 ? 'member' : 'members'}</span>
            </p>
            <section className="card" aria-labelledby="cp-who-title">
              <h2 id="cp-who-title">Who can open it</h2>
              <WhoCanOpen groupId={groupId} lessonId={l.id} />
            </section>
            <LessonForm key={`${l.id}:${l.updated_at}`} groupId={groupId} lesson={l} />
            <ResourcesEditor key={`r${l.id}`} groupId={groupId} lesson={l} />
            <MeetingsEditor groupId={groupId} lesson={l} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
